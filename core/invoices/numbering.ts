// Invoice numbers (docs/decisions/151-edit-void-duplicate-numbering.md): spec 001's 'INV-' + a timestamp,
// or the owner's prefix + a sequence (INV-0001, INV-0002…). A sequential number is read and bumped inside
// the transaction that creates the invoice; every transaction is BEGIN IMMEDIATE (core/db/client.ts), so
// two servers on one file take turns and a rolled-back create gives its number back: no gap, no duplicate.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext } from "../context";
import { type Db, invoices, users } from "../db";
import { AppError } from "../errors";
import { getOwner } from "../users";
import { isSingleLine, noControlCharacters, parseInput } from "../validation";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const NUMBERING_MODES = ["timestamp", "sequential"] as const;

export const NumberingInput = z.object({
  mode: z.enum(NUMBERING_MODES, { error: "Numbering must be timestamp or sequential" }),
  prefix: z
    .string({ error: "Prefix must be text" })
    .max(20, { error: "Must be at most 20 characters" })
    .refine(isSingleLine, noControlCharacters)
    .optional(),
  nextNumber: z
    .number({ error: "The next number must be a whole number from 1 to 99,999,999" })
    .int({ error: "The next number must be a whole number from 1 to 99,999,999" })
    .min(1, { error: "The next number must be a whole number from 1 to 99,999,999" })
    .max(99_999_999, { error: "The next number must be a whole number from 1 to 99,999,999" })
    .optional(),
});
export type NumberingInput = z.input<typeof NumberingInput>;

export { NumberingView } from "./views";
import type { NumberingView } from "./views";

export const formatSequential = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, "0")}`;

function view(user: { invoiceNumbering: string; invoicePrefix: string; invoiceNextNumber: number }, now: Date) {
  const mode = user.invoiceNumbering === "sequential" ? "sequential" : "timestamp";
  return {
    mode,
    prefix: user.invoicePrefix,
    nextNumber: user.invoiceNextNumber,
    preview:
      mode === "sequential" ? formatSequential(user.invoicePrefix, user.invoiceNextNumber) : `INV-${now.getTime()}`,
  } satisfies NumberingView;
}

/** GET /api/invoices/numbering. */
export function getNumbering({ ctx }: { ctx: OwnerContext }): NumberingView {
  return view(getOwner(ctx), ctx.clock.now());
}

/**
 * PUT /api/invoices/numbering. Lowering the next number below one already used under the same prefix
 * is refused: numbers stay unique per owner.
 */
export function setNumbering({ ctx, input }: { ctx: OwnerContext; input: unknown }): NumberingView {
  const data = parseInput(NumberingInput, input);
  const row = ctx.db.transaction((tx) => {
    const owner = tx.select().from(users).where(eq(users.id, ctx.userId)).get()!;
    const prefix = data.prefix ?? owner.invoicePrefix;
    const next = data.nextNumber ?? owner.invoiceNextNumber;
    if (data.mode === "sequential" && taken(tx, ctx.userId, formatSequential(prefix, next))) {
      throw new AppError("CONFLICT", `${formatSequential(prefix, next)} is already used`, {
        nextNumber: `${formatSequential(prefix, next)} is already used: choose a higher number`,
      });
    }
    return tx
      .update(users)
      .set({ invoiceNumbering: data.mode, invoicePrefix: prefix, invoiceNextNumber: next })
      .where(eq(users.id, ctx.userId))
      .returning()
      .get();
  });
  return view(row, ctx.clock.now());
}

function taken(tx: Tx, userId: string, invoiceNumber: string) {
  return !!tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.invoiceNumber, invoiceNumber)))
    .get();
}

/**
 * The number for a new invoice, inside its creating transaction: the one asked for (409 when taken),
 * the owner's next sequential one (skipping any typed by hand), or 'INV-' + the time.
 */
export function takeInvoiceNumber(tx: Tx, userId: string, now: Date, asked: string | null): string {
  if (asked) {
    if (taken(tx, userId, asked)) {
      throw new AppError("CONFLICT", "That invoice number is already used", {
        invoiceNumber: "That invoice number is already used",
      });
    }
    return asked;
  }
  const owner = tx
    .select({ mode: users.invoiceNumbering, prefix: users.invoicePrefix, next: users.invoiceNextNumber })
    .from(users)
    .where(eq(users.id, userId))
    .get()!;
  if (owner.mode === "sequential") {
    let n = owner.next;
    while (taken(tx, userId, formatSequential(owner.prefix, n))) n++;
    tx.update(users)
      .set({ invoiceNextNumber: sql`${n + 1}` })
      .where(eq(users.id, userId))
      .run();
    return formatSequential(owner.prefix, n);
  }
  // Two invoices created in the same millisecond: keep the number readable and unique.
  const base = `INV-${now.getTime()}`;
  if (!taken(tx, userId, base)) return base;
  let n = 2;
  while (taken(tx, userId, `${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Deleting a draft in sequential mode: only the latest number may go (the counter steps back), so the
 * sequence keeps no gap; an older draft is voided instead.
 */
export function releaseInvoiceNumber(tx: Tx, userId: string, invoiceNumber: string): boolean {
  const owner = tx
    .select({ mode: users.invoiceNumbering, prefix: users.invoicePrefix, next: users.invoiceNextNumber })
    .from(users)
    .where(eq(users.id, userId))
    .get()!;
  if (owner.mode !== "sequential" || !invoiceNumber.startsWith(owner.prefix)) return true;
  const n = Number(invoiceNumber.slice(owner.prefix.length));
  if (!Number.isInteger(n) || formatSequential(owner.prefix, n) !== invoiceNumber) return true;
  if (n !== owner.next - 1) return false;
  tx.update(users).set({ invoiceNextNumber: n }).where(eq(users.id, userId)).run();
  return true;
}
