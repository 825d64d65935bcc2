import { useFormContext } from "react-hook-form";
import { NICHES } from "@core/catalog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { FormSelect, toOptions } from "@web/components/form/form-select";
import type { OnboardingOutput, OnboardingValues } from "./steps";

const NICHE_OPTIONS = toOptions(NICHES);

export default function StepBusiness() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OnboardingValues, unknown, OnboardingOutput>();

  return (
    <div className="space-y-5">
      <Field label="Business name" htmlFor="businessName" error={errors.businessName?.message}>
        <Input
          id="businessName"
          placeholder="e.g. Bright Path Consulting"
          autoComplete="organization"
          {...register("businessName")}
        />
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

      <Field
        label="Business description"
        htmlFor="businessDescription"
        optional
        error={errors.businessDescription?.message}
      >
        <Textarea
          id="businessDescription"
          rows={3}
          placeholder="What do you do, and for whom?"
          {...register("businessDescription")}
        />
      </Field>

      <Field label="Website" htmlFor="website" optional error={errors.website?.message}>
        <Input
          id="website"
          type="url"
          inputMode="url"
          placeholder="https://yourbusiness.com"
          autoComplete="url"
          {...register("website")}
        />
      </Field>
    </div>
  );
}
