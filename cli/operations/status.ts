import type { CliContext } from "../context";
import type { Result } from "../output";
import type { PublicUser, ServerInfo } from "../types";

interface PublicAddressView {
  publicUrl: string;
  clientEmails: "ready" | "local" | "held";
}

/** `microteam status`: where the data is and which services are active. */
export async function status(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const [user, info, address] = await Promise.all([
    api.request<PublicUser>("GET", "/api/auth/user"),
    api.request<ServerInfo>("GET", "/api/config"),
    api.request<PublicAddressView>("GET", "/api/instance/public-address").catch(() => null),
  ]);
  // A PUBLIC_URL in this terminal that the saved address overrides: said, so cron's setting is not trusted blindly.
  const envUrl = process.env.PUBLIC_URL?.trim().replace(/\/+$/, "");
  const ignored = api.mode === "local" && address && envUrl && envUrl !== address.publicUrl ? envUrl : null;
  const data = {
    mode: api.mode,
    location: api.location,
    owner: user.email,
    ai: info.ai,
    mail: info.mail.mode,
    payments: info.payments.mode,
    socialVersions: info.social?.versions ?? [],
    publicAddress: address,
  };
  // Each platform API version and how long it is served; one past or near its sunset says what to do.
  const versions = info.social?.versions ?? [];
  const socialLine = versions.length
    ? `Social:   ${versions.map((v) => `${v.api === "graph" ? "Graph" : "LinkedIn"} ${v.version}${v.sunset ? ` (until ${v.sunset})` : v.state === "unreleased" ? " (not released yet)" : v.state === "unknown" ? " (unknown version: check)" : ""}`).join(", ")}`
    : null;
  return {
    kind: "lines",
    lines: [
      { text: `Data:     ${api.mode === "local" ? `local database ${api.location}` : `server ${api.location}`}` },
      { text: `Owner:    ${user.email}` },
      {
        text: `AI:       ${info.ai.backend === "model" ? `language model (${info.ai.model})` : "offline engine (no AI_BASE_URL / AI_API_KEY set)"}`,
      },
      { text: `Email:    ${info.mail.mode === "smtp" ? "SMTP (SMTP_URL)" : "offline outbox (no SMTP_URL set)"}` },
      { text: `Payments: ${info.payments.mode === "stripe" ? "Stripe" : "demo mode (no Stripe keys set)"}` },
      ...(address
        ? [
            {
              text: `Address:  ${address.publicUrl} (client links${address.clientEmails === "local" ? "; run locally" : ""})`,
            },
          ]
        : []),
      ...(address?.clientEmails === "held"
        ? [
            {
              text: `Warning:  client emails are held: ${address.publicUrl} points at this computer or a private network. Set the address clients reach in Settings → Profile → Public address, or start the server once with PUBLIC_URL=https://your.address.`,
              style: "warn" as const,
            },
          ]
        : []),
      ...(ignored
        ? [
            {
              text: `Note:     PUBLIC_URL=${ignored} in this terminal is not used: the saved address is ${address!.publicUrl} (change it in Settings → Profile → Public address).`,
              style: "warn" as const,
            },
          ]
        : []),
      ...(socialLine ? [{ text: socialLine }] : []),
      ...versions.filter((v) => v.message).map((v) => ({ text: `Warning:  ${v.message}`, style: "warn" as const })),
    ],
    data,
  };
}

export async function whoami(ctx: CliContext): Promise<Result> {
  const api = await ctx.api();
  const user = await api.request<PublicUser>("GET", "/api/auth/user");
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    kind: "message",
    text: `${name ? `${name} <${user.email}>` : user.email}${user.businessName ? `, ${user.businessName}` : ""} (${api.mode === "local" ? api.location : api.location})`,
    data: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      businessName: user.businessName,
      mode: api.mode,
      location: api.location,
    },
  };
}
