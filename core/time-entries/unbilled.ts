// What the owner has not billed yet: a client's unbilled time (the client's page and the invoice made
// from it) and the owner's in total (the terminal and the chat). Finished entries only: a running timer
// has no amount yet.
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { getClientOfOwner } from "../clients";
import { MAX_LINES } from "../invoices";
import { formatCents } from "../money";
import { getOwner } from "../users";
import { formatHours } from "./duration";
import { ENTRY_COLUMNS, ENTRY_FROM, entryView, readRunningView, type EntryRow } from "./entry-row";
import type { ClientUnbilledView, UnbilledSummary, UnbilledTotal } from "./schemas";

/** Billable and not billed: finished (a running timer has no amount yet), and on no invoice. */
const UNBILLED = "e.billed_invoice_id is null and e.ended_at is not null";

interface TotalRow {
  currency: string;
  amountCents: number;
  minutes: number;
  entries: number;
  oldestDate: string;
}

const TOTALS = `e.currency, sum(e.amount_cents) as amountCents, sum(e.minutes) as minutes, count(*) as entries,
  min(e.work_date) as oldestDate`;

const totalView = (r: TotalRow): UnbilledTotal => ({
  currency: r.currency,
  amount: formatCents(r.amountCents),
  minutes: r.minutes,
  hours: formatHours(r.minutes),
  entries: r.entries,
  oldestDate: r.oldestDate,
});

/** The owner's home currency first, then the others by name. */
const homeFirst = (home: string) => (a: { currency: string }, b: { currency: string }) =>
  Number(b.currency === home) - Number(a.currency === home) || a.currency.localeCompare(b.currency);

/** A client's unbilled totals, one per currency, the home currency first. */
export function clientUnbilledTotals(ctx: OwnerContext, clientId: string): UnbilledTotal[] {
  const rows = prepared(ctx.db, "time-entries:client-totals", (d) =>
    d.$client.prepare<[string, string], TotalRow>(
      `select ${TOTALS} from time_entries e where e.client_id = ? and e.user_id = ? and ${UNBILLED} group by e.currency`,
    ),
  ).all(clientId, ctx.userId);
  return rows.map(totalView).sort(homeFirst(getOwner(ctx).defaultCurrency || "USD"));
}

/** A client's oldest unbilled entries in one currency, at most an invoice's lines: what the next invoice bills. */
export function oldestUnbilled(ctx: OwnerContext, clientId: string, currency: string | null): EntryRow[] {
  return prepared(ctx.db, "time-entries:client-oldest", (d) =>
    d.$client.prepare<[string, string, string | null, string | null, number], EntryRow>(
      `select ${ENTRY_COLUMNS} from ${ENTRY_FROM} where e.client_id = ? and e.user_id = ? and ${UNBILLED}
        and (? is null or e.currency = ?) order by e.started_at, e.id limit ?`,
    ),
  ).all(clientId, ctx.userId, currency, currency, MAX_LINES);
}

/** GET /api/clients/{id}/unbilled: the client's unbilled time (404 for another owner's client). */
export function clientUnbilledWork({ ctx, clientId }: { ctx: OwnerContext; clientId: string }): ClientUnbilledView {
  const client = getClientOfOwner(ctx, clientId);
  const totals = clientUnbilledTotals(ctx, client.id);
  const running = readRunningView(ctx);
  return {
    clientId: client.id,
    clientName: client.name,
    totals,
    entries: oldestUnbilled(ctx, client.id, totals[0]?.currency ?? null).map(entryView),
    running: running?.clientId === client.id ? running : null,
  };
}

/** GET /api/time-entries/unbilled: the owner's unbilled time by client and in total, the largest first. */
export function unbilledSummary({ ctx }: { ctx: OwnerContext }): UnbilledSummary {
  const rows = prepared(ctx.db, "time-entries:owner-unbilled", (d) =>
    d.$client.prepare<[string], TotalRow & { clientId: string; clientName: string }>(
      `select e.client_id as clientId, c.name as clientName, ${TOTALS}
        from time_entries e join clients c on c.id = e.client_id
        where e.user_id = ? and ${UNBILLED} group by e.client_id, e.currency`,
    ),
  ).all(ctx.userId);
  const byCurrency = new Map<string, TotalRow>();
  for (const r of rows) {
    const t = byCurrency.get(r.currency);
    if (!t) byCurrency.set(r.currency, { ...r });
    else {
      t.amountCents += r.amountCents;
      t.minutes += r.minutes;
      t.entries += r.entries;
      if (r.oldestDate < t.oldestDate) t.oldestDate = r.oldestDate;
    }
  }
  const home = getOwner(ctx).defaultCurrency || "USD";
  return {
    totals: [...byCurrency.values()].map(totalView).sort(homeFirst(home)),
    clients: rows
      .sort((a, b) => b.amountCents - a.amountCents || a.clientName.localeCompare(b.clientName))
      .map((r) => ({ clientId: r.clientId, clientName: r.clientName, ...totalView(r) })),
  };
}
