import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { clients, invoiceEvents, invoices, quotes, type Quote } from "../db";
import { conflict } from "../errors";
import {
  computeTotals,
  QUANTITY_SCALE,
  type Discount,
  type LineInput,
  getInvoiceDetail,
  writeLines,
  takeInvoiceNumber,
  defaultDueDate,
} from "../invoices";
import { getOwner } from "../users";
import { parseInput } from "../validation";
import { ConvertQuoteInput } from "./schemas";
import { getQuoteOfOwner, quoteDiscount, quoteView } from "./view";

type Tx = Parameters<Parameters<OwnerContext["db"]["transaction"]>[0]>[0];

/** The deposit: the percentage of the total, rounded half up to the cent. */
export const depositCents = (totalCents: number, percent: number) => Math.round((totalCents * percent) / 100);

/**
 * POST /api/quotes/{id}/convert {depositPercent?}: an accepted quote becomes a pending invoice with its
 * lines, discount and taxes; with a deposit, a pending invoice for that percentage of the total and a
 * draft for the rest (each one line, taxes included, naming the quote). One transaction; 409 unless
 * accepted, or when already converted.
 */
export function convertQuote({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const { depositPercent } = parseInput(ConvertQuoteInput, input ?? {});
  const owner = getOwner(ctx);
  const now = ctx.clock.now();
  const dueDate = defaultDueDate(ctx);
  const made = ctx.db.transaction((tx) => {
    const q = getQuoteOfOwner(ctx, id);
    if (q.invoiceId || q.convertedAt) throw conflict(`Quote ${q.quoteNumber} is already an invoice`, "status");
    if (q.status !== "accepted")
      throw conflict(`Quote ${q.quoteNumber} is ${q.status}: only an accepted quote becomes an invoice`, "status");
    const client = tx.select().from(clients).where(eq(clients.id, q.clientId)).get()!;
    const insert = (
      lines: LineInput[],
      discount: Discount,
      status: "pending" | "draft",
      description: string | null,
    ) => {
      const totals = computeTotals(lines, discount);
      const row = tx
        .insert(invoices)
        .values({
          userId: ctx.userId,
          clientId: q.clientId,
          invoiceNumber: takeInvoiceNumber(tx, ctx.userId, now, null),
          amountCents: totals.totalCents,
          currency: q.currency,
          dueDate,
          status,
          description,
          discountKind: discount?.kind ?? null,
          discountValue: discount?.value ?? null,
          ownerTaxId: owner.taxId,
          clientTaxId: client.taxId,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
      writeLines(tx, ctx.userId, row.id, lines, totals);
      fromQuoteEvent(tx, ctx.userId, row.id, q, now);
      return row;
    };
    const oneLine = (description: string, cents: number): LineInput[] => [
      { description, quantityMilli: QUANTITY_SCALE, unitPriceCents: cents, taxes: [] },
    ];
    let invoice;
    let deposit = null;
    if (depositPercent) {
      const cents = depositCents(q.amountCents, depositPercent);
      if (cents <= 0 || cents >= q.amountCents)
        throw conflict("This deposit leaves nothing to invoice on one side", "depositPercent");
      deposit = insert(
        oneLine(`Deposit (${depositPercent}%) on quote ${q.quoteNumber}`, cents),
        null,
        "pending",
        q.description,
      );
      invoice = insert(
        oneLine(
          `Balance of quote ${q.quoteNumber} after the deposit on ${deposit.invoiceNumber}`,
          q.amountCents - cents,
        ),
        null,
        "draft",
        q.description,
      );
    } else {
      invoice = insert(q.lines, quoteDiscount(q), "pending", q.description);
    }
    tx.update(quotes)
      .set({ invoiceId: invoice.id, depositInvoiceId: deposit?.id ?? null, convertedAt: now, updatedAt: now })
      .where(eq(quotes.id, q.id))
      .run();
    for (const row of [deposit, invoice])
      if (row) publish(ctx, { type: "invoice.created", userId: ctx.userId, subjectId: row.id });
    return { invoiceId: invoice.id, depositInvoiceId: deposit?.id ?? null };
  });
  return {
    quote: quoteView(ctx, getQuoteOfOwner(ctx, id)),
    invoice: getInvoiceDetail({ ctx, id: made.invoiceId }),
    depositInvoice: made.depositInvoiceId ? getInvoiceDetail({ ctx, id: made.depositInvoiceId }) : null,
  };
}

function fromQuoteEvent(tx: Tx, userId: string, invoiceId: string, q: Quote, now: Date) {
  tx.insert(invoiceEvents)
    .values({
      userId,
      invoiceId,
      type: "from_quote",
      detail: { quoteId: q.id, quoteNumber: q.quoteNumber, acceptedName: q.acceptedName },
      createdAt: now,
    })
    .run();
}
