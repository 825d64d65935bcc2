import { Controller, useFormContext } from "react-hook-form";
import { AUTOMATION_LEVELS, CONTENT_FREQUENCIES, GOALS } from "@core/catalog";
import { Checkbox } from "@web/components/ui/checkbox";
import { Field, FieldError } from "@web/components/ui/form";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/utils";
import { FormSelect } from "@web/components/form/form-select";
import type { OnboardingOutput, OnboardingValues } from "./steps";

type Goal = (typeof GOALS)[number];

export default function StepGoals() {
  const {
    control,
    formState: { errors },
  } = useFormContext<OnboardingValues, unknown, OnboardingOutput>();
  const goalsError = errors.primaryGoals?.message ?? errors.primaryGoals?.root?.message;

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3" aria-describedby={goalsError ? "primaryGoals-error" : undefined}>
        <legend className="mb-3 text-sm font-medium">Primary goals</legend>
        <Controller
          control={control}
          name="primaryGoals"
          render={({ field }) => {
            const value = (field.value ?? []) as Goal[];
            return (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {GOALS.map((goal, i) => {
                  const id = `goal-${i}`;
                  const checked = value.includes(goal);
                  return (
                    <div
                      key={goal}
                      className={cn(
                        "flex items-center gap-3 rounded-lg border p-3 transition-colors",
                        checked ? "border-primary bg-accent" : "hover:bg-muted/60",
                      )}
                    >
                      <Checkbox
                        id={id}
                        ref={i === 0 ? field.ref : undefined}
                        checked={checked}
                        aria-invalid={goalsError ? true : undefined}
                        onCheckedChange={(state) =>
                          field.onChange(state === true ? [...value, goal] : value.filter((g) => g !== goal))
                        }
                      />
                      <Label htmlFor={id} className="flex-1 cursor-pointer leading-snug font-normal">
                        {goal}
                      </Label>
                    </div>
                  );
                })}
              </div>
            );
          }}
        />
        <FieldError id="primaryGoals-error">{goalsError}</FieldError>
      </fieldset>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label="Content frequency" htmlFor="contentFrequency" error={errors.contentFrequency?.message}>
          <FormSelect
            control={control}
            name="contentFrequency"
            id="contentFrequency"
            options={CONTENT_FREQUENCIES}
            placeholder="How often do you post?"
          />
        </Field>

        <Field label="Automation level" htmlFor="automationLevel" error={errors.automationLevel?.message}>
          <FormSelect
            control={control}
            name="automationLevel"
            id="automationLevel"
            options={AUTOMATION_LEVELS}
            placeholder="How much should we automate?"
          />
        </Field>
      </div>
    </div>
  );
}
