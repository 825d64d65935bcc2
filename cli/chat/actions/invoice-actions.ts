// The chat's invoice changes beyond create/send/paid (issue 24 §1): an amount or due date edited, an
// invoice voided (a draft deleted), duplicated, marked sent without an email, and a payment recorded.
// Each refuses, before asking, what the server would refuse, and says what to do instead.

import { z } from "zod";
import { ApiError } from "../../api/client";
import { day, money } from "../../format";
import type { InvoiceDefaults, InvoiceView } from "../../types";
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
  notASum,
  ownerToday,
  toCents,
} from "./money-shared";

const who = (i: InvoiceView) => i.clientName ?? "no client";
const closed = (i: InvoiceView, what: string) =>
  i.status === "paid"
    ? say(`${i.invoiceNumber} (${who(i)}) is paid (on ${day(i.paidDate)}); a paid invoice cannot be ${what}.`)
    : i.status === "void"
      ? say(
          `${i.invoiceNumber} (${who(i)}) is void; it cannot be ${what}. "duplicate ${i.invoiceNumber}" makes a new draft from it.`,
        )
      : null;

const updateInvoice = defineAction({
  name: "update_invoice",
  description: "Change an invoice's amount or due date (a draft or an unpaid invoice).",
  schema: z.object({ invoiceNumber: invoiceNumberArg, amount: amountArg.optional(), dueDate: dateArg.optional() }),
  hints: { title: "Change an invoice", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    const invoice = await invoiceFor(ctx, args.invoiceNumber);
    if (isReply(invoice)) return invoice;
    const refused = closed(invoice, "changed");
    if (refused) return refused;
    if (args.amount === undefined && !args.dueDate)
      return say(
        `What should change on ${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)}, due ${day(invoice.dueDate)}): the amount or the due date?`,
      );
    const m = (cents: number) => money(decimal(cents), invoice.currency);
    const changes: string[] = [];
    const body: Record<string, string> = {};
    const resolved: Record<string, unknown> = { invoiceNumber: invoice.invoiceNumber };
    if (args.amount !== undefined) {
      const cents = toCents(args.amount);
      if (cents === null) return notASum("amount", args.amount);
      const paid = toCents(invoice.amount)! - (toCents(invoice.balance) ?? 0);
      if (cents < paid)
        return say(
          `${m(paid)} was already paid on ${invoice.invoiceNumber}; its amount cannot go below that. Nothing was changed.`,
        );
      if (cents !== toCents(invoice.amount)) {
        changes.push(
          `the amount from ${money(invoice.amount, invoice.currency)} to ${m(cents)}` +
            (paid ? ` (${m(cents - paid)} will be left to pay)` : ""),
        );
        body.amount = decimal(cents);
        resolved.amount = asNumber(cents);
      }
    }
    if (args.dueDate && args.dueDate !== invoice.dueDate) {
      const api = await ctx.api();
      const { plan } = await api.request<{ plan: unknown }>("GET", `/api/invoices/${invoice.id}/payment-plan`);
      if (plan)
        return say(
          `${invoice.invoiceNumber} is paid by instalments, so its due date is the last instalment's. ` +
            `Make a new payment plan with the dates you want instead ("split ${invoice.invoiceNumber} into …").`,
        );
      changes.push(`the due date from ${day(invoice.dueDate)} to ${day(args.dueDate)}`);
      body.dueDate = args.dueDate;
      resolved.dueDate = args.dueDate;
    }
    if (!changes.length) return say(`${invoice.invoiceNumber} already has that; nothing to change.`);
    const sent = invoice.sentAt ? " It was emailed already: the client's pay page shows the new figures." : "";
    return propose(
      { op: "update_invoice", args: resolved },
      `Change ${invoice.invoiceNumber} (${who(invoice)}): ${changes.join(", and ")}?${sent}`,
      async () => {
        const api = await ctx.api();
        const after = await api.request<InvoiceView>("PATCH", `/api/invoices/${invoice.id}`, body);
        return say(
          `${after.invoiceNumber} is now ${money(after.amount, after.currency)}, due ${day(after.dueDate)}.`,
          after,
        );
      },
    );
  },
});

