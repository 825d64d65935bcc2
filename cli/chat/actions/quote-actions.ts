// Quotes from the chat (docs/decisions/201-quotes.md): written, emailed, followed up and turned into
// invoices through /api/quotes. What the server would refuse (an answered or expired quote, a client
// without an email, converting what the client has not accepted) is said before anything is asked.

import { z } from "zod";
import type { QuoteView } from "@core/quotes";
import { query } from "../../api/client";
import { addEmailCommand, day, money } from "../../format";
import { convertQuote, quoteState, sendQuote } from "../../operations/quotes";
import { reportDelivery } from "../../operations/delivery";
import { clientForChange } from "../proposals/invoices";
import { propose, proposeChange, say } from "../proposals/propose";
import { defineAction, type ActionSpec } from "./spec";
import {
  amountArg,
  asNumber,
  clientNameArg,
  dateArg,
  decimal,
  failure,
  isReply,
  notASum,
  ownerToday,
  quoteFor,
  quoteNumberArg,
  toCents,
} from "./money-shared";

type LeadRow = { name: string; client: { id: string; name: string } | null };

const createQuote = defineAction({
  name: "create_quote",
  description:
    "Write a new quote (an estimate) for a client: one amount, what it is for, optionally valid until a date.",
  schema: z.object({
    clientName: clientNameArg,
    amount: amountArg,
    description: z.string().optional(),
    validUntil: dateArg.optional(),
  }),
  hints: { title: "Write a quote", destructive: false, idempotent: false, openWorld: false },
  async propose(ctx, args) {
    const cents = toCents(args.amount);
    if (cents === null) return notASum("amount", args.amount);
    const found = await clientForChange(ctx, args.clientName);
    if (isReply(found)) {
      // A lead is not a client yet: say so, and how it becomes one.
      const api = await ctx.api();
      const leads = (await api.page<LeadRow>(`/api/leads${query({ q: args.clientName.slice(0, 100), limit: 5 })}`))
        .items;
      const lead = leads.find((l) => !l.client);
      if (lead)
        return say(
          `${lead.name} is a lead, not a client yet. Convert the lead to a client first ("convert lead ${lead.name}"), then ask for the quote again.`,
        );
      return found;
    }
    const { client, preface } = found;
    const today = await ownerToday(ctx);
    if (args.validUntil && args.validUntil < today)
      return say(`${day(args.validUntil)} has passed; a quote must be valid until today or later.`);
    const m = money(decimal(cents));
    const what = args.description?.trim();
    return propose(
      {
        op: "create_quote",
        args: {
          clientName: client.name,
          amount: asNumber(cents),
          ...(what ? { description: what } : {}),
          ...(args.validUntil ? { validUntil: args.validUntil } : {}),
        },
      },
      `Write a quote of ${m} for ${client.name}${what ? ` for "${what}"` : ""}` +
        `${args.validUntil ? `, valid until ${day(args.validUntil)}` : ""}? It is saved as a draft; nothing is emailed.`,
      async () => {
        const api = await ctx.api();
        const q = await api.request<QuoteView>("POST", "/api/quotes", {
          clientId: client.id,
          description: what || null,
          lines: [{ description: what || "Services", quantity: "1", unitPrice: decimal(cents) }],
          validUntil: args.validUntil ?? null,
        });
        return say(
          `Quote ${q.quoteNumber} written: ${money(q.amount, q.currency)} for ${client.name} (a draft). "send quote ${q.quoteNumber}" emails it.`,
          q,
        );
      },
      preface,
    );
  },
});

const sendQuoteAction = defineAction({
  name: "send_quote",
  description: "Email a quote's private link to its client (they can accept or decline it there).",
  schema: z.object({ quoteNumber: quoteNumberArg }),
  hints: { title: "Email a quote", destructive: false, idempotent: false, openWorld: true },
  async propose(ctx, args) {
    const q = await quoteFor(ctx, args.quoteNumber);
    if (isReply(q)) return q;
    try {
      return proposeChange(
        { op: "send_quote", args: { quoteNumber: q.quoteNumber } },
        await sendQuote(ctx, q.quoteNumber),
      );
    } catch (error) {
      return failure(error);
    }
  },
});

