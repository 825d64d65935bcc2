import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { PublicUser } from "@core/users/public";
import { SignInInput } from "@core/auth/schemas";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { authErrorMessage } from "./auth-errors";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";

export function SignInForm({
  defaultEmail,
  onSignedIn,
}: {
  defaultEmail: string;
  onSignedIn: (user: PublicUser) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SignInInput), defaultValues: { email: defaultEmail, password: "" } });

  const signIn = useMutation({
    mutationFn: async (input: SignInInput) =>
      (await apiRequest("POST", "/api/auth/signin", { body: input })).json() as Promise<PublicUser>,
    onSuccess: onSignedIn,
    onError: (error) => {
      // The server answers a wrong email or password with one message (no hint which one was wrong).
      const fallback =
        readApiError(error).status === 401 ? "Invalid email or password" : "Sign-in failed. Please try again.";
      setFormError(authErrorMessage(error, fallback));
    },
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        signIn.mutate(values);
      })}
    >
      <FormAlert message={formError} />
      <Field label="Email" htmlFor="signin-email" error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@business.com"
          {...register("email", { setValueAs: (v: string) => v.trim() })}
        />
      </Field>
      <Field label="Password" htmlFor="signin-password" error={errors.password?.message}>
        <PasswordInput id="signin-password" autoComplete="current-password" {...register("password")} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
