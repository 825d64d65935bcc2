import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Info } from "lucide-react";
import type { Platform } from "@core/catalog";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/utils";
import { Field } from "@web/components/ui/form";
import { PLATFORM_META } from "@web/lib/social-platforms";
import type { OnboardingOutput, OnboardingValues } from "./steps";

export default function StepSocial() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OnboardingValues, unknown, OnboardingOutput>();
  const selected = (useWatch({ control, name: "socialMediaPlatforms" }) ?? []) as Platform[];

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3" aria-describedby={selected.length === 0 ? "platforms-hint" : undefined}>
        <legend className="mb-3 text-sm font-medium">Which platforms do you use?</legend>
        <Controller
          control={control}
          name="socialMediaPlatforms"
          render={({ field }) => {
            const value = (field.value ?? []) as Platform[];
            const toggle = (platform: Platform, checked: boolean) =>
              field.onChange(checked ? [...value, platform] : value.filter((p) => p !== platform));
            return (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {PLATFORM_META.map(({ platform, label }) => {
                  const id = `platform-${platform}`;
                  const checked = value.includes(platform);
                  return (
                    <div
                      key={platform}
                      className={cn(
                        "flex items-center gap-3 rounded-lg border p-3 transition-colors",
                        checked ? "border-primary bg-accent" : "hover:bg-muted/60",
                      )}
                    >
                      <Checkbox
                        id={id}
                        ref={platform === "twitter" ? field.ref : undefined}
                        checked={checked}
                        onCheckedChange={(state) => toggle(platform, state === true)}
                      />
                      <Label htmlFor={id} className="flex-1 cursor-pointer">
                        {label}
                      </Label>
                    </div>
                  );
                })}
              </div>
            );
          }}
        />
        {selected.length === 0 ? (
          <p
            id="platforms-hint"
            className="flex items-start gap-2 rounded-md border border-warning/25 bg-warning/10 px-3 py-2 text-sm text-warning"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">Select at least one social media platform</span>{" "}
              <span className="text-foreground/70">— or continue: you can connect platforms later in Settings.</span>
            </span>
          </p>
        ) : null}
      </fieldset>

      {selected.length > 0 ? (
        <div className="space-y-4">
          {PLATFORM_META.filter((m) => selected.includes(m.platform)).map(({ platform, handle }) => (
            <Field
              key={platform}
              htmlFor={handle.name}
              label={handle.label}
              optional
              error={errors[handle.name]?.message}
            >
              <Input id={handle.name} placeholder={handle.placeholder} {...register(handle.name)} />
            </Field>
          ))}
        </div>
      ) : null}
    </div>
  );
}
