import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { formatCents } from "../money";
import { formatHours } from "./duration";
import type { TimeEntryView } from "./schemas";

/** An entry with its client's name and its invoice's number, for hand-written SQL over `ENTRY_FROM`. */
export const ENTRY_FROM =
  "time_entries e join clients c on c.id = e.client_id left join invoices i on i.id = e.billed_invoice_id";
export const ENTRY_COLUMNS = `e.id, e.client_id as clientId, c.name as clientName, e.description, e.started_at as startedAt,
    e.ended_at as endedAt, e.work_date as workDate, e.minutes, e.rate_cents as rateCents, e.amount_cents as amountCents,
    e.currency, e.billed_invoice_id as billedInvoiceId, i.invoice_number as invoiceNumber, e.billed_at as billedAt,
    e.created_at as createdAt`;

/** A row read with `ENTRY_COLUMNS`: epoch milliseconds and cents. */
export interface EntryRow {
  id: string;
  clientId: string;
  clientName: string;
  description: string | null;
  startedAt: number;
  endedAt: number | null;
  workDate: string;
  minutes: number | null;
  rateCents: number;
  amountCents: number | null;
  currency: string;
  billedInvoiceId: string | null;
  invoiceNumber: string | null;
  billedAt: number | null;
  createdAt: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The entry as the API serves it. */
export function entryView(r: EntryRow): TimeEntryView {
  return {
    id: r.id,
    clientId: r.clientId,
    clientName: r.clientName,
    description: r.description,
    startedAt: new Date(r.startedAt).toISOString(),
    endedAt: iso(r.endedAt),
    running: r.endedAt === null,
    workDate: r.workDate,
    minutes: r.minutes,
    hours: r.minutes === null ? null : formatHours(r.minutes),
    rate: formatCents(r.rateCents),
    amount: r.amountCents === null ? null : formatCents(r.amountCents),
    currency: r.currency,
    billedInvoice:
      r.billedInvoiceId && r.invoiceNumber ? { id: r.billedInvoiceId, invoiceNumber: r.invoiceNumber } : null,
    billedAt: iso(r.billedAt),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** One of the owner's entries as the API serves it, or null. */
export function readEntryView(ctx: OwnerContext, id: string): TimeEntryView | null {
  const row = prepared(ctx.db, "time-entries:view", (d) =>
    d.$client.prepare<[string, string], EntryRow>(
      `select ${ENTRY_COLUMNS} from ${ENTRY_FROM} where e.id = ? and e.user_id = ?`,
    ),
  ).get(id, ctx.userId);
  return row ? entryView(row) : null;
}

/** The owner's running timer as the API serves it, or null. */
export function readRunningView(ctx: OwnerContext): TimeEntryView | null {
  const row = prepared(ctx.db, "time-entries:running", (d) =>
    d.$client.prepare<[string], EntryRow>(
      `select ${ENTRY_COLUMNS} from ${ENTRY_FROM} where e.user_id = ? and e.ended_at is null`,
    ),
  ).get(ctx.userId);
  return row ? entryView(row) : null;
}
