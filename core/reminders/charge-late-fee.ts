// Charging late fees (docs/decisions/211-late-fees.md, batched by decision 272), inside the reminder
// job's transaction: each (invoice, period) row is claimed first under its unique key, so two servers
// charge a period once; each fee becomes a line of its invoice by the line-items rule
// (core/invoices/line-totals.ts), the invoice's total is recomputed and its history records the event.
// One run can charge thousands at once (a fee turned on over a backlog): the claims are prepared
// statements, the lines, totals and events are written by three set-based statements.
import type { Services } from "../context";
import { type Invoice, prepared } from "../db";
import { currencyDigits } from "../currency";
import { formatCents } from "../money";
import { computeTotals, discountOf, readLines } from "../invoices";
import { feeCents, feeLineDescription } from "./late-fee-rule";
import type { LateFeeJson } from "./types";

export interface FeeToCharge {
  invoice: Invoice;
  fee: LateFeeJson;
  period: number;
  today: string;
}

export interface ChargedFee {
  feeId: string;
  amountCents: number;
  period: number;
  /** The invoice after the fee (its new total). */
  invoice: Invoice;
}

const statements = (services: Services) =>
  prepared(services.db, "late-fees.charge", (db) => {
    const c = db.$client;
    return {
      storedLines: c.prepare<[string], { count: number; nextPosition: number }>(
        `select count(*) as count, coalesce(max(position) + 1, 0) as nextPosition
         from invoice_lines where invoice_id = ?`,
      ),
      claim: c.prepare(
        `insert into invoice_late_fees (id, user_id, invoice_id, period, amount_cents, charged_on, created_at)
         values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
      ),
      // Appending a line leaves the others' amounts as they were (a line's amount is its quantity ×
      // unit price alone), so this writes what rewriting every line would.
      insertLines: c.prepare<[string]>(
        `insert into invoice_lines (id, user_id, invoice_id, position, description, quantity_milli, unit_price_cents,
                                    taxes, amount_cents, late_fee_id)
         select j.value ->> 'id', j.value ->> 'userId', j.value ->> 'invoiceId', j.value ->> 'position',
                j.value ->> 'description', j.value ->> 'quantityMilli', j.value ->> 'unitPriceCents',
                j.value ->> 'taxes', j.value ->> 'amountCents', j.value ->> 'lateFeeId'
         from json_each(?) as j`,
      ),
      updateTotals: c.prepare<[number, string]>(
        `update invoices set amount_cents = j.value ->> 'totalCents', updated_at = ?
         from json_each(?) as j where invoices.id = j.value ->> 'invoiceId'`,
      ),
      insertEvents: c.prepare<[number, string]>(
        `insert into invoice_events (id, user_id, invoice_id, type, detail, created_at)
         select j.value ->> 'id', j.value ->> 'userId', j.value ->> 'invoiceId', 'late_fee_added',
                j.value ->> 'detail', ?
         from json_each(?) as j`,
      ),
    };
  });

interface LineRow {
  id: string;
  userId: string;
  invoiceId: string;
  position: number;
  description: string;
  quantityMilli: number;
  unitPriceCents: number;
  taxes: string;
  amountCents: number;
  lateFeeId: string | null;
}

/**
 * Charges each item's period once; the answer has the fees charged by invoice id. An item is left out
 * when another run charged that period already, or when its fee comes to nothing. Must run inside the
 * caller's transaction (the job's BEGIN IMMEDIATE one).
 */
export function chargeLateFees(services: Services, items: readonly FeeToCharge[], now: Date): Map<string, ChargedFee> {
  const s = statements(services);
  const charged = new Map<string, ChargedFee>();
  const lines: LineRow[] = [];
  const totals: { invoiceId: string; totalCents: number }[] = [];
  const events: { id: string; userId: string; invoiceId: string; detail: string }[] = [];
  for (const { invoice, fee, period, today } of items) {
    const current = readLines(services.db, invoice);
    const feesCents = current.filter((l) => l.lateFeeId).reduce((sum, l) => sum + l.unitPriceCents, 0);
    // A currency without a fraction (JPY) is charged whole units, rounded half up.
    const exact = feeCents(fee, invoice.amountCents - feesCents - invoice.paidCents);
    const cents = currencyDigits(invoice.currency) === 0 ? Math.round(exact / 100) * 100 : exact;
    if (cents <= 0) continue;
    const feeId = crypto.randomUUID();
    const claim = s.claim.run(feeId, invoice.userId, invoice.id, period, cents, today, now.getTime());
    if (claim.changes === 0) continue;
    const feeLine = {
      description: feeLineDescription(fee, period),
      quantityMilli: 1000,
      unitPriceCents: cents,
      taxes: [],
      lateFeeId: feeId,
    };
    const next = [...current, feeLine];
    const computed = computeTotals(next, discountOf(invoice));
    // An invoice made before lines existed reads as one line of its amount: that line is stored too.
    const stored = s.storedLines.get(invoice.id)!;
    const row = (line: (typeof next)[number], index: number, position: number): LineRow => ({
      id: crypto.randomUUID(),
      userId: invoice.userId,
      invoiceId: invoice.id,
      position,
      description: line.description,
      quantityMilli: line.quantityMilli,
      unitPriceCents: line.unitPriceCents,
      taxes: JSON.stringify(line.taxes),
      amountCents: computed.lines[index].amountCents,
      lateFeeId: line.lateFeeId ?? null,
    });
    if (stored.count === 0) lines.push(row(current[0], 0, 0));
    lines.push(row(feeLine, next.length - 1, stored.count === 0 ? 1 : stored.nextPosition));
    totals.push({ invoiceId: invoice.id, totalCents: computed.totalCents });
    events.push({
      id: crypto.randomUUID(),
      userId: invoice.userId,
      invoiceId: invoice.id,
      detail: JSON.stringify({
        feeId,
        period,
        amount: formatCents(cents),
        balance: formatCents(Math.max(0, computed.totalCents - invoice.paidCents)),
      }),
    });
    charged.set(invoice.id, {
      feeId,
      amountCents: cents,
      period,
      invoice: { ...invoice, amountCents: computed.totalCents, updatedAt: now },
    });
  }
  if (charged.size === 0) return charged;
  s.insertLines.run(JSON.stringify(lines));
  s.updateTotals.run(now.getTime(), JSON.stringify(totals));
  s.insertEvents.run(now.getTime(), JSON.stringify(events));
  return charged;
}
