// Storing an invoice's lines and reading them back as the figures every view shows (the owner's
// detail, the pay page, the PDF): one rule, core/invoices/line-totals.ts.
import { eq } from "drizzle-orm";
import { type Db, invoiceLines, type Invoice, prepared } from "../db";
import { formatCents } from "../money";
import { readPayments, type PaymentView } from "./payments";
import {
  QUANTITY_SCALE,
  computeTotals,
  formatScaled,
  type Discount,
  type InvoiceTotals,
  type LineInput,
} from "./line-totals";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Replaces an invoice's lines (inside the caller's transaction). */
export function writeLines(tx: Tx, userId: string, invoiceId: string, lines: LineInput[], totals: InvoiceTotals) {
  tx.delete(invoiceLines).where(eqInvoice(invoiceId)).run();
  if (lines.length === 0) return;
  tx.insert(invoiceLines)
    .values(
      lines.map((l, position) => ({
        userId,
        invoiceId,
        position,
        description: l.description,
        quantityMilli: l.quantityMilli,
        unitPriceCents: l.unitPriceCents,
        taxes: l.taxes,
        amountCents: totals.lines[position].amountCents,
        lateFeeId: l.lateFeeId ?? null,
      })),
    )
    .run();
}

const eqInvoice = (invoiceId: string) => eq(invoiceLines.invoiceId, invoiceId);

interface LineRow {
  description: string;
  quantityMilli: number;
  unitPriceCents: number;
  taxes: string;
  lateFeeId: string | null;
}

/** The stored lines in order; an invoice made before lines existed reads as one line of its amount. */
export function readLines(db: Db, invoice: Pick<Invoice, "id" | "amountCents" | "description">): LineInput[] {
  const rows = prepared(db, "invoice.lines", (d) =>
    d.$client.prepare<[string], LineRow>(
      `select description, quantity_milli as quantityMilli, unit_price_cents as unitPriceCents, taxes,
              late_fee_id as lateFeeId
       from invoice_lines where invoice_id = ? order by position`,
    ),
  ).all(invoice.id);
  if (rows.length === 0) {
    return [
      {
        description: invoice.description || "Professional services",
        quantityMilli: QUANTITY_SCALE,
        unitPriceCents: invoice.amountCents,
        taxes: [],
      },
    ];
  }
  return rows.map(({ lateFeeId, ...r }) => ({
    ...r,
    taxes: JSON.parse(r.taxes) as LineInput["taxes"],
    ...(lateFeeId ? { lateFeeId } : {}),
  }));
}

export function discountOf(invoice: Pick<Invoice, "discountKind" | "discountValue">): Discount {
  if (invoice.discountKind === "percent" && invoice.discountValue !== null)
    return { kind: "percent", value: invoice.discountValue };
  if (invoice.discountKind === "amount" && invoice.discountValue !== null)
    return { kind: "amount", value: invoice.discountValue };
  return null;
}

const rate = (milli: number) => formatScaled(milli, 1000);

export { InvoiceFiguresView } from "./views";
import type { InvoiceFiguresView } from "./views";

export function figuresView(
  lines: LineInput[],
  discount: Discount,
  paidCents: number,
  payments: PaymentView[] = [],
  /** A void invoice owes nothing, whatever its lines say. */
  isVoid = false,
): InvoiceFiguresView {
  const totals = computeTotals(lines, discount);
  return {
    lines: lines.map((l, i) => ({
      description: l.description,
      quantity: formatScaled(l.quantityMilli, QUANTITY_SCALE),
      unitPrice: formatCents(l.unitPriceCents),
      taxes: l.taxes.map((t) => ({ name: t.name, rate: rate(t.rateMilli) })),
      amount: formatCents(totals.lines[i].amountCents),
      lateFeeId: l.lateFeeId ?? null,
    })),
    subtotal: formatCents(totals.subtotalCents),
    discount: discount
      ? {
          type: discount.kind,
          value: discount.kind === "percent" ? rate(discount.value) : formatCents(discount.value),
          amount: formatCents(totals.discountCents),
        }
      : null,
    taxes: totals.taxes.map((t) => ({
      name: t.name,
      rate: rate(t.rateMilli),
      base: formatCents(t.baseCents),
      amount: formatCents(t.taxCents),
    })),
    tax: formatCents(totals.taxCents),
    total: formatCents(totals.totalCents),
    paid: formatCents(paidCents),
    balance: formatCents(isVoid ? 0 : Math.max(0, totals.totalCents - paidCents)),
    payments,
  };
}

/** Paid so far: the whole total once the invoice is paid (marked paid or settled), else its payments. */
export const paidCentsOf = (invoice: Pick<Invoice, "status" | "amountCents" | "paidCents">) =>
  invoice.status === "paid" ? invoice.amountCents : invoice.paidCents;

/** The invoice's figures from the database. */
export function invoiceFigures(db: Db, invoice: Invoice): InvoiceFiguresView {
  return figuresView(
    readLines(db, invoice),
    discountOf(invoice),
    paidCentsOf(invoice),
    readPayments(db, invoice.id),
    invoice.status === "void",
  );
}