const followUpQuote = defineAction({
  name: "follow_up_quote",
  description: "Email the client a follow-up on a quote they were sent and have not answered, with its link again.",
  schema: z.object({ quoteNumber: quoteNumberArg }),
  hints: { title: "Follow up on a quote", destructive: false, idempotent: false, openWorld: true },
  async propose(ctx, args) {
    const q = await quoteFor(ctx, args.quoteNumber);
    if (isReply(q)) return q;
    const m = money(q.amount, q.currency);
    if (q.status === "draft")
      return say(
        `${q.quoteNumber} (${q.clientName}, ${m}) was never sent, so there is nothing to follow up. "send quote ${q.quoteNumber}" emails it.`,
      );
    if (q.status === "accepted" || q.status === "declined")
      return say(
        `${q.clientName} already ${q.status} ${q.quoteNumber}${q.status === "accepted" ? ` ("convert ${q.quoteNumber}" turns it into an invoice)` : ""}; there is nothing to follow up.`,
      );
    if (q.expired)
      return say(
        `${q.quoteNumber} expired on ${day(q.validUntil)}; write a new quote rather than following this one up.`,
      );
    if (!q.clientEmail)
      return say(
        `${q.clientName} has no email address. Add one with \`${addEmailCommand(q.clientName)}\`, then follow up.`,
      );
    return propose(
      { op: "follow_up_quote", args: { quoteNumber: q.quoteNumber } },
      `Email ${q.clientName} <${q.clientEmail}> a follow-up on ${q.quoteNumber} (${m}, sent ${day(q.sentAt)}` +
        `${q.validUntil ? `, valid until ${day(q.validUntil)}` : ""}), with its link again?`,
      async () => {
        const api = await ctx.api();
        const res = await api.request<QuoteView & { batchId: string | null }>("POST", `/api/quotes/${q.id}/follow-up`);
        const text = await reportDelivery(ctx, res.batchId, {
          sent: `Followed up on ${q.quoteNumber} with ${q.clientEmail}.`,
          queued: `The follow-up on ${q.quoteNumber} is queued to ${q.clientEmail}`,
        });
        return say(text, res);
      },
    );
  },
});

const convertQuoteAction = defineAction({
  name: "convert_quote",
  description:
    "Turn an accepted quote into an invoice, or into a deposit invoice (depositPercent) and a draft for the rest.",
  schema: z.object({ quoteNumber: quoteNumberArg, depositPercent: z.number().int().min(1).max(99).optional() }),
  hints: { title: "Invoice an accepted quote", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    const q = await quoteFor(ctx, args.quoteNumber);
    if (isReply(q)) return q;
    const m = money(q.amount, q.currency);
    if (q.invoice) return say(`${q.quoteNumber} already became ${q.invoice.invoiceNumber}.`);
    if (q.status !== "accepted") {
      const why =
        q.status === "declined"
          ? `${q.clientName} declined it`
          : q.status === "draft"
            ? "it was never sent"
            : q.expired
              ? `it expired on ${day(q.validUntil)}`
              : `${q.clientName} has not accepted it on its link yet`;
      return say(
        `${q.quoteNumber} (${m}, ${quoteState(q)}) is not accepted: ${why}. Only an accepted quote becomes an invoice. ` +
          (q.status === "sent" && !q.expired
            ? `Ask ${q.clientName} to accept it on the link they were sent ("follow up ${q.quoteNumber}" emails it again), ` +
              `or bill them without the quote: "invoice ${q.clientName} ${q.amount}".`
            : q.status === "draft"
              ? `"send quote ${q.quoteNumber}" emails it to ${q.clientName}.`
              : `To bill ${q.clientName} anyway: "invoice ${q.clientName} ${q.amount}".`),
      );
    }
    try {
      const change = await convertQuote(ctx, q.quoteNumber, args.depositPercent);
      const total = toCents(q.amount) ?? 0;
      const depositCents = Math.round((total * (args.depositPercent ?? 0)) / 100);
      const deposit = args.depositPercent
        ? ` The deposit is ${money(decimal(depositCents), q.currency)}; the rest, ${money(decimal(total - depositCents), q.currency)}, waits as a draft.`
        : "";
      return proposeChange(
        {
          op: "convert_quote",
          args: { quoteNumber: q.quoteNumber, ...(args.depositPercent ? { depositPercent: args.depositPercent } : {}) },
        },
        { ...change, question: `${change.question}${deposit}` },
      );
    } catch (error) {
      return failure(error);
    }
  },
});

export const QUOTE_ACTIONS: ActionSpec[] = [createQuote, sendQuoteAction, followUpQuote, convertQuoteAction];
