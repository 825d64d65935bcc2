import { useFormContext, useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, ExternalLink, KeyRound } from "lucide-react";
import type { PlatformConnection } from "@core/creator/publishing/token-health";
import type { Platform } from "@core/catalog";
import { Input } from "@web/components/ui/input";
import { Field } from "@web/components/ui/form";
import { PLATFORM_META } from "@web/lib/social-platforms";
import type { ServerConfig } from "@core/server-config";
import { ConnectButton } from "@web/components/social-connect";
import type { OnboardingOutput, OnboardingValues } from "./steps";
import { saveDraft } from "./connect-draft";

/** This step's number in the setup (web/src/pages/onboarding/steps.ts). */
const CREDENTIALS_STEP = 3;

export default function StepCredentials() {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<OnboardingValues, unknown, OnboardingOutput>();
  const selected = (useWatch({ control, name: "socialMediaPlatforms" }) ?? []) as Platform[];
  // Platforms the operator set up for one click offer Connect; the token fields stay as the manual path.
  const config = useQuery<ServerConfig>({ queryKey: ["/api/config"] });
  const connectable = (platform: Platform) => Boolean(config.data?.social?.connect?.[platform]);
  const connections = useQuery<PlatformConnection[]>({
    queryKey: ["/api/posts/connections"],
    enabled: selected.length > 0,
  });
  const oauth = (platform: Platform) =>
    connections.data?.find((c) => c.platform === platform && c.connected && c.via === "oauth");
  // Connect leaves for the platform's sign-in and comes back to this step: the answers are kept meanwhile.
  const keepAnswers = () => saveDraft(CREDENTIALS_STEP, getValues());

  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-primary/20 bg-accent p-4 text-sm text-accent-foreground">
        <p className="font-medium">This step is optional.</p>
        <p className="mt-1">
          You can skip it and add credentials later from Settings. Without credentials you can still create content, but
          it cannot be posted automatically.
        </p>
      </div>

      {selected.length === 0 ? (
        <p className="text-sm text-muted-foreground">No platforms selected, so there is nothing to connect yet.</p>
      ) : null}

      {PLATFORM_META.filter((m) => selected.includes(m.platform)).map((meta) => (
        <section key={meta.platform} className="space-y-4 rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-medium">
              <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
              {meta.label}
            </h3>
            <a
              href={meta.developerUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              Get credentials at {meta.developerSite}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          {oauth(meta.platform) ? (
            <p
              className="flex items-center gap-2 text-sm text-success"
              data-testid={`credentials-connected-${meta.platform}`}
            >
              <CheckCircle2 className="size-4" aria-hidden />
              Connected with one click{oauth(meta.platform)?.account ? ` as ${oauth(meta.platform)?.account}` : ""}:
              nothing to paste.
            </p>
          ) : connectable(meta.platform) ? (
            <div
              className="flex flex-wrap items-center gap-2 text-sm"
              data-testid={`credentials-connect-${meta.platform}`}
            >
              <ConnectButton platform={meta.platform} reconnect={false} onBeforeLeave={keepAnswers} />
              <span className="text-muted-foreground">Sign in and allow: nothing to copy. Or paste a token below.</span>
            </div>
          ) : null}
          {oauth(meta.platform)
            ? null
            : meta.credentials.map((cred) => (
                <Field
                  key={cred.name}
                  htmlFor={cred.name}
                  label={cred.label}
                  optional
                  error={errors[cred.name]?.message}
                >
                  <Input
                    id={cred.name}
                    type={cred.secret ? "password" : "text"}
                    autoComplete={cred.secret ? "new-password" : "off"}
                    spellCheck={false}
                    placeholder={cred.placeholder}
                    {...register(cred.name)}
                  />
                </Field>
              ))}
        </section>
      ))}
    </div>
  );
}
