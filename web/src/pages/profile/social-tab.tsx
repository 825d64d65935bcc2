import { useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { AlertTriangle, ExternalLink } from "lucide-react";
import type { ServerConfig } from "@core/server-config";
import type { PlatformConnection } from "@core/creator/publishing/token-health";
import type { PublicUser } from "@core/users/public";
import { SocialMediaInput, type SecretField } from "@core/users/schemas";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Separator } from "@web/components/ui/separator";
import { getQueryFn } from "@web/lib/queryClient";
import { cn } from "@web/lib/utils";
import { PLATFORM_META, type PlatformField } from "@web/lib/social-platforms";
import { DisconnectPlatform } from "./disconnect-platform";
import {
  ConnectButton,
  ConnectionDetails,
  refusalHere,
  OAuthDisconnect,
  SocialConnectOutcome,
} from "@web/components/social-connect";
import { SaveButton } from "./save-button";
import { useSettingsSave } from "./use-settings-save";

type Values = z.input<typeof SocialMediaInput>;
type Output = z.output<typeof SocialMediaInput>;

const SAVED_PLACEHOLDER = "•••••••• (saved — leave blank to keep)";

/** Handles and ids come from the server; tokens and secrets always start empty (never sent back). */
const toValues = (user: PublicUser): Values => ({
  twitterHandle: user.twitterHandle ?? "",
  twitterAccessToken: "",
  twitterAccessSecret: "",
  linkedinProfile: user.linkedinProfile ?? "",
  linkedinAccessToken: "",
  facebookPage: user.facebookPage ?? "",
  facebookAccessToken: "",
  facebookPageId: user.facebookPageId ?? "",
  instagramHandle: user.instagramHandle ?? "",
  instagramAccessToken: "",
  instagramBusinessId: user.instagramBusinessId ?? "",
});

export function SocialTab({ user }: { user: PublicUser }) {
  const connections = useQuery<PlatformConnection[]>({
    queryKey: ["/api/posts/connections", user.updatedAt],
    // Keyed by the profile's last change, so saving a new token reads the verdicts again.
    queryFn: () =>
      getQueryFn<PlatformConnection[]>({ on401: "throw" })({ queryKey: ["/api/posts/connections"] } as never),
  });
  // The platform API versions the server calls: one near or past its sunset stops every post (decision 319).
  const config = useQuery<ServerConfig>({ queryKey: ["/api/config"] });
  const versionWarnings = (config.data?.social?.versions ?? []).filter((v) => v.message);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(SocialMediaInput),
    defaultValues: toValues(user),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const save = useSettingsSave({
    url: "/api/user/social-media",
    success: { title: "Social Media Updated", description: "Your social media settings have been saved." },
    failure: { title: "Error", description: "Unable to update social media connections. Please try again." },
    onSuccess: (saved) => form.reset(toValues(saved)),
  });

  // After a disconnect, keep what the owner typed in the other fields but clear every secret input.
  const clearSecrets = () => {
    for (const meta of PLATFORM_META) {
      for (const f of meta.credentials) if (f.secret) form.resetField(f.name, { defaultValue: "" });
    }
  };

  const renderInput = (f: PlatformField) => {
    const stored = f.secret && user.storedSecrets[f.name as SecretField];
    return (
      <Field key={f.name} label={f.label} htmlFor={f.name} error={errors[f.name]?.message}>
        <Input
          id={f.name}
          type={f.secret ? "password" : "text"}
          autoComplete={f.secret ? "off" : undefined}
          spellCheck={f.secret ? false : undefined}
          placeholder={stored ? SAVED_PLACEHOLDER : f.placeholder}
          {...register(f.name)}
        />
      </Field>
    );
  };

  return (
    <Card>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <CardHeader>
          <CardTitle as="h2">Social Media</CardTitle>
          <CardDescription>
            Connect your accounts so scheduled posts publish automatically: with one click where this server has the
            platform's app, or by pasting a token from your own developer app. Tokens are stored encrypted and never
            shown again.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <SocialConnectOutcome />
          {versionWarnings.length ? (
            <ul role="alert" data-testid="version-warnings" className="grid gap-2">
              {versionWarnings.map((v) => (
                <li
                  key={v.api}
                  className={cn(
                    "flex gap-2 rounded-lg border p-3 text-sm",
                    v.state === "ended" || v.state === "unreleased"
                      ? "border-destructive/40 bg-destructive/5 text-destructive"
                      : "border-warning/40 bg-warning/5",
                  )}
                >
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{v.message}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <ul aria-label="Connection status" className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {PLATFORM_META.map((meta) => {
              const connected = user.connected[meta.platform];
              // What the platform said the last time a post used this token (core/creator/publishing/token-health).
              const health = connections.data?.find((c) => c.platform === meta.platform);
              const refused = connected && (health?.health === "refused" || Boolean(health?.problem));
              const connectable = Boolean(config.data?.social?.connect?.[meta.platform]);
              return (
                <li
                  key={meta.platform}
                  data-testid={`status-${meta.platform}`}
                  className={cn(
                    // Details above, actions below: four tiles in a row leave no room for buttons beside the text.
                    "flex min-w-0 flex-col justify-between gap-2 rounded-lg border p-3",
                    connected && !refused && "border-success/30 bg-success/5",
                    refused && "border-destructive/40 bg-destructive/5",
                  )}
                >
                  <div className="grid min-w-0 gap-1 break-words">
                    <span className="text-sm font-medium">{meta.label}</span>
                    <Badge variant={refused ? "destructive" : connected ? "success" : "outline"}>
                      {refused ? "Token stopped working" : connected ? "Connected" : "Not Connected"}
                    </Badge>
                    {connected ? <ConnectionDetails health={health} dead={refused} /> : null}
                    {refused && (health?.problem || health?.reason) ? (
                      <span className="text-xs text-destructive" data-testid={`health-${meta.platform}`}>
                        {refusalHere(health.problem ?? health.reason ?? "")}{" "}
                        {connectable ? "Reconnect to post again." : "Paste a new token below."}
                      </span>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    {connectable ? <ConnectButton platform={meta.platform} reconnect={connected} /> : null}
                    {connected && health?.via === "oauth" ? (
                      <OAuthDisconnect meta={meta} />
                    ) : connected ? (
                      <DisconnectPlatform meta={meta} onDone={clearSecrets} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>

          {PLATFORM_META.map((meta, i) => (
            <section key={meta.platform} className="space-y-4">
              {i > 0 ? <Separator /> : null}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{meta.label}</h3>
                <a
                  href={meta.developerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  Get credentials at {meta.developerSite}
                  <ExternalLink className="size-3" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
              {renderInput(meta.handle)}
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{meta.credentials.map(renderInput)}</div>
            </section>
          ))}
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <SaveButton pending={save.isPending}>Save Social Media Settings</SaveButton>
        </CardFooter>
      </form>
    </Card>
  );
}
