import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { NICHES } from "@core/catalog";
import type { PublicUser } from "@core/users/public";
import { ProfileInput } from "@core/users/schemas";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import type { ApiBody } from "@web/lib/api-client";
import { FormSelect, toOptions } from "@web/components/form/form-select";
import { SaveButton } from "./save-button";
import { useSettingsSave } from "./use-settings-save";

type Values = z.input<typeof ProfileInput>;
type Output = z.output<typeof ProfileInput>;

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "businessName",
  "businessNiche",
  "businessDescription",
  "website",
  "timeZone",
  "currentPassword",
] as const;

const NICHE_OPTIONS = toOptions(NICHES);

const toValues = (user: PublicUser): Values => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email,
  businessName: user.businessName ?? "",
  businessNiche: user.businessNiche ?? "",
  businessDescription: user.businessDescription ?? "",
  website: user.website ?? "",
  timeZone: user.timeZone,
  currentPassword: "",
});

function timeZoneOptions(current: string) {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  if (current && !zones.includes(current)) zones = [current, ...zones];
  return toOptions(zones);
}

export function ProfileTab({ user }: { user: PublicUser }) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ProfileInput),
    defaultValues: toValues(user),
    mode: "onTouched",
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const zones = useMemo(() => timeZoneOptions(user.timeZone), [user.timeZone]);
  // A new sign-in email needs the current password (the server checks it too).
  const editedEmail = form.watch("email");
  const emailChanges = (editedEmail ?? "").trim().toLowerCase() !== user.email.toLowerCase();

  const save = useSettingsSave({
    url: "/api/user/profile",
    success: { title: "Profile Updated", description: "Your profile has been saved." },
    failure: { title: "Update Failed", description: "Unable to update profile. Please try again." },
    onSuccess: (saved) => form.reset(toValues(saved)),
    onError: (error) => {
      const { matchedField, status, message } = setServerErrors(form.setError, error, FIELDS);
      if (!matchedField && status === 409) form.setError("email", { type: "server", message });
    },
  });

  return (
    <Card>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ currentPassword, ...values }) => {
          if (emailChanges && !currentPassword) {
            form.setError("currentPassword", { type: "required", message: "Current password is required" });
            return;
          }
          // The form's schema (core's ProfileInput) checked the niche against the list; its type says string.
          const businessNiche = values.businessNiche as ApiBody<"PUT", "/api/user/profile">["businessNiche"];
          save.mutate(emailChanges ? { ...values, businessNiche, currentPassword } : { ...values, businessNiche });
        })}
      >
        <CardHeader>
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>Your name, sign-in email and the business your team works for.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="First name" htmlFor="firstName" error={errors.firstName?.message}>
              <Input id="firstName" autoComplete="given-name" {...register("firstName")} />
            </Field>
            <Field label="Last name" htmlFor="lastName" error={errors.lastName?.message}>
              <Input id="lastName" autoComplete="family-name" {...register("lastName")} />
            </Field>
          </div>

          <Field label="Email" htmlFor="email" error={errors.email?.message}>
            <Input id="email" type="email" autoComplete="email" {...register("email")} />
          </Field>

          {emailChanges && (
            <Field
              label="Current password"
              htmlFor="profile-current-password"
              description="Needed to change the email you sign in with."
              error={errors.currentPassword?.message}
            >
              <Input
                id="profile-current-password"
                type="password"
                autoComplete="current-password"
                {...register("currentPassword")}
              />
            </Field>
          )}

          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Business name" htmlFor="businessName" error={errors.businessName?.message}>
              <Input id="businessName" autoComplete="organization" {...register("businessName")} />
            </Field>
            <Field label="Business niche" htmlFor="businessNiche" error={errors.businessNiche?.message}>
              <FormSelect
                control={control}
                name="businessNiche"
                id="businessNiche"
                options={NICHE_OPTIONS}
                placeholder="Select your niche"
              />
            </Field>
          </div>

          <Field label="Business description" htmlFor="businessDescription" error={errors.businessDescription?.message}>
            <Textarea id="businessDescription" rows={3} {...register("businessDescription")} />
          </Field>

          <Field label="Website" htmlFor="website" error={errors.website?.message}>
            <Input
              id="website"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://yourbusiness.com"
              {...register("website")}
            />
          </Field>

          <Field
            label="Time zone"
            htmlFor="timeZone"
            description="Used for 'today', due dates and the morning briefing"
            error={errors.timeZone?.message}
          >
            <FormSelect
              control={control}
              name="timeZone"
              id="timeZone"
              options={zones}
              placeholder="Select your time zone"
            />
          </Field>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SaveButton pending={save.isPending}>Save Profile</SaveButton>
        </CardFooter>
      </form>
    </Card>
  );
}
