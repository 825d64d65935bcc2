import type Database from "better-sqlite3";
import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { MAY_HAVE_BEEN_SENT, POSSIBLY_SENT } from "../mail";
import { getOwner } from "../users";

// The last reminder per invoice: any reminder queued, sending, delivered or possibly sent (a failed one
// reached nobody), with its status (SQLite takes a bare column from the row of the max).
const LAST_REMINDERS = `
  select related_id as invoiceId, max(created_at) as at, status from email_outbox
  where related_type = 'invoice' and kind = 'reminder' and status <> 'failed'
    and related_id in (select value from json_each(?))
  group by related_id`;
const prepared = new WeakMap<Database.Database, Database.Statement>();

/** When each of these invoices was last reminded (epoch ms) and how it stands, for those reminded at all. */
export function lastRemindersOf(
  ctx: OwnerContext,
  invoiceIds: readonly string[],
): Map<string, { at: number; status: string }> {
  const client = ctx.db.$client;
  let stmt = prepared.get(client);
  if (!stmt) prepared.set(client, (stmt = client.prepare(LAST_REMINDERS)));
  const rows = stmt.all(JSON.stringify(invoiceIds)) as { invoiceId: string; at: number; status: string }[];
  return new Map(rows.map((r) => [r.invoiceId, { at: r.at, status: r.status }]));
}

/** "November 21 at 10:05 AM" in the owner's time zone. */
export function formatMoment(at: number, timeZone: string): string {
  const date = new Date(at).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone });
  const time = new Date(at).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  return `${date} at ${time}`;
}

function ago(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return `${Math.max(1, Math.round(ms / 60_000))} min ago`;
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/**
 * An invoice gets at most one reminder within the quiet period (REMINDER_QUIET_HOURS, 48 by default),
 * whoever sends it. A manual send inside it needs `confirm`; the refusal says when the last one went.
 */
export function assertQuietPeriodRespected(
  ctx: OwnerContext,
  invoices: readonly { id: string; invoiceNumber: string }[],
  confirm: boolean,
): void {
  if (confirm) return;
  const now = ctx.clock.now().getTime();
  const quietMs = ctx.settings.reminderQuietHours * 3_600_000;
  const last = lastRemindersOf(
    ctx,
    invoices.map((i) => i.id),
  );
  const recent = invoices
    .filter((i) => (last.get(i.id)?.at ?? -Infinity) > now - quietMs)
    .map((i) => ({ invoiceId: i.id, invoiceNumber: i.invoiceNumber, at: last.get(i.id)!.at }));
  if (recent.length === 0) return;
  const zone = getOwner(ctx).timeZone;
  const when = (r: (typeof recent)[number]) => `${formatMoment(r.at, zone)} (${ago(now - r.at)})`;
  const message =
    recent.length === 1
      ? last.get(recent[0].invoiceId)!.status === POSSIBLY_SENT
        ? `A reminder for ${recent[0].invoiceNumber} ${MAY_HAVE_BEEN_SENT} on ${when(recent[0])} (the mail server did not confirm it). Send it again?`
        : `A reminder for ${recent[0].invoiceNumber} already went out on ${when(recent[0])}. Send another anyway?`
      : `${recent.length} of these invoices were reminded in the last ${ctx.settings.reminderQuietHours} hours ` +
        `(${recent
          .slice(0, 3)
          .map((r) => `${r.invoiceNumber} on ${when(r)}`)
          .join("; ")}${recent.length > 3 ? "; …" : ""}). Send anyway?`;
  throw new AppError("CONFIRMATION_REQUIRED", message, undefined, {
    quietHours: ctx.settings.reminderQuietHours,
    recentReminders: recent.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
  });
}
