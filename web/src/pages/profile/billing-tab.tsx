import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CURRENCIES, ONBOARDING_DEFAULTS, SETTINGS_PAYMENT_TERMS } from "@core/catalog";
import type { PublicUser } from "@core/users/public";
import { BillingInput } from "@core/users/schemas";
import { SecondLook, secondLookQuestion } from "@web/components/second-look";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { ReminderSettingsCard } from "@web/components/reminders/reminder-settings-card";
import { FormSelect, toOptions, type SelectOption } from "@web/components/form/form-select";
import { InvoiceNumberingCard } from "./invoice-numbering-card";
import { PlanCard } from "./plan-card";
import { SaveButton } from "./save-button";
import { useSettingsSave } from "./use-settings-save";

type Values = z.input<typeof BillingInput>;
type Output = z.output<typeof BillingInput>;

const CURRENCY_OPTIONS = toOptions(CURRENCIES);

const termLabel = (days: string) => (days === "0" ? "Immediate" : `${days} days`);

/** The settings' terms, plus the stored value when onboarding chose one the settings list lacks. */
function termOptions(stored: string): SelectOption[] {
  const options: SelectOption[] = [...SETTINGS_PAYMENT_TERMS];
  if (stored && !options.some((o) => o.value === stored)) {
    options.push({ value: stored, label: termLabel(stored) });
    options.sort((a, b) => Number(a.value) - Number(b.value));
  }
  return options;
}

const toValues = (user: PublicUser): Values => ({
  defaultHourlyRate: user.defaultHourlyRate ?? ONBOARDING_DEFAULTS.defaultHourlyRate,
  defaultCurrency: (user.defaultCurrency || ONBOARDING_DEFAULTS.defaultCurrency) as Values["defaultCurrency"],
  paymentTerms: user.paymentTerms || ONBOARDING_DEFAULTS.paymentTerms,
  bankTransferDetails: user.bankTransferDetails ?? "",
  taxId: user.taxId ?? "",
});

export function BillingTab({ user }: { user: PublicUser }) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(BillingInput),
    defaultValues: toValues(user),
    mode: "onTouched",
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  // The server's question when a new home currency would drop recorded rates (decision 296), kept
  // with the currency it is about: choosing another one makes it moot.
  const [question, setQuestion] = useState<{ text: string; currency: string } | null>(null);
  const chosenCurrency = useWatch({ control, name: "defaultCurrency" });
  const save = useSettingsSave({
    url: "/api/user/billing",
    success: { title: "Billing Updated", description: "Your billing preferences have been saved." },
    failure: { title: "Error", description: "Unable to update billing preferences. Please try again." },
    onSuccess: (saved) => {
      setQuestion(null);
      form.reset(toValues(saved));
    },
    onError: (error) => {
      const text = secondLookQuestion(error);
      setQuestion(text ? { text, currency: form.getValues("defaultCurrency") } : null);
    },
  });
  const asking = question && question.currency === chosenCurrency ? question : null;

  return (
    <div className="grid gap-6">
      <PlanCard user={user} />

      <Card>
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <CardHeader>
            <CardTitle as="h2">Invoicing defaults</CardTitle>
            <CardDescription>Used for every new invoice. You can still change them per invoice.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
              <Field label="Default hourly rate" htmlFor="defaultHourlyRate" error={errors.defaultHourlyRate?.message}>
                <Input id="defaultHourlyRate" inputMode="decimal" placeholder="75" {...register("defaultHourlyRate")} />
              </Field>
              <Field label="Currency" htmlFor="defaultCurrency" error={errors.defaultCurrency?.message}>
                <FormSelect
                  control={control}
                  name="defaultCurrency"
                  id="defaultCurrency"
                  options={CURRENCY_OPTIONS}
                  placeholder="Select a currency"
                />
              </Field>
              <Field label="Payment terms" htmlFor="paymentTerms" error={errors.paymentTerms?.message}>
                <FormSelect
                  control={control}
                  name="paymentTerms"
                  id="paymentTerms"
                  options={termOptions(user.paymentTerms)}
                  placeholder="Select payment terms"
                />
              </Field>
            </div>

            <Field
              label="Tax ID"
              htmlFor="taxId"
              optional
              description="Printed on every new invoice (VAT number, EIN, ABN…)."
              error={errors.taxId?.message}
            >
              <Input id="taxId" autoComplete="off" {...register("taxId")} />
            </Field>

            <Field
              label="Bank transfer details"
              htmlFor="bankTransferDetails"
              optional
              description="Shown on your invoices when card payments are off."
              error={errors.bankTransferDetails?.message}
            >
              <Textarea
                id="bankTransferDetails"
                rows={3}
                placeholder={"Account name, IBAN / account number, sort code or SWIFT"}
                {...register("bankTransferDetails")}
              />
            </Field>
          </CardContent>
          <CardFooter className="grid justify-items-end gap-4 border-t pt-6">
            {asking ? (
              <div className="w-full" data-testid="home-currency-question">
                <SecondLook
                  question={asking.text}
                  confirmLabel={`Change to ${asking.currency}`}
                  busy={save.isPending}
                  onConfirm={form.handleSubmit((values) => save.mutate({ ...values, confirm: true }))}
                  cancelLabel={`Keep ${user.defaultCurrency}`}
                  onCancel={() => {
                    form.setValue("defaultCurrency", user.defaultCurrency as Values["defaultCurrency"]);
                    setQuestion(null);
                  }}
                />
              </div>
            ) : null}
            <SaveButton pending={save.isPending}>Save Billing Settings</SaveButton>
          </CardFooter>
        </form>
      </Card>
      <InvoiceNumberingCard />
      <ReminderSettingsCard />
    </div>
  );
}
