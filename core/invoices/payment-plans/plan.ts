// Payment plans (docs/decisions/213-payment-plans.md): an invoice split into instalments with their own
// due dates, summing to its total. Setting one replaces any earlier plan and moves the invoice's due date
// to the last instalment's; each change is recorded in the invoice's history.
import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { invoiceEvents, invoiceInstalments, invoices, type Invoice } from "../../db";
import { isWholeInCurrency, wholeUnitsMessage } from "../../currency";
import { conflict, invalid, notFound } from "../../errors";
import { formatCents } from "../../money";
import { parseInput } from "../../validation";
import { getInvoiceOfOwner, ownerToday } from "../internal";
import { getOwner } from "../../users";
import { todayIn } from "../../time";
import { allocate, currentInstalment, type Instalment } from "./allocation";
import { PaymentPlanInput, type PaymentPlanView } from "./schemas";

export type { PaymentPlanView } from "./schemas";

export function readInstalments(ctx: Pick<OwnerContext, "db">, invoiceId: string): (Instalment & { id: string })[] {
  return ctx.db
    .select({
      id: invoiceInstalments.id,
      position: invoiceInstalments.position,
      dueDate: invoiceInstalments.dueDate,
      amountCents: invoiceInstalments.amountCents,
    })
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.invoiceId, invoiceId))
    .orderBy(asc(invoiceInstalments.position))
    .all();
}

/** The plan as the owner and the client see it: each instalment's share of what was paid, and its status. */
export function planView(
  invoice: Invoice,
  instalments: (Instalment & { id: string })[],
  today: string,
): PaymentPlanView | null {
  if (instalments.length === 0) return null;
  const paid = invoice.status === "paid" ? invoice.amountCents : invoice.paidCents;
  const states = allocate(instalments, invoice.amountCents, paid);
  return {
    invoiceId: invoice.id,
    instalments: states.map((s, index) => ({
      id: instalments[index].id,
      position: s.position,
      dueDate: s.dueDate,
      amount: formatCents(s.amountCents),
      paid: formatCents(s.paidCents),
      balance: formatCents(s.balanceCents),
      status: s.balanceCents === 0 ? "paid" : s.paidCents > 0 ? "partly_paid" : s.dueDate < today ? "overdue" : "due",
    })),
    current: currentInstalment(states)?.position ?? null,
  };
}

/** GET /api/invoices/{id}/payment-plan: `{plan: null}` when the invoice has none. */
export function getPaymentPlan({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const invoice = getInvoiceOfOwner(ctx, id);
  return { plan: planView(invoice, readInstalments(ctx, id), ownerToday(ctx)) };
}

/** Only an invoice still owed is split into instalments (the plan and its proposal): paid or void is 409. */
export function assertSplittable(invoice: Invoice) {
  if (invoice.status === "paid" || invoice.status === "void") {
    throw conflict(`A ${invoice.status} invoice cannot be split into instalments`, "status");
  }
}

/** PUT /api/invoices/{id}/payment-plan: the instalments must sum to the invoice's total. */
export function setPaymentPlan({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(PaymentPlanInput, input);
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    const invoice = getInvoiceOfOwner(ctx, id);
    assertSplittable(invoice);
    const fraction = data.instalments.findIndex((i) => !isWholeInCurrency(i.amount, invoice.currency));
    if (fraction >= 0) throw invalid({ [`instalments.${fraction}.amount`]: wholeUnitsMessage(invoice.currency) });
    // qa14 F9: no instalment before the invoice was issued (its day in the owner's zone); a date between
    // then and today stays allowed, an arrangement agreed earlier being recorded now (decision 297).
    const issued = todayIn(getOwner(ctx).timeZone, invoice.createdAt);
    const early = data.instalments.findIndex((i) => i.dueDate < issued);
    if (early >= 0) {
      throw invalid({
        [`instalments.${early}.dueDate`]: `An instalment cannot be due before the invoice's issue date (${issued})`,
      });
    }
    const sum = data.instalments.reduce((s, i) => s + i.amount, 0);
    if (sum !== invoice.amountCents) {
      throw invalid({
        instalments: `The instalments add up to ${formatCents(sum)}; the invoice's total is ${formatCents(invoice.amountCents)}`,
      });
    }
    const last = data.instalments[data.instalments.length - 1].dueDate;
    tx.delete(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, id)).run();
    tx.insert(invoiceInstalments)
      .values(
        data.instalments.map((i, position) => ({
          userId: ctx.userId,
          invoiceId: id,
          position: position + 1,
          dueDate: i.dueDate,
          amountCents: i.amount,
          createdAt: now,
        })),
      )
      .run();
    const status = invoice.status === "overdue" && last >= ownerToday(ctx) ? "pending" : invoice.status;
    tx.update(invoices).set({ dueDate: last, status, updatedAt: now }).where(eq(invoices.id, id)).run();
    tx.insert(invoiceEvents)
      .values({
        userId: ctx.userId,
        invoiceId: id,
        type: "payment_plan_set",
        detail: {
          instalments: data.instalments.length,
          dueDate: { from: invoice.dueDate, to: last },
        },
        createdAt: now,
      })
      .run();
  });
  return getPaymentPlan({ ctx, id });
}

/** DELETE /api/invoices/{id}/payment-plan: the invoice is due in one payment again (on its due date). */
export function removePaymentPlan({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    const invoice = getInvoiceOfOwner(ctx, id);
    if (invoice.status === "paid" || invoice.status === "void") {
      throw conflict(`A ${invoice.status} invoice's plan stays as it was`, "status");
    }
    const removed = tx.delete(invoiceInstalments).where(eq(invoiceInstalments.invoiceId, id)).run();
    if (removed.changes === 0) throw notFound("Payment plan");
    tx.insert(invoiceEvents)
      .values({ userId: ctx.userId, invoiceId: id, type: "payment_plan_removed", detail: {}, createdAt: now })
      .run();
  });
  return { plan: null };
}
