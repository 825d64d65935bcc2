import { useFormContext } from "react-hook-form";
import { CreditCard } from "lucide-react";
import { CURRENCIES, ONBOARDING_PAYMENT_TERMS } from "@core/catalog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { FormSelect, toOptions } from "@web/components/form/form-select";
import type { OnboardingOutput, OnboardingValues } from "./steps";

const CURRENCY_OPTIONS = toOptions(CURRENCIES);

export default function StepInvoicing() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OnboardingValues, unknown, OnboardingOutput>();

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Hourly rate" htmlFor="defaultHourlyRate" error={errors.defaultHourlyRate?.message}>
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
      </div>

      <Field label="Payment terms" htmlFor="paymentTerms" error={errors.paymentTerms?.message}>
        <FormSelect
          control={control}
          name="paymentTerms"
          id="paymentTerms"
          options={ONBOARDING_PAYMENT_TERMS}
          placeholder="Select payment terms"
        />
      </Field>

      <div className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4 text-sm text-muted-foreground">
        <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>Want clients to pay invoices by card? You can connect a card payment provider later in Settings.</p>
      </div>
    </div>
  );
}