const voidInvoice = defineAction({
  name: "void_invoice",
  description: "Void an issued invoice (it stops being owed), or delete a draft that was never sent.",
  schema: z.object({ invoiceNumber: invoiceNumberArg }),
  hints: { title: "Void an invoice", destructive: true, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    const invoice = await invoiceFor(ctx, args.invoiceNumber);
    if (isReply(invoice)) return invoice;
    if (invoice.status === "void") return say(`${invoice.invoiceNumber} is already void.`);
    if (invoice.status === "paid")
      return say(
        `${invoice.invoiceNumber} (${who(invoice)}) is paid (on ${day(invoice.paidDate)}); a paid invoice cannot be voided. ` +
          "If the money went back to the client, record that outside Microteam; the invoice stays as it is.",
      );
    const m = money(invoice.amount, invoice.currency);
    if (invoice.partiallyPaid)
      return say(
        `${invoice.invoiceNumber} (${who(invoice)}) has ${money(Number(invoice.amount) - Number(invoice.balance), invoice.currency)} ` +
          `paid already, so it cannot be voided. To stop asking for the rest, lower its amount to what was paid ("change ${invoice.invoiceNumber} to …").`,
      );
    const api = await ctx.api();
    const action = { op: "void_invoice", args: { invoiceNumber: invoice.invoiceNumber } };
    if (invoice.status === "draft")
      return propose(
        action,
        `Delete the draft ${invoice.invoiceNumber} (${m} for ${who(invoice)}, never sent)? ` +
          "If deleting it would leave a gap in your invoice numbers, it is voided instead (kept, marked void).",
        async () => {
          try {
            await api.request("DELETE", `/api/invoices/${invoice.id}`);
            return say(`Draft ${invoice.invoiceNumber} deleted.`);
          } catch (error) {
            if (!(error instanceof ApiError) || error.status !== 409) throw error;
            await api.request("POST", `/api/invoices/${invoice.id}/void`);
            return say(`${invoice.invoiceNumber} is void (deleting it would have left a gap in your numbering).`);
          }
        },
      );
    return propose(
      action,
      `Void ${invoice.invoiceNumber} (${m} from ${who(invoice)}, ${invoice.status})? It stops being owed and gets no more reminders; ` +
        "it keeps its number and history. This cannot be undone.",
      async () => {
        const voided = await api.request<InvoiceView>("POST", `/api/invoices/${invoice.id}/void`);
        return say(`${voided.invoiceNumber} is void.`, voided);
      },
    );
  },
});

const duplicateInvoice = defineAction({
  name: "duplicate_invoice",
  description: "A new draft invoice copied from another (same client and lines), optionally with its own due date.",
  schema: z.object({ invoiceNumber: invoiceNumberArg, dueDate: dateArg.optional() }),
  hints: { title: "Duplicate an invoice", destructive: false, idempotent: false, openWorld: false },
  async propose(ctx, args) {
    const invoice = await invoiceFor(ctx, args.invoiceNumber);
    if (isReply(invoice)) return invoice;
    const api = await ctx.api();
    const due = args.dueDate ?? (await api.request<InvoiceDefaults>("GET", "/api/invoices/defaults")).dueDate;
    return propose(
      {
        op: "duplicate_invoice",
        args: { invoiceNumber: invoice.invoiceNumber, ...(args.dueDate ? { dueDate: args.dueDate } : {}) },
      },
      `Make a new draft from ${invoice.invoiceNumber}: ${money(invoice.amount, invoice.currency)} for ${who(invoice)}` +
        `${invoice.description ? ` ("${invoice.description}")` : ""}, due ${day(due)}? It is not sent.`,
      async () => {
        let copy = await api.request<InvoiceView>("POST", `/api/invoices/${invoice.id}/duplicate`);
        if (args.dueDate && copy.dueDate !== args.dueDate)
          copy = await api.request<InvoiceView>("PATCH", `/api/invoices/${copy.id}`, { dueDate: args.dueDate });
        return say(
          `Draft ${copy.invoiceNumber} created: ${money(copy.amount, copy.currency)} for ${who(copy)}, due ${day(copy.dueDate)}. ` +
            `"send ${copy.invoiceNumber}" emails it.`,
          copy,
        );
      },
    );
  },
});

