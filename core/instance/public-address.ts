// The address clients reach the product at, kept in the data (docs/decisions/321-one-public-address.md):
// every process that builds a link for a client (the server, the terminal, a cron run, a second server)
// reads the one the server saved, not its own PUBLIC_URL. A link to this computer (localhost,
// 127.x, ::1) goes into a client's email only when the owner chose to run locally.
import { z } from "zod";
import type { OwnerContext, Services } from "../context";
import { instanceSettings, prepared } from "../db";
import { AppError } from "../errors";
import { audit } from "../log";
import { parseInput } from "../validation";

export const PUBLIC_ADDRESS_SOURCES = ["default", "env", "settings", "process"] as const;

export interface PublicAddress {
  /** Scheme, host and port, without a trailing slash: links are `${url}/pay/…`. */
  url: string;
  /**
   * default: http://localhost:PORT saved by a server started without PUBLIC_URL; env: a server's
   * PUBLIC_URL; settings: changed in Settings; process: nothing saved yet, this process's own setting.
   */
  source: (typeof PUBLIC_ADDRESS_SOURCES)[number];
  /** The owner chose to run locally: client emails may carry a loopback address. */
  runLocally: boolean;
  /** The address points at this computer: clients elsewhere cannot open it. */
  loopback: boolean;
}

/**
 * True for an address clients out on the internet cannot open: this computer (localhost, *.localhost,
 * localhost.localdomain, 127.0.0.0/8, ::1, 0.0.0.0) or a private network (10/8, 172.16/12, 192.168/16,
 * 169.254/16, fc00::/7, fe80::/10). Instagram cannot fetch images from one either.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, "")
      .replace(/\.$/, "");
  } catch {
    return false;
  }
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === "::1" ||
    host === "0:0:0:0:0:0:0:1" ||
    /^::ffff:127\./.test(host) ||
    /^::ffff:7f/.test(host) ||
    host === "0.0.0.0" ||
    host.endsWith(".localdomain") ||
    /^10(\.\d{1,3}){3}$/.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}$/.test(host) ||
    /^192\.168(\.\d{1,3}){2}$/.test(host) ||
    /^169\.254(\.\d{1,3}){2}$/.test(host) ||
    /^f[cd][0-9a-f]{0,2}:/.test(host) ||
    /^fe[89ab][0-9a-f]?:/.test(host)
  );
}

const EXAMPLE = "e.g. https://books.example.com";

/** Why `raw` cannot be the public address, or its normal form: scheme://host[:port], no trailing slash. */
export function checkPublicUrl(raw: string): { url: string } | { problem: string } {
  const text = raw.trim();
  if (!text) return { problem: `Enter the address your clients reach Microteam at (${EXAMPLE})` };
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
    return { problem: `Enter the whole address with http:// or https:// (${EXAMPLE})` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `That is not a web address (${EXAMPLE})` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "Use an http:// or https:// address" };
  if (url.username || url.password) return { problem: "No user name or password in the address" };
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || /[?#]/.test(text)) {
    return { problem: `Only the address, without a path, ? or # (${EXAMPLE})` };
  }
  return { url: `${url.protocol}//${url.host}` };
}

/** The public address as typed in Settings: an http(s) address with no path, query or fragment. */
export const PublicUrl = z
  .string({ error: `Enter the address your clients reach Microteam at (${EXAMPLE})` })
  .max(200, { error: "Must be at most 200 characters" })
  .transform((raw, ctx) => {
    const checked = checkPublicUrl(raw);
    if ("problem" in checked) {
      ctx.addIssue({ code: "custom", message: checked.problem });
      return z.NEVER;
    }
    return checked.url;
  });

export const PublicAddressInput = z.object({
  publicUrl: PublicUrl.optional().describe("scheme://host[:port], e.g. https://books.example.com"),
  runLocally: z
    .boolean({ error: "runLocally must be true or false" })
    .optional()
    .describe("true: client emails may carry an address on this computer (localhost)"),
});
export type PublicAddressInput = z.input<typeof PublicAddressInput>;

