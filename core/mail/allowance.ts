import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { CLIENT_EMAIL_KINDS } from "./after-delivery";

const HOUR = 3_600_000;
const KINDS = CLIENT_EMAIL_KINDS.map((k) => `'${k}'`).join(", ");
const prepared = new WeakMap<Database.Database, Database.Statement>();

/** Emails to clients queued by the owner in the hour before `now`, and when the oldest of them was. */
function lastHour(ctx: OwnerContext, now: number): { count: number; oldest: number | null } {
  const client = ctx.db.$client;
  let stmt = prepared.get(client);
  if (!stmt) {
    stmt = client.prepare(
      `select count(*) as count, min(created_at) as oldest from email_outbox
       where user_id = ? and created_at > ? and kind in (${KINDS})`,
    );
    prepared.set(client, stmt);
  }
  return stmt.get(ctx.userId, now - HOUR) as { count: number; oldest: number | null };
}

/** How many more emails to clients the owner may queue right now. */
export function clientEmailsLeft(ctx: OwnerContext): number {
  return Math.max(0, ctx.settings.clientEmailsPerHour - lastHour(ctx, ctx.clock.now().getTime()).count);
}

/**
 * Refuses a send that would take the owner past their hourly allowance of emails to clients
 * (CLIENT_EMAILS_PER_HOUR): a new or stolen account cannot be used to spam strangers.
 */
export function assertClientEmailAllowance(ctx: OwnerContext, count: number): void {
  const now = ctx.clock.now().getTime();
  const { count: sent, oldest } = lastHour(ctx, now);
  const limit = ctx.settings.clientEmailsPerHour;
  if (sent + count <= limit) return;
  const minutes = oldest ? Math.max(1, Math.ceil((oldest + HOUR - now) / 60_000)) : 60;
  throw new AppError(
    "RATE_LIMITED",
    `You can email clients ${limit} times an hour and have ${sent >= limit ? "reached that" : `${limit - sent} left`}; ` +
      `this would send ${count}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { limit, sentLastHour: sent, retryInMinutes: minutes },
  );
}
