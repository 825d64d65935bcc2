// A payment plan from the chat (docs/decisions/213-payment-plans.md): the balance of an invoice split
// into instalments, given one by one or as "3 monthly payments". The server's plan covers the invoice's
// whole total, so what was paid already becomes a first instalment, paid, dated the last payment.

import { z } from "zod";
import { addDays, addMonths } from "@core/time";
import type { InvoiceDetail } from "@core/invoices";
import { day, money } from "../../format";
import { either } from "../lookup";
import { propose, say } from "../proposals/propose";
import { defineAction, type ActionSpec } from "./spec";
import {
  amountArg,
  asNumber,
  dateArg,
  decimal,
  invoiceFor,
  invoiceNumberArg,
  isReply,
  ownerToday,
  toCents,
} from "./money-shared";

const MAX = 24;

type Row = { dueDate: string; cents: number };

/** `count` dates `every` week or month apart from `first`; the cents spread evenly, the first ones taking the rest. */
function evenRows(totalCents: number, count: number, first: string, every: "week" | "month"): Row[] {
  const base = Math.floor(totalCents / count);
  const extra = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    dueDate: every === "week" ? addDays(first, 7 * i) : addMonths(first, i),
    cents: base + (i < extra ? 1 : 0),
  }));
}

const createPaymentPlan = defineAction({
  name: "create_payment_plan",
  description:
    "Split what is left to pay on an invoice into instalments: give the instalments (due date and amount each), " +
    "or a count and how often (every week or month, from firstDueDate or one period from today).",
  schema: z.object({
    invoiceNumber: invoiceNumberArg,
    instalments: z.array(z.object({ dueDate: dateArg, amount: amountArg })).optional(),
    count: z.number().int().min(2).max(MAX).optional(),
    every: z.enum(["week", "month"]).optional(),
    firstDueDate: dateArg.optional(),
  }),
  hints: { title: "Set up a payment plan", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    const invoice = await invoiceFor(ctx, args.invoiceNumber);
    if (isReply(invoice)) return invoice;
    const n = invoice.invoiceNumber;
    if (invoice.status === "paid")
      return say(`${n} (${invoice.clientName}) is paid (on ${day(invoice.paidDate)}); there is nothing left to split.`);
    if (invoice.status === "void") return say(`${n} is void; nothing is owed on it.`);
    const m = (cents: number) => money(decimal(cents), invoice.currency);
    const open = toCents(invoice.balance) ?? 0;
    const paid = (toCents(invoice.amount) ?? 0) - open;
    const today = await ownerToday(ctx);

    let rows: Row[];
    let condition: number | undefined;
    if (args.instalments?.length) {
      rows = [];
      for (const [i, given] of args.instalments.entries()) {
        const cents = toCents(given.amount);
        if (cents === null)
          return { kind: "error", text: `instalments.${i}.amount: "${given.amount}" is not a sum of money.` };
        rows.push({ dueDate: given.dueDate, cents });
      }
      const sum = rows.reduce((s, r) => s + r.cents, 0);
      if (sum > open)
        return say(
          `Those instalments add up to ${m(sum)}, but only ${m(open)} is left to pay on ${n}` +
            `${paid ? ` (${m(paid)} of ${money(invoice.amount, invoice.currency)} was paid already)` : ""}. ` +
            'Give instalments that add up to what is left, or say how many ("in 2 monthly payments").',
        );
      // Less than is open: a payment of the same request may come first ("they send 500 today and split
      // the rest"). Asked as such, and set only if that is what is left when the yes comes.
      if (sum < open) condition = sum;
    } else if (args.count) {
      const every = args.every ?? "month";
      const first =
        args.firstDueDate ??
        (invoice.dueDate > today ? invoice.dueDate : every === "week" ? addDays(today, 7) : addMonths(today, 1));
      rows = evenRows(open, args.count, first, every);
    } else {
      return say(
        `How should the ${m(open)} left on ${n} be split? Say the instalments ("1250 on Dec 15 and 1250 on Jan 15") ` +
          'or how many and how often ("3 monthly payments").',
      );
    }
    if (rows.length < 2)
      return say("A payment plan has at least 2 instalments; for one date, change the due date instead.");
    for (let i = 1; i < rows.length; i++)
      if (rows[i].dueDate <= rows[i - 1].dueDate)
        return say(
          `Each instalment must be due after the one before (${day(rows[i].dueDate)} is not after ${day(rows[i - 1].dueDate)}).`,
        );

    if (rows.length + (paid > 0 || condition ? 1 : 0) > MAX)
      return say(`A plan has at most ${MAX} instalments, counting what was paid already as one.`);
    const api = await ctx.api();
    const current = (
      await api.request<{ plan: { instalments: unknown[] } | null }>("GET", `/api/invoices/${invoice.id}/payment-plan`)
    ).plan;
    const replaces = current ? ` It replaces the current plan of ${current.instalments.length} instalments.` : "";
    const listed = either(rows.map((r) => `${m(r.cents)} due ${day(r.dueDate)}`)).replace(/ or /, " and ");
    const splitting = condition ?? open;
    const question = condition
      ? `Once ${m(open - condition)} more is paid on ${n} (${invoice.clientName}), split the ${m(condition)} left into ` +
        `${rows.length} instalments: ${listed}? ${m(open)} is open now: if more than ${m(condition)} is still open ` +
        "when you say yes, nothing is set."
      : `Split the ${m(open)} left on ${n} (${invoice.clientName}) into ${rows.length} instalments: ${listed}?` +
        `${paid ? ` The ${m(paid)} already paid counts as a first instalment, paid.` : ""}`;
    return propose(
      {
        op: "create_payment_plan",
        args: {
          invoiceNumber: n,
          instalments: rows.map((r) => ({ dueDate: r.dueDate, amount: asNumber(r.cents) })),
          ...(args.count ? { count: args.count, every: args.every ?? "month" } : {}),
        },
      },
      `${question} The invoice's due date becomes ${day(rows.at(-1)!.dueDate)}.${replaces}`,
      async () => {
        // Read again: the plan covers the whole total, so what was paid by now is its first instalment,
        // paid, on the last payment's day.
        const now = await api.request<InvoiceDetail>("GET", `/api/invoices/${invoice.id}`);
        const left = toCents(now.balance) ?? 0;
        if (left !== splitting)
          return say(
            `${m(left)} is open on ${n} now, not ${m(splitting)}; no payment plan was set. Ask again with what is left.`,
          );
        const paidNow = (toCents(now.amount) ?? 0) - left;
        const last =
          now.figures.payments
            .map((p) => p.date)
            .sort()
            .at(-1) ?? today;
        const sent: Row[] = paidNow
          ? [{ dueDate: last < rows[0].dueDate ? last : addDays(rows[0].dueDate, -1), cents: paidNow }, ...rows]
          : rows;
        const { plan } = await api.request<{
          plan: { instalments: { dueDate: string; amount: string; status: string }[] };
        }>("PUT", `/api/invoices/${invoice.id}/payment-plan`, {
          instalments: sent.map((r) => ({ dueDate: r.dueDate, amount: decimal(r.cents) })),
        });
        const due = plan.instalments.filter((i) => i.status !== "paid");
        return say(
          `${n} is now paid in ${due.length} instalments: ${due.map((i) => `${money(i.amount, invoice.currency)} due ${day(i.dueDate)}`).join(", ")}.`,
          plan,
        );
      },
    );
  },
});

export const PLAN_ACTIONS: ActionSpec[] = [createPaymentPlan];