export const PublicAddressView = z
  .object({
    publicUrl: z.string().describe("the address client links are built from"),
    source: z.enum(PUBLIC_ADDRESS_SOURCES),
    runLocally: z.boolean(),
    loopback: z
      .boolean()
      .describe("the address points at this computer or a private network (localhost, 127.x, ::1, 10.x, 192.168.x…)"),
    clientEmails: z
      .enum(["ready", "local", "held"])
      .describe(
        "ready: reachable links; local: loopback links, as the owner chose; held: client emails are refused until the address is set",
      ),
    canChange: z.boolean().describe("only the server's first account may change it"),
  })
  .meta({ id: "PublicAddressView" });
export type PublicAddressView = z.infer<typeof PublicAddressView>;

interface Row {
  url: string;
  source: PublicAddress["source"];
  runLocally: number;
  appliedEnvUrl: string | null;
}

function savedRow(services: Pick<Services, "db">): Row | undefined {
  return prepared(services.db, "instance:public-address", (d) =>
    d.$client.prepare<[], Row>(
      "select public_url as url, public_url_source as source, run_locally as runLocally, applied_env_url as appliedEnvUrl from instance_settings where id = 1",
    ),
  ).get();
}

/** The saved public address; before any server saved one, this process's own (PUBLIC_URL or the default). */
export function publicAddress(services: Pick<Services, "db" | "settings">): PublicAddress {
  const row = savedRow(services);
  const url = row?.url ?? services.settings.publicUrl.replace(/\/+$/, "");
  return {
    url,
    source: row?.source ?? "process",
    runLocally: Boolean(row?.runLocally),
    loopback: isLoopbackUrl(url),
  };
}

/**
 * A terminal's start (cli/api/local.ts): PUBLIC_URL in its environment is saved when no process has saved
 * an address yet, as a server's first start would; once one is saved, Settings (or a server's new
 * PUBLIC_URL) decides, and the terminal's is only reported (`microteam status`). Silent on a bad value:
 * the command it runs says what it needs.
 */
export function adoptPublicUrlIfUnset(services: Services, explicit: string | undefined): void {
  if (!explicit?.trim() || savedRow(services)) return;
  const checked = checkPublicUrl(explicit);
  if ("problem" in checked) return;
  services.db
    .insert(instanceSettings)
    .values({
      id: 1,
      publicUrl: checked.url,
      publicUrlSource: "env",
      appliedEnvUrl: checked.url,
      runLocally: isLoopbackUrl(checked.url),
      updatedAt: services.clock.now(),
    })
    .onConflictDoNothing()
    .run();
}

/** Why client emails cannot carry the public address now, or null when they can. */
export function clientLinksHeld(services: Pick<Services, "db" | "settings">): string | null {
  const address = publicAddress(services);
  if (!address.loopback || address.runLocally) return null;
  return `the public address ${address.url} points at this computer or a private network, so your clients could not open its links: set the address they reach Microteam at in Settings → Profile → Public address (or start the server once with PUBLIC_URL=https://your.address), or choose "Run locally" there`;
}

/**
 * The address to build a client's links from; refuses (409, `fields.publicUrl`) an address on this
 * computer unless the owner chose to run locally.
 */
export function clientLinkBase(services: Pick<Services, "db" | "settings">): string {
  const held = clientLinksHeld(services);
  const address = publicAddress(services);
  if (held) {
    const message = `Not sent: ${held}.`;
    throw new AppError("CONFLICT", message, { publicUrl: message }, { publicUrl: address.url });
  }
  return address.url;
}

/**
 * A server's start (server/main.ts): the first start saves PUBLIC_URL (or the default
 * http://localhost:PORT); a later start with an explicit PUBLIC_URL it has not applied before saves that
 * (the operator changed it), while the same PUBLIC_URL again leaves a change made in Settings alone. An
 * explicit PUBLIC_URL on this computer is the operator's choice to run locally. Without PUBLIC_URL, a
 * saved default follows the port. Throws, naming PUBLIC_URL, when it is not an http(s) address.
 */
