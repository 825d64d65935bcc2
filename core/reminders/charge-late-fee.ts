// Charging a late fee (docs/decisions/211-late-fees.md), inside the reminder job's transaction: the
// unique (invoice, period) row is claimed first, so two servers charge a period once; the fee becomes
// a line of the invoice by the line-items rule (core/invoices/line-totals.ts) and an event of its history.
import { eq } from "drizzle-orm";
import type { Services } from "../context";
import type { Db } from "../db/client";
import { invoiceEvents, invoiceLateFees, invoices, type Invoice } from "../db/schema";
import { currencyDigits } from "../currency/minor-unit";
import { formatCents } from "../money";
import { computeTotals } from "../invoices/line-totals";
import { discountOf, readLines, writeLines } from "../invoices/lines";
import { feeCents, feeLineDescription } from "./late-fee-rule";
import type { LateFeeJson } from "./types";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface ChargedFee {
  feeId: string;
  amountCents: number;
  period: number;
  /** The invoice after the fee (its new total). */
  invoice: Invoice;
}

/** Charges `period`'s fee once; null when another run charged it already, or the fee comes to nothing. */
export function chargeLateFee(
  services: Services,
  tx: Tx,
  args: { invoice: Invoice; fee: LateFeeJson; period: number; today: string; now: Date },
): ChargedFee | null {
  const { invoice, fee, period, today, now } = args;
  const lines = readLines(services.db, invoice);
  const feesCents = lines.filter((l) => l.lateFeeId).reduce((sum, l) => sum + l.unitPriceCents, 0);
  // A currency without a fraction (JPY) is charged whole units, rounded half up.
  const exact = feeCents(fee, invoice.amountCents - feesCents - invoice.paidCents);
  const cents = currencyDigits(invoice.currency) === 0 ? Math.round(exact / 100) * 100 : exact;
  if (cents <= 0) return null;
  const feeId = crypto.randomUUID();
  const claimed = tx
    .insert(invoiceLateFees)
    .values({
      id: feeId,
      userId: invoice.userId,
      invoiceId: invoice.id,
      period,
      amountCents: cents,
      chargedOn: today,
      createdAt: now,
    })
    .onConflictDoNothing()
    .run();
  if (claimed.changes === 0) return null;
  const next = [
    ...lines,
    {
      description: feeLineDescription(fee, period),
      quantityMilli: 1000,
      unitPriceCents: cents,
      taxes: [],
      lateFeeId: feeId,
    },
  ];
  const totals = computeTotals(next, discountOf(invoice));
  writeLines(tx, invoice.userId, invoice.id, next, totals);
  tx.update(invoices).set({ amountCents: totals.totalCents, updatedAt: now }).where(eq(invoices.id, invoice.id)).run();
  tx.insert(invoiceEvents)
    .values({
      userId: invoice.userId,
      invoiceId: invoice.id,
      type: "late_fee_added",
      detail: {
        feeId,
        period,
        amount: formatCents(cents),
        balance: formatCents(Math.max(0, totals.totalCents - invoice.paidCents)),
      },
      createdAt: now,
    })
    .run();
  return { feeId, amountCents: cents, period, invoice: { ...invoice, amountCents: totals.totalCents, updatedAt: now } };
}
