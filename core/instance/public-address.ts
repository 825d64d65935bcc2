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

/**
 * The saved public address; before any process saved one, this process's own (PUBLIC_URL or the
 * default). An explicit loopback PUBLIC_URL with nothing saved counts as the choice to run locally, as
 * the first save would record it (decision 321); a saved choice counts only while the address is loopback.
 */
export function publicAddress(services: Pick<Services, "db" | "settings">): PublicAddress {
  const row = savedRow(services);
  const url = row?.url ?? services.settings.publicUrl.replace(/\/+$/, "");
  const loopback = isLoopbackUrl(url);
  return {
    url,
    source: row?.source ?? "process",
    runLocally: loopback && (row ? Boolean(row.runLocally) : Boolean(services.settings.publicUrlFromEnv)),
    loopback,
  };
}

/**
 * An explicit PUBLIC_URL in its normal form, null when none is set; throws, naming PUBLIC_URL, when it
 * is not an http(s) address without a path. A server checks it before listening.
 */
export function explicitPublicUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === "") return null;
  const checked = checkPublicUrl(raw);
  if ("problem" in checked) throw new Error(`PUBLIC_URL: ${checked.problem} (got "${raw}")`);
  return checked.url;
}

/**
 * The first save by a process that sends a client email (a terminal, a cron run): its explicit PUBLIC_URL
 * is saved when no process has saved an address yet, as a server's first start would, so the next run
 * without PUBLIC_URL builds the same links. Only sends call this; reading (`microteam status`) never
 * saves. Silent on a bad value: the send then uses this process's address and says what it needs.
 */