export function settlePublicAddress(
  services: Services,
  start: { explicit: string | undefined; fallback: string },
): { address: PublicAddress; changedFrom: string | null } {
  let explicit: string | null = null;
  if (start.explicit !== undefined && start.explicit.trim() !== "") {
    const checked = checkPublicUrl(start.explicit);
    if ("problem" in checked) throw new Error(`PUBLIC_URL: ${checked.problem} (got "${start.explicit}")`);
    explicit = checked.url;
  }
  const fallback = start.fallback.replace(/\/+$/, "");
  const now = services.clock.now();
  const changedFrom = services.db.transaction((tx) => {
    const row = savedRow(services);
    if (!row) {
      tx.insert(instanceSettings)
        .values({
          id: 1,
          publicUrl: explicit ?? fallback,
          publicUrlSource: explicit ? "env" : "default",
          appliedEnvUrl: explicit,
          runLocally: explicit !== null && isLoopbackUrl(explicit),
          updatedAt: now,
        })
        .run();
      return null;
    }
    const next =
      explicit !== null && explicit !== row.appliedEnvUrl
        ? { publicUrl: explicit, publicUrlSource: "env", appliedEnvUrl: explicit }
        : explicit === null && row.source === "default" && row.url !== fallback
          ? { publicUrl: fallback }
          : null;
    if (!next) return null;
    tx.update(instanceSettings)
      .set({ ...next, ...(isLoopbackUrl(next.publicUrl) && explicit ? { runLocally: true } : {}), updatedAt: now })
      .run();
    return row.url === next.publicUrl ? null : row.url;
  });
  return { address: publicAddress(services), changedFrom };
}

/**
 * `npm run seed:demo`: a demo runs on this computer by definition, so when the address is still one on
 * this computer and no choice was made, the demo makes it ("Run locally"), as an owner would in
 * Settings; a real address is left alone. Says what it chose, for the script to print.
 */
export function runDemoLocally(services: Services, start: { explicit: string | undefined; fallback: string }): string {
  const { address } = settlePublicAddress(services, start);
  if (!address.loopback) return `Public address: ${address.url}`;
  if (!address.runLocally) {
    services.db.update(instanceSettings).set({ runLocally: true, updatedAt: services.clock.now() }).run();
  }
  return `Public address: ${address.url}, run locally (client emails carry links to this computer; set the real address in Settings → Profile → Public address)`;
}

/** The account created first: the server's owner, who alone may change what is the whole server's. */
function isFirstAccount(ctx: OwnerContext): boolean {
  // rowid breaks a tie of the same millisecond in the order the accounts were made.
  const first = prepared(ctx.db, "instance:first-account", (d) =>
    d.$client.prepare<[], { id: string }>("select id from users order by created_at, rowid limit 1"),
  ).get();
  return first?.id === ctx.userId;
}

function view(ctx: OwnerContext): PublicAddressView {
  const address = publicAddress(ctx);
  return {
    publicUrl: address.url,
    source: address.source,
    runLocally: address.runLocally,
    loopback: address.loopback,
    clientEmails: !address.loopback ? "ready" : address.runLocally ? "local" : "held",
    canChange: isFirstAccount(ctx),
  };
}

/** GET /api/instance/public-address. */
export function getPublicAddress({ ctx }: { ctx: OwnerContext }): PublicAddressView {
  return view(ctx);
}

/** PUT /api/instance/public-address: the server's first account changes the address or the run-locally choice. */
export function setPublicAddress({ ctx, input }: { ctx: OwnerContext; input: unknown }): PublicAddressView {
  const data = parseInput(PublicAddressInput, input);
  if (!isFirstAccount(ctx)) {
    throw new AppError(
      "FORBIDDEN",
      "Only the first account on this server can change its public address: it is the same for every account here.",
    );
  }
  if (data.publicUrl === undefined && data.runLocally === undefined) return view(ctx);
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    const row = savedRow(ctx);
    const publicUrl = data.publicUrl ?? row?.url ?? ctx.settings.publicUrl.replace(/\/+$/, "");
    const changed = data.publicUrl !== undefined && data.publicUrl !== row?.url;
    const values = {
      publicUrl,
      publicUrlSource: changed || !row ? "settings" : row.source,
      runLocally: data.runLocally ?? Boolean(row?.runLocally),
      updatedAt: now,
    };
    if (row) tx.update(instanceSettings).set(values).run();
    else
      tx.insert(instanceSettings)
        .values({ id: 1, appliedEnvUrl: null, ...values })
        .run();
  });
  audit(ctx, "public_address.changed", { userId: ctx.userId, publicUrl: data.publicUrl, runLocally: data.runLocally });
  return view(ctx);
}