const markInvoiceSent = defineAction({
  name: "mark_invoice_sent",
  description: "A draft the owner sent outside Microteam becomes pending (awaiting payment); no email is sent.",
  schema: z.object({ invoiceNumber: invoiceNumberArg }),
  hints: { title: "Mark an invoice sent", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    const invoice = await invoiceFor(ctx, args.invoiceNumber);
    if (isReply(invoice)) return invoice;
    if (invoice.status !== "draft") {
      const refused = closed(invoice, "marked sent");
      if (refused) return refused;
      return say(`${invoice.invoiceNumber} is already ${invoice.status}: it was issued before; nothing to mark.`);
    }
    return propose(
      { op: "mark_invoice_sent", args: { invoiceNumber: invoice.invoiceNumber } },
      `Mark the draft ${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)} for ${who(invoice)}) as sent? ` +
        `It becomes pending, due ${day(invoice.dueDate)}; no email goes out.`,
      async () => {
        const api = await ctx.api();
        const after = await api.request<InvoiceView>("PUT", `/api/invoices/${invoice.id}`, { status: "pending" });
        return say(`${after.invoiceNumber} is pending, due ${day(after.dueDate)}.`, after);
      },
    );
  },
});

const recordPayment = defineAction({
  name: "record_payment",
  description: "Record a payment received on an invoice: part of its balance, or all of it (then it is paid).",
  schema: z.object({
    invoiceNumber: invoiceNumberArg,
    amount: amountArg.or(z.enum(["half", "rest"]).describe('"half" or "rest" of what is left to pay')),
    paidDate: dateArg.optional(),
  }),
  hints: { title: "Record a payment", destructive: true, idempotent: false, openWorld: false },
  async propose(ctx, args) {
    const invoice = await invoiceFor(ctx, args.invoiceNumber);
    if (isReply(invoice)) return invoice;
    // "half" and "the rest" are shares of what is left to pay.
    const share = typeof args.amount === "string" ? /^(?:the\s+)?(half|rest|remainder|balance)$/i.exec(args.amount.trim())?.[1] : undefined;
    const balance = toCents(invoice.balance) ?? 0;
    const cents = share ? (share.toLowerCase() === "half" ? Math.round(balance / 2) : balance) || null : toCents(args.amount);
    if (cents === null) return notASum("amount", args.amount);
    if (invoice.status === "paid")
      return say(
        `${invoice.invoiceNumber} (${who(invoice)}) is already paid (on ${day(invoice.paidDate)}); nothing is owed.`,
      );
    if (invoice.status === "void") return say(`${invoice.invoiceNumber} is void; nothing is owed on it.`);
    const m = (c: number) => money(decimal(c), invoice.currency);
    const open = toCents(invoice.balance) ?? 0;
    if (cents > open)
      return say(
        `${m(cents)} is more than the ${m(open)} left to pay on ${invoice.invoiceNumber} (${who(invoice)}); nothing was recorded. ` +
          `Record ${m(open)} to mark it paid, or check which invoice the money was for.`,
      );
    const today = await ownerToday(ctx);
    const paidDate = args.paidDate ?? today;
    if (paidDate > today) return say(`${day(paidDate)} is in the future; record a payment once it has arrived.`);
    const rest = open - cents;
    const draft = invoice.status === "draft" && rest ? " It stays a draft until you send it." : "";
    return propose(
      { op: "record_payment", args: { invoiceNumber: invoice.invoiceNumber, amount: asNumber(cents), paidDate } },
      rest
        ? `Record a part payment of ${m(cents)} on ${invoice.invoiceNumber} (${who(invoice)}), paid ${day(paidDate)}? ${m(rest)} will remain.${draft}`
        : `Record a payment of ${m(cents)} on ${invoice.invoiceNumber} (${who(invoice)}), paid ${day(paidDate)}? That is the whole balance: it becomes paid.${draft}`,
      async () => {
        const api = await ctx.api();
        const after = await api.request<InvoiceView>("POST", `/api/invoices/${invoice.id}/payments`, {
          amount: decimal(cents),
          date: paidDate,
        });
        return say(
          after.status === "paid"
            ? `Recorded ${m(cents)}; ${after.invoiceNumber} is paid.`
            : `Recorded ${m(cents)} on ${after.invoiceNumber}; ${money(after.balance, after.currency)} is still open.`,
          after,
        );
      },
    );
  },
});

export const INVOICE_ACTIONS: ActionSpec[] = [
  updateInvoice,
  voidInvoice,
  duplicateInvoice,
  markInvoiceSent,
  recordPayment,
];
