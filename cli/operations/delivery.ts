import { MAY_HAVE_BEEN_SENT } from "@core/mail/state";
import type { BatchProgress } from "../api/client";
import type { CliContext } from "../context";
import { plural } from "../format";

/**
 * Waits for the emails a change queued and says how it went in one sentence: `sent` when every email
 * went out, else `queued` followed by what happened ("2 emails sent, 1 failed (…)", "1 may have been
 * sent (…)", "1 will be retried…"). A longer run shows a progress line on stderr meanwhile.
 */
export async function reportDelivery(
  ctx: CliContext,
  batchId: string | null | undefined,
  say: { sent: string; queued: string },
  /** The emails go to clients or helpers (not to the owner): say so when their links point at this computer. */
  toOthers = true,
): Promise<string> {
  if (!batchId) return say.queued;
  const api = await ctx.api();
  const progress = await followDelivery(ctx, batchId, toOthers);
  if (progress && progress.delivered === progress.total) {
    // Kept in the offline outbox is not received by anyone: said right after, every time.
    return progress.stored ? `${say.sent.replace(/\.?$/, ".")} ${outboxOnly(progress.stored, api.mode)}` : say.sent;
  }
  return progress ? `${say.queued}; ${describeDelivery(progress, api.mode)}` : say.queued;
}

/** Waits for a batch, drawing a progress line for longer runs. */
export async function followDelivery(ctx: CliContext, batchId: string | null | undefined, toOthers = true) {
  if (!batchId) return null;
  const api = await ctx.api();
  if (toOthers) await noteLocalLinks(ctx);
  let shown = false;
  const final = await api.deliver(batchId, (p) => {
    if (p.total < 3 || ctx.output.json) return;
    shown = true;
    ctx.output.stderr(
      `Sending ${plural(p.total, "email")}: ${p.delivered} sent${p.failed ? `, ${p.failed} failed` : ""}`,
    );
  });
  if (shown) ctx.output.stderr("");
  return final;
}

/** Where SMTP_URL is missing, and what to do about it. */
const noSmtp = (mode: "local" | "remote") =>
  mode === "local"
    ? "no SMTP_URL is set for this terminal: give it the same SMTP_URL as the server, in cron too"
    : "no SMTP_URL is set on the server";

/** Said after "Emailed …" when the emails only reached the offline outbox. */
const outboxOnly = (stored: number, mode: "local" | "remote") =>
  `Only into the offline outbox, though: nobody received ${stored === 1 ? "it" : "them"} (${noSmtp(mode)}).`;

export function describeDelivery(p: BatchProgress, mode: "local" | "remote"): string {
  const sent = p.delivered - p.stored;
  const parts = sent || !p.stored ? [`${plural(sent, "email")} sent`] : [];
  if (p.stored) parts.push(`${plural(p.stored, "email")} kept in the offline outbox and not emailed (${noSmtp(mode)})`);
  if (p.cancelled) parts.push(`${p.cancelled} not sent (the invoice was paid first)`);
  if (p.possiblySent)
    parts.push(
      `${p.possiblySent} ${MAY_HAVE_BEEN_SENT} (${p.possiblySentTo.join(", ")}: the mail server did not confirm ${p.possiblySent === 1 ? "it" : "them"}; not sent again automatically, send it again yourself if it did not arrive)`,
    );
  if (p.failed) parts.push(`${p.failed} failed (${p.failures.map((f) => `${f.to}: ${f.error}`).join("; ")})`);
  const waiting = p.queued + p.sending;
  if (waiting) {
    parts.push(
      p.retrying
        ? `${waiting} will be retried${p.nextAttemptAt ? ` from ${new Date(p.nextAttemptAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}` : ""}${mode === "local" ? " by the server or the next `microteam remind`" : " by the server"}`
        : `${waiting} still going out on the server`,
    );
  }
  return parts.join(", ") + ".";
}

interface PublicAddressView {
  publicUrl: string;
  clientEmails: "ready" | "local" | "held";
}

/**
 * A line on stderr when the emails just queued for clients carry links to this computer: the owner
 * chose to run locally (Settings → Profile → Public address), and a client elsewhere cannot open them
 * (docs/decisions/321-one-public-address.md). A server too old to say is taken as "ready".
 */
export async function noteLocalLinks(ctx: CliContext): Promise<void> {
  if (ctx.output.json) return;
  const api = await ctx.api();
  let address: PublicAddressView;
  try {
    address = await api.request<PublicAddressView>("GET", "/api/instance/public-address");
  } catch {
    return;
  }
  if (address.clientEmails !== "local") return;
  ctx.output.stderr(
    `Note: the links in this email point at ${address.publicUrl}, on this computer: you chose to run locally, so your client can open them only from here. Set the public address in Settings → Profile → Public address when clients should reach you.`,
  );
}
