import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordFormInput } from "@core/users/schemas";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { ApiTokensCard } from "./api-tokens-card";
import { SaveButton } from "./save-button";
import { useSettingsSave } from "./use-settings-save";
import { YourDataCard } from "./your-data-card";

const EMPTY: PasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function SecurityTab({ email }: { email: string }) {
  const form = useForm<PasswordFormInput>({
    resolver: zodResolver(PasswordFormInput),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const {
    register,
    formState: { errors },
  } = form;

  const change = useSettingsSave({
    url: "/api/user/password",
    success: { title: "Password Updated", description: "Your password has been changed successfully." },
    failure: {
      title: "Password Update Failed",
      description: "Unable to change password. Please check your current password.",
    },
    onSuccess: () => form.reset(EMPTY),
    onError: (error) => setServerErrors(form.setError, error, ["currentPassword", "newPassword"]),
  });

  return (
    <div className="grid gap-6">
      <Card>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
            change.mutate({ currentPassword, newPassword }),
          )}
        >
          <CardHeader>
            <CardTitle as="h2">Security</CardTitle>
            <CardDescription>
              Change the password you sign in with. Other signed-in browsers and devices are signed out.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid max-w-md gap-5">
            {/* Lets password managers tie the new password to the account. */}
            <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
            <Field label="Current password" htmlFor="currentPassword" error={errors.currentPassword?.message}>
              <Input
                id="currentPassword"
                type="password"
                autoComplete="current-password"
                {...register("currentPassword")}
              />
            </Field>
            <Field
              label="New password"
              htmlFor="newPassword"
              description="At least 8 characters and hard to guess: a few uncommon words work well."
              error={errors.newPassword?.message}
            >
              <Input id="newPassword" type="password" autoComplete="new-password" {...register("newPassword")} />
            </Field>
            <Field label="Confirm password" htmlFor="confirmPassword" error={errors.confirmPassword?.message}>
              <Input
                id="confirmPassword"
                type="password"
                autoComplete="new-password"
                {...register("confirmPassword")}
              />
            </Field>
          </CardContent>
          <CardFooter className="justify-end border-t pt-6">
            <SaveButton pending={change.isPending} busyText="Updating...">
              Change Password
            </SaveButton>
          </CardFooter>
        </form>
      </Card>
      <ApiTokensCard />
      <YourDataCard email={email} />
    </div>
  );
}
