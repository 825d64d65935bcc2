import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { clients, invoices } from "../db";
import { AppError, invalid } from "../errors";
import { type FetchedRate, isWholeInCurrency, wholeUnitsMessage } from "../currency";
import { rateToRecord } from "./invoice-rate";
import { formatCents } from "../money";
import { getOwner } from "../users";
import { parseInput } from "../validation";
import { getInvoiceDetail } from "./detail";
import { QUANTITY_SCALE, computeTotals, type Discount, type InvoiceTotals, type LineInput } from "./line-totals";
import { writeLines } from "./lines";
import { takeInvoiceNumber } from "./numbering";
import { CreateInvoiceInput, CreateItemizedInvoiceInput, MAX_AMOUNT_CENTS, hasLines } from "./schemas";

/** A body's lines and discount: its own, or (spec 001's body) one line of the amount. */
export function linesOfInput(data: {
  amount?: number;
  description: string | null;
  lines?: LineInput[];
  discount?: Discount;
}) {
  const lines = data.lines ?? [
    {
      description: data.description || "Professional services",
      quantityMilli: QUANTITY_SCALE,
      unitPriceCents: data.amount!,
      taxes: [],
    },
  ];
  const discount = data.discount ?? null;
  const totals = computeTotals(lines, discount);
  if (data.discount?.kind === "amount" && data.discount.value > totals.subtotalCents) {
    throw invalid({ "discount.value": "The discount cannot be more than the subtotal" });
  }
  if (totals.totalCents <= 0) throw invalid({ lines: "The invoice total must be more than 0" });
  if (totals.totalCents >= MAX_AMOUNT_CENTS)
    throw invalid({ lines: "The invoice total must be less than 100,000,000" });
  if (data.lines && data.amount !== undefined && data.amount !== totals.totalCents) {
    throw invalid({ amount: `Amount must equal the lines' total (${formatCents(totals.totalCents)})` });
  }
  return { lines, discount, totals };
}

/**
 * A currency written without a fraction (JPY) takes whole units only (docs/decisions/appendix/260): each line, the
 * discount, each tax and the total must be whole, else 400 naming the field the owner can change.
 */
export function assertWholeInCurrency(
  currency: string,
  figures: { lines: LineInput[]; discount: Discount; totals: InvoiceTotals; byAmount: boolean },
) {
  const whole = (cents: number) => isWholeInCurrency(cents, currency);
  const message = wholeUnitsMessage(currency);
  if (figures.byAmount && !whole(figures.totals.totalCents)) throw invalid({ amount: message });
  figures.lines.forEach((line, i) => {
    if (!whole(line.unitPriceCents)) throw invalid({ [`lines.${i}.unitPrice`]: message });
    if (!whole(figures.totals.lines[i].amountCents)) throw invalid({ [`lines.${i}.quantity`]: message });
  });
  if (!whole(figures.totals.discountCents)) throw invalid({ "discount.value": message });
  const tax = figures.totals.taxes.find((t) => !whole(t.taxCents));
  if (tax) {
    throw invalid({ lines: `${message}: ${tax.name} comes to ${formatCents(tax.taxCents)}` });
  }
}

/**
 * Creates an invoice for one of the owner's clients, in its own currency (the owner's home currency unless
 * named, with the rate to it: typed, or fetched by the route before the call, core/currency): one
 * amount (spec 001), or lines with taxes and a discount. The number is 'INV-' plus a timestamp unless given.
 */
export function createInvoice({ ctx, input, fetched }: { ctx: OwnerContext; input: unknown; fetched?: FetchedRate }) {
  const data = hasLines(input) ? parseInput(CreateItemizedInvoiceInput, input) : parseInput(CreateInvoiceInput, input);
  const { lines, discount, totals } = linesOfInput(data);
  const client = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, data.clientId), eq(clients.userId, ctx.userId)))
    .get();
  if (!client) {
    throw new AppError("VALIDATION", "Invalid input: clientId", { clientId: "Choose one of your clients" });
  }
  const owner = getOwner(ctx);
  const home = owner.defaultCurrency || "USD";
  const currency = data.currency ?? home;
  assertWholeInCurrency(currency, { lines, discount, totals, byAmount: !hasLines(input) });
  const rate = rateToRecord(ctx, { currency, home, typed: data.exchangeRate, fetched });
  const now = ctx.clock.now();
  const created = ctx.db.transaction((tx) => {
    const invoiceNumber = takeInvoiceNumber(tx, ctx.userId, now, data.invoiceNumber);
    const row = tx
      .insert(invoices)
      .values({
        userId: ctx.userId,
        clientId: client.id,
        invoiceNumber,
        amountCents: totals.totalCents,
        currency,
        ...rate,
        dueDate: data.dueDate,
        status: data.status,
        description: data.description,
        discountKind: discount?.kind ?? null,
        discountValue: discount?.value ?? null,
        ownerTaxId: owner.taxId,
        clientTaxId: data.clientTaxId ?? client.taxId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    writeLines(tx, ctx.userId, row.id, lines, totals);
    publish(ctx, { type: "invoice.created", userId: ctx.userId, subjectId: row.id });
    return row;
  });
  return getInvoiceDetail({ ctx, id: created.id });
}
