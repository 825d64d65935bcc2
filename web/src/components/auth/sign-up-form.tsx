import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { PASSWORD_MIN_LENGTH } from "@core/catalog";
import type { PublicUser } from "@core/users/public";
import { SignUpInput } from "@core/auth/schemas";
import { Button } from "@web/components/ui/button";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest } from "@web/lib/queryClient";
import { authErrorMessage } from "./auth-errors";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";

const FIELDS = ["firstName", "lastName", "email", "password"] as const;

export function SignUpForm({
  defaultEmail,
  onSignedUp,
}: {
  defaultEmail: string;
  onSignedUp: (user: PublicUser) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SignUpInput),
    defaultValues: { firstName: "", lastName: "", email: defaultEmail, password: "" },
  });

  const signUp = useMutation({
    mutationFn: async (input: SignUpInput) =>
      (await apiRequest("POST", "/api/auth/signup", { body: input })).json() as Promise<PublicUser>,
    onSuccess: onSignedUp,
    onError: (error) => {
      // A taken email (409) or a server-side validation message belongs under its field.
      const { matchedField } = setServerErrors(setError, error, FIELDS);
      if (!matchedField) setFormError(authErrorMessage(error, "Could not create your account. Please try again."));
    },
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        signUp.mutate(values);
      })}
    >
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" htmlFor="signup-first-name" error={errors.firstName?.message}>
          <Input id="signup-first-name" autoComplete="given-name" {...register("firstName")} />
        </Field>
        <Field label="Last name" htmlFor="signup-last-name" error={errors.lastName?.message}>
          <Input id="signup-last-name" autoComplete="family-name" {...register("lastName")} />
        </Field>
      </div>
      <Field label="Email" htmlFor="signup-email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@business.com"
          {...register("email", { setValueAs: (v: string) => v.trim() })}
        />
      </Field>
      <Field
        label="Password"
        htmlFor="signup-password"
        error={errors.password?.message}
        description={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few uncommon words work well.`}
      >
        <PasswordInput id="signup-password" autoComplete="new-password" {...register("password")} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending && <Spinner />}
        {signUp.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