function adoptProcessPublicUrl(services: Pick<Services, "db" | "settings" | "clock">): void {
  const raw = services.settings.publicUrlFromEnv;
  if (!raw?.trim() || savedRow(services)) return;
  const checked = checkPublicUrl(raw);
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

/** Why client emails cannot carry the public address now, or null when they can. Reads only. */
export function clientLinksHeld(services: Pick<Services, "db" | "settings">): string | null {
  const address = publicAddress(services);
  if (!address.loopback || address.runLocally) return null;
  return `the public address ${address.url} points at this computer or a private network, so your clients could not open its links: set the address they reach Microteam at in Settings → Profile → Public address (or start the server once with PUBLIC_URL=https://your.address), or choose "Run locally" there`;
}

/**
 * The check a run that is about to email clients makes (the reminder job, recurring invoices): saves
 * this process's PUBLIC_URL when none is saved yet, then says why client emails wait, or null.
 */
export function clientEmailsHeld(services: Pick<Services, "db" | "settings" | "clock">): string | null {
  adoptProcessPublicUrl(services);
  return clientLinksHeld(services);
}

/**
 * The address to build a client's links from, for an email about to be queued; refuses (409,
 * `fields.publicUrl`) an address on this computer unless the owner chose to run locally.
 */
export function clientLinkBase(services: Pick<Services, "db" | "settings" | "clock">): string {
  const held = clientEmailsHeld(services);
  const address = publicAddress(services);
  if (held) {
    const message = `Not sent: ${held}.`;
    throw new AppError("CONFLICT", message, { publicUrl: message }, { publicUrl: address.url });
  }
  return address.url;
}

/** What a server's start did with the public address, for its start-up lines. */
export interface SettledAddress {
  address: PublicAddress;
  /** The address PUBLIC_URL replaced, when it replaced one. */
  changedFrom: string | null;
  /** Why this start's PUBLIC_URL was not applied, when it was set and not applied. */
  notUsed: string | null;
}

interface SavedValues {
  publicUrl: string;
  publicUrlSource: PublicAddress["source"];
  appliedEnvUrl: string | null;
  runLocally: boolean;
}

/**
 * The start rule (decision 321), without the database: what a server started with `explicit` (its
 * PUBLIC_URL, normalised, or null) and `fallback` (http://localhost:PORT) saves over `row`.
 * - Nothing saved: PUBLIC_URL, or the fallback (`default`); an explicit loopback PUBLIC_URL is the choice
 *   to run locally, on this first start only.
 * - Set in Settings: kept, whatever PUBLIC_URL says (the owner's choice wins).
 * - From the environment (`env`, `default`): a different PUBLIC_URL replaces it, except a loopback or
 *   private one over a public one (a second local server does not take production's address). Run
 *   locally is kept for a loopback move and turned off for a public address.
 * - No PUBLIC_URL: a saved default follows the port; anything else is kept.
 */
export function startDecision(
  row: Row | undefined,
  explicit: string | null,
  fallback: string,
): { save: SavedValues | null; changedFrom: string | null; notUsed: string | null } {
  if (!row) {
    return {
      save: {
        publicUrl: explicit ?? fallback,
        publicUrlSource: explicit ? "env" : "default",
        appliedEnvUrl: explicit,
        runLocally: explicit !== null && isLoopbackUrl(explicit),
      },
      changedFrom: null,
      notUsed: null,
    };
  }
  const keep = { save: null, changedFrom: null, notUsed: null };
  const kept = { publicUrlSource: row.source, appliedEnvUrl: row.appliedEnvUrl, runLocally: Boolean(row.runLocally) };
  if (explicit === null) {
    if (row.source !== "default" || row.url === fallback) return keep;
    const runLocally = kept.runLocally && isLoopbackUrl(fallback);
    return { save: { ...kept, publicUrl: fallback, runLocally }, changedFrom: row.url, notUsed: null };
  }
  if (explicit === row.url) return keep;
  if (row.source === "settings") {
    return {
      ...keep,
      notUsed: `PUBLIC_URL=${explicit} not used: the public address was set in Settings to ${row.url} (change it there: Settings → Profile → Public address)`,
    };
  }
  if (isLoopbackUrl(explicit) && !isLoopbackUrl(row.url)) {
    return {
      ...keep,
      notUsed: `PUBLIC_URL=${explicit} not used: it points at this computer or a private network, and the saved public address ${row.url} is one clients can open (change it in Settings → Profile → Public address)`,
    };
  }
  const runLocally = isLoopbackUrl(explicit) && kept.runLocally;
  return {
    save: { publicUrl: explicit, publicUrlSource: "env", appliedEnvUrl: explicit, runLocally },
    changedFrom: row.url,
    notUsed: null,
  };
}

/**
 * A server's start, once it is listening (server/main.ts): applies `startDecision` in one transaction
 * and logs a change (`public_address.changed`, by PUBLIC_URL). Throws, naming PUBLIC_URL, when it is
 * not an http(s) address.
 */
export function settlePublicAddress(
  services: Services,
  start: { explicit: string | undefined; fallback: string },
): SettledAddress {
  const explicit = explicitPublicUrl(start.explicit);
  const fallback = start.fallback.replace(/\/+$/, "");
  const now = services.clock.now();
  const outcome = services.db.transaction((tx) => {
    const row = savedRow(services);
    const decided = startDecision(row, explicit, fallback);
    if (decided.save) {
      const values = { ...decided.save, updatedAt: now };
      if (row) tx.update(instanceSettings).set(values).run();
      else
        tx.insert(instanceSettings)
          .values({ id: 1, ...values })
          .run();
    }
    return decided;
  });
  if (outcome.changedFrom && explicit) {
    audit(services, "public_address.changed", {
      by: "PUBLIC_URL",
      publicUrl: explicit,
      previous: outcome.changedFrom,
    });
  }
  return { address: publicAddress(services), changedFrom: outcome.changedFrom, notUsed: outcome.notUsed };
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
    // Run locally is only ever said in so many words: a new address without runLocally: true in the body
    // turns it off, and it means nothing for an address clients can open.
    const chosen = data.runLocally ?? (changed || !row ? false : Boolean(row.runLocally));
    const values = {
      publicUrl,
      publicUrlSource: changed || !row ? "settings" : row.source,
      runLocally: chosen && isLoopbackUrl(publicUrl),
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
