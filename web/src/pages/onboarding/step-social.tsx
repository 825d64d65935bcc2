import { Controller, useFormContext, useWatch } from "react-hook-form";
import { CheckCircle2, Info } from "lucide-react";
import type { Platform } from "@core/catalog";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/utils";
import { Field } from "@web/components/ui/form";
import { useQuery } from "@tanstack/react-query";
import type { ServerConfig } from "@core/server-config";
import { PLATFORM_META } from "@web/lib/social-platforms";
import { ConnectButton } from "@web/components/social-connect";
import type { PlatformConnection } from "@core/creator/publishing/token-health";
import type { OnboardingOutput, OnboardingValues } from "./steps";
import { saveDraft } from "./connect-draft";

/** This step's number in the setup (web/src/pages/onboarding/steps.ts). */
const SOCIAL_STEP = 2;

export default function StepSocial() {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<OnboardingValues, unknown, OnboardingOutput>();
  const selected = (useWatch({ control, name: "socialMediaPlatforms" }) ?? []) as Platform[];
  // Platforms the operator set up for one click can be connected now; the rest later in Settings.
  const config = useQuery<ServerConfig>({ queryKey: ["/api/config"] });
  const connectable = selected.filter((p) => config.data?.social?.connect?.[p]);
  const connections = useQuery<PlatformConnection[]>({
    queryKey: ["/api/posts/connections"],
    enabled: connectable.length > 0,
  });
  // Connect leaves for the platform's sign-in and comes back here: the answers so far are kept meanwhile.
  const keepAnswers = () => saveDraft(SOCIAL_STEP, getValues());
  const connectedAs = (platform: Platform) => {
    const c = connections.data?.find((x) => x.platform === platform && x.connected);
    return c ? (c.account ?? "") : null;
  };

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
          {connectable.length ? (
            <div
              className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm"
              data-testid="onboarding-connect"
            >
              <span className="text-muted-foreground">Connect now, so posts publish by themselves:</span>
              {PLATFORM_META.filter((m) => connectable.includes(m.platform)).map((m) => {
                const account = connectedAs(m.platform);
                return (
                  <span key={m.platform} className="inline-flex items-center gap-1" data-testid={`onboarding-connect-${m.platform}`}>
                    {m.label}{" "}
                    {account === null ? (
                      <ConnectButton platform={m.platform} reconnect={false} onBeforeLeave={keepAnswers} />
                    ) : (
                      <span className="inline-flex items-center gap-1 text-success">
                        <CheckCircle2 className="size-3.5" aria-hidden />
                        Connected{account ? ` as ${account}` : ""}
                      </span>
                    )}
                  </span>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
