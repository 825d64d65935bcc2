import { and, eq, sql } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, quotes } from "../db";
import { AppError, invalid } from "../errors";
import { ownerToday, linesOfInput } from "../invoices";
import { getOwner } from "../users";
import { parseInput } from "../validation";
import { CreateQuoteInput } from "./schemas";
import { getQuoteOfOwner, quoteView } from "./view";

/**
 * POST /api/quotes: a draft quote for one of the owner's clients, numbered Q-0001, Q-0002… per owner
 * (the next number read inside the creating transaction, so two servers never give one twice).
 */
export function createQuote({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(CreateQuoteInput, input);
  // A quote born expired could never be accepted (qa14 F6).
  if (data.validUntil && data.validUntil < ownerToday(ctx)) {
    throw invalid({ validUntil: "Valid until cannot be before today" });
  }
  const { lines, discount, totals } = linesOfInput({
    description: data.description,
    lines: data.lines,
    discount: data.discount,
  });
  const client = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, data.clientId), eq(clients.userId, ctx.userId)))
    .get();
  if (!client) throw new AppError("VALIDATION", "Invalid input: clientId", { clientId: "Choose one of your clients" });
  const owner = getOwner(ctx);
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) => {
    const last = tx
      .select({ n: sql<number>`coalesce(max(cast(substr(${quotes.quoteNumber}, 3) as integer)), 0)` })
      .from(quotes)
      .where(eq(quotes.userId, ctx.userId))
      .get()!.n;
    return tx
      .insert(quotes)
      .values({
        userId: ctx.userId,
        clientId: client.id,
        quoteNumber: `Q-${String(last + 1).padStart(4, "0")}`,
        description: data.description,
        lines,
        discountKind: discount?.kind ?? null,
        discountValue: discount?.value ?? null,
        amountCents: totals.totalCents,
        currency: owner.defaultCurrency || "USD",
        validUntil: data.validUntil,
        status: "draft",
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
  });
  return quoteView(ctx, getQuoteOfOwner(ctx, row.id));
}
