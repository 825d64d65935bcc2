import { Controller, useForm } from "react-hook-form";
import type { PublicUser } from "@core/users/public";
import type { NotificationSettingsInput } from "@core/users/schemas";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Switch } from "@web/components/ui/switch";
import { SaveButton } from "./save-button";
import { useSettingsSave } from "./use-settings-save";

type Key = keyof NotificationSettingsInput;

const SWITCHES: { name: Key; label: string; description: string }[] = [
  {
    name: "emailNotifications",
    label: "Email Notifications",
    description: "Receive alerts and summaries by email, not just in the app.",
  },
  {
    name: "invoiceReminders",
    label: "Invoice Reminders",
    description: "Send automatic payment reminders when an invoice is overdue.",
  },
  {
    name: "contentPublishing",
    label: "Content Publishing",
    description: "Let me know when scheduled posts are published or fail.",
  },
  {
    name: "dailyTaskUpdates",
    label: "Daily Task Updates",
    description: "Get your top money moves for the day each morning.",
  },
];

const toValues = (user: PublicUser): NotificationSettingsInput => ({
  emailNotifications: user.emailNotifications ?? false,
  invoiceReminders: user.invoiceReminders ?? true,
  contentPublishing: user.contentPublishing ?? true,
  dailyTaskUpdates: user.dailyTaskUpdates ?? true,
});

export function NotificationsTab({ user }: { user: PublicUser }) {
  const form = useForm<NotificationSettingsInput>({ defaultValues: toValues(user) });

  const save = useSettingsSave({
    url: "/api/user/notifications",
    success: { title: "Notification Settings Updated", description: "Your notification preferences have been saved." },
    failure: { title: "Update Failed", description: "Unable to update notification settings. Please try again." },
    onSuccess: (saved) => form.reset(toValues(saved)),
  });

  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <CardHeader>
          <CardTitle as="h2">Notifications</CardTitle>
          <CardDescription>Choose what your team tells you about.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {SWITCHES.map(({ name, label, description }) => (
              <li key={name} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
                <div className="grid gap-1">
                  <Label htmlFor={name}>{label}</Label>
                  <p id={`${name}-description`} className="text-sm text-muted-foreground">
                    {description}
                  </p>
                </div>
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Switch
                      id={name}
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-describedby={`${name}-description`}
                    />
                  )}
                />
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SaveButton pending={save.isPending}>Save Notification Settings</SaveButton>
        </CardFooter>
      </form>
    </Card>
  );
}
