// The even split a new payment plan starts from (docs/decisions/213-payment-plans.md): served by GET
// /api/invoices/{id}/payment-plan/proposal so the browser shows the server's figures and does no
// arithmetic of its own, and a PUT of it unchanged is accepted.
import type { OwnerContext } from "../../context";
import { currencyDigits } from "../../currency";
import { getInvoiceOfOwner } from "../internal";
import { formatCents } from "../../money";
import { addMonths } from "../../time";
import { parseInput } from "../../validation";
import { assertSplittable } from "./plan";
import { PlanProposalQuery, type PaymentPlanProposal } from "./schemas";

/**
 * `count` instalments a month apart from `first`, the total spread evenly in the currency's smallest
 * unit (whole yen for JPY, so each amount is one the PUT takes); the first instalments take what is
 * left over, so the amounts sum to the total exactly.
 */
export function evenSplit(totalCents: number, count: number, first: string, currency: string) {
  const unit = currencyDigits(currency) === 0 ? 100 : 1;
  const units = Math.floor(totalCents / unit);
  // Zero for any invoice the currency allows; kept on the first instalment so the sum stays exact.
  const rest = totalCents - units * unit;
  const base = Math.floor(units / count);
  const extra = units - base * count;
  // Months as a recurring series counts them (core/time.ts monthDate): from the first date alone, the
  // 31st falling back to a shorter month's last day.
  return Array.from({ length: count }, (_, i) => ({
    position: i + 1,
    dueDate: addMonths(first, i),
    amountCents: (base + (i < extra ? 1 : 0)) * unit + (i === 0 ? rest : 0),
  }));
}

/** GET /api/invoices/{id}/payment-plan/proposal: `?count` (3) instalments from `?from` (the due date). */
export function proposePaymentPlan({ ctx, id, query }: { ctx: OwnerContext; id: string; query: unknown }) {
  const { count, from } = parseInput(PlanProposalQuery, query);
  const invoice = getInvoiceOfOwner(ctx, id);
  assertSplittable(invoice);
  const split = evenSplit(invoice.amountCents, count, from ?? invoice.dueDate, invoice.currency);
  return {
    invoiceId: invoice.id,
    total: formatCents(invoice.amountCents),
    instalments: split.map((i) => ({ position: i.position, dueDate: i.dueDate, amount: formatCents(i.amountCents) })),
  } satisfies PaymentPlanProposal;
}
