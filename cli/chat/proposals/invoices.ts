// Invoice changes from the chat: paid (by number, by client, by sum), send, create. When the words
// could mean more than one invoice or client, the chat asks, naming each; it never picks one.

import { query } from "../../api/client";
import type { CliContext } from "../../context";
import { day, money } from "../../format";
import { createInvoice, sendInvoice } from "../../operations/invoices";
import type { ClientView, InvoiceView } from "../../types";
import { either, invoicesOf, lookupClient, lookupInvoice } from "../lookup";
import type { ChatReply, Intent } from "../types";
import { propose, proposeChange, say } from "./propose";

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/** "INV-1004 ($2,400.00, 9 days overdue)" */
export function describeInvoice(i: InvoiceView): string {
  const m = money(i.amount, i.currency);
  if (i.status === "draft") return `${i.invoiceNumber} (a ${m} draft, never sent)`;
  if (i.status === "paid") return `${i.invoiceNumber} (${m}, paid ${day(i.paidDate)})`;
  if (i.daysOverdue) return `${i.invoiceNumber} (${m}, ${i.daysOverdue} days overdue)`;
  return `${i.invoiceNumber} (${m}, due ${day(i.dueDate)})`;
}

/** The client a change is about, or the question to ask back; a near spelling says "did you mean". */
export async function clientForChange(
  ctx: CliContext,
  typed: string,
  describeEach?: (c: ClientView) => Promise<string>,
): Promise<{ client: ClientView; preface?: string } | ChatReply> {
  const found = await lookupClient(await ctx.api(), typed);
  if (found.kind === "exact") return { client: found.item };
  if (found.kind === "fuzzy")
    return { client: found.item, preface: `Did you mean ${found.item.name}? No client is called "${typed}".` };
  if (found.kind === "several") {
    const named = describeEach
      ? await Promise.all(found.items.map(async (c) => `${c.name}: ${await describeEach(c)}`))
      : found.items.map((c) => c.name);
    return say(`Which one do you mean: ${either(named)}?`);
  }
  // "chase acme and globex": two clients, not one called "acme and globex".
  const parts = typed.split(/\s+(?:and|&)\s+|\s*,\s*/).filter(Boolean);
  if (parts.length > 1)
    return say(
      `"${typed}" sounds like ${parts.length} clients (${parts.join(", ")}). I handle one client a request: ` +
        "ask for each in turn (`microteam clients` lists them).",
    );
  return say(
    `There's no client called "${typed}". Should I add them as a new client? Say "add client ${typed}" ` +
      "(`microteam clients` lists the ones you have).",
  );
}

export async function proposePaid(
  ctx: CliContext,
  intent: Extract<Intent, { op: "invoice.paid" }>,
): Promise<ChatReply> {
  const api = await ctx.api();
  const { paidDate } = intent;
  const paid = (invoice: InvoiceView, preface?: string): ChatReply => {
    if (invoice.status === "paid")
      return say(`${invoice.invoiceNumber} is already paid (on ${day(invoice.paidDate)}).`);
    return propose(
      { op: "mark_invoice_paid", args: { invoiceNumber: invoice.invoiceNumber, ...(paidDate ? { paidDate } : {}) } },
      `Mark ${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)} from ${invoice.clientName}) as paid` +
        `${paidDate ? ` on ${day(paidDate)}` : ""}? Paid is final.`,
      async () => {
        const updated = await api.request<InvoiceView>("PUT", `/api/invoices/${invoice.id}`, {
          status: "paid",
          ...(paidDate ? { paidDate } : {}),
        });
        return say(`${updated.invoiceNumber} is paid (${day(updated.paidDate)}).`);
      },
      preface,
    );
  };

  // An amount with an invoice (an assistant's "record a payment of 400 on INV-1004") is that payment:
  // the whole open balance marks it paid, less is a part payment, more is refused. Never paid in full
  // for a sum that did not come (QA 255 F1).
  const partOrWhole = (invoice: InvoiceView, amount: string): ChatReply => {
    const want = cents(amount);
    const open = cents(invoice.balance);
    const m = (a: string | number) => money(a, invoice.currency);
    if (invoice.status === "paid") return paid(invoice);
    if (!Number.isFinite(want) || want <= 0)
      return { kind: "error", text: `amount: "${amount}" is not a sum of money; nothing was recorded.` };
    if (want === open) return paid(invoice);
    if (want > open)
      return {
        kind: "error",
        text: `amount: ${m(amount)} is more than the ${m(invoice.balance)} open on ${invoice.invoiceNumber}; nothing was recorded.`,
      };
    return propose(
      {
        op: "mark_invoice_paid",
        args: { invoiceNumber: invoice.invoiceNumber, amount, ...(paidDate ? { paidDate } : {}) },
      },
      `Record a payment of ${m(amount)} on ${invoice.invoiceNumber} (${m(invoice.amount)} from ${invoice.clientName}, ` +
        `${m(invoice.balance)} open)${paidDate ? ` on ${day(paidDate)}` : ""}?`,
      async () => {
        const updated = await api.request<InvoiceView>("POST", `/api/invoices/${invoice.id}/payments`, {
          amount: (want / 100).toFixed(2),
          ...(paidDate ? { date: paidDate } : {}),
        });
        return say(`Recorded ${m(want / 100)} on ${updated.invoiceNumber}; ${m(updated.balance)} is still open.`);
      },
    );
  };

  if (intent.ref) {
    const invoice = await lookupInvoice(api, intent.ref);
    if (!invoice) return say(`No invoice matches "${intent.ref}". \`microteam invoices\` lists them.`);
    return intent.amount ? partOrWhole(invoice, intent.amount) : paid(invoice);
  }
  if (!intent.client) {
    // "got 1200 today": the open invoices of that sum.
    const open = (
      await api.page<InvoiceView>(`/api/invoices${query({ status: "unpaid", amount: intent.amount, limit: 10 })}`)
    ).items;
    if (open.length === 1) return paid(open[0], `That matches ${open[0].invoiceNumber} from ${open[0].clientName}.`);
    const m = money(intent.amount ?? "0");
    if (open.length > 1)
      return say(
        `Several open invoices are for ${m}: ${either(open.map((i) => `${i.invoiceNumber} (${i.clientName})`))}. Which one was paid?`,
      );
    const drafts = (
      await api.page<InvoiceView>(`/api/invoices${query({ status: "draft", amount: intent.amount, limit: 5 })}`)
    ).items;
    const draftNote = drafts.length
      ? ` (${drafts.map((d) => `${d.invoiceNumber} for ${d.clientName}`).join(", ")} is a draft that was never sent)`
      : "";
    return say(`No open invoice is for ${m}${draftNote}. Which invoice or client paid you? Say "mark INV-… paid".`);
  }
  const found = await clientForChange(ctx, intent.client, async (c) => {
    const open = [...(await invoicesOf(api, c.id, "unpaid")), ...(await invoicesOf(api, c.id, "draft"))];
    return open.length ? open.map(describeInvoice).join(", ") : "nothing open";
  });
  if ("kind" in found) return found;
  const { client, preface } = found;
  let open = await invoicesOf(api, client.id, "unpaid");
  if (intent.amount) open = open.filter((i) => cents(i.amount) === cents(intent.amount!));
  if (open.length === 1) return paid(open[0], preface);
  if (open.length > 1) {
    return say(
      `${preface ? `${preface} ` : ""}${client.name} has ${open.length} open invoices: ${either(open.map(describeInvoice))}. ` +
        `Which one was paid? Say "mark ${open[0].invoiceNumber} paid" (one at a time if both).`,
    );
  }
  const drafts = await invoicesOf(api, client.id, "draft");
  const about = intent.amount ? ` of ${money(intent.amount)}` : "";
  return say(
    `${client.name} has no open invoice${about} to mark paid` +
      (drafts.length ? ` (${drafts.map(describeInvoice).join(", ")}).` : ".") +
      " `microteam invoices` lists what is open.",
  );
}

/** Unsent invoices of a client: drafts, and issued ones never emailed. */
export async function unsentOf(ctx: CliContext, client: ClientView): Promise<InvoiceView[]> {
  const api = await ctx.api();
  const [drafts, open] = await Promise.all([invoicesOf(api, client.id, "draft"), invoicesOf(api, client.id, "unpaid")]);
  return [...drafts, ...open.filter((i) => !i.sentAt)];
}

export async function proposeSend(
  ctx: CliContext,
  intent: Extract<Intent, { op: "invoice.send" }>,
  /** Said before the proposal: why sending is the move ("INV-2125 was never sent…"). */
  why?: string,
): Promise<ChatReply> {
  const api = await ctx.api();
  let invoice: InvoiceView | null = null;
  let preface: string | undefined = why;
  if (intent.ref) {
    invoice = await lookupInvoice(api, intent.ref);
    if (!invoice) return say(`No invoice matches "${intent.ref}". \`microteam invoices\` lists them.`);
  } else {
    const found = await clientForChange(ctx, intent.client!);
    if ("kind" in found) return found;
    preface = found.preface;
    const unsent = await unsentOf(ctx, found.client);
    if (unsent.length > 1)
      return say(
        `${found.client.name} has ${unsent.length} unsent invoices: ${either(unsent.map(describeInvoice))}. Which one?`,
      );
    if (unsent.length === 0) {
      const open = await invoicesOf(api, found.client.id, "unpaid");
      return say(
        `${found.client.name} has no unsent invoice.` +
          (open.length
            ? ` Their open ones were emailed already: ${open.map(describeInvoice).join(", ")}; "remind ${found.client.name}" sends a reminder.`
            : ""),
      );
    }
    invoice = unsent[0];
  }
  return proposeChange(
    { op: "send_invoice", args: { invoiceNumber: invoice.invoiceNumber } },
    await sendInvoice(ctx, invoice.invoiceNumber),
    preface,
  );
}

type CreateIntent = Extract<Intent, { op: "invoice.create" }>;

export async function proposeCreate(ctx: CliContext, intent: CreateIntent): Promise<ChatReply> {
  const found = await clientForChange(ctx, intent.client);
  if ("kind" in found) return found;
  const { client, preface } = found;
  if (!intent.amount) {
    return say(
      `${preface ? `${preface} ` : ""}How much should the invoice for ${client.name} be? For example: ` +
        `"invoice ${client.name} 1200 due friday for the logo".`,
    );
  }
  const change = await createInvoice(ctx, {
    client: client.id,
    amount: intent.amount,
    due: intent.due,
    description: intent.description,
  });
  return proposeChange(
    {
      op: "create_invoice",
      args: {
        clientName: client.name,
        amount: Number(intent.amount),
        ...(intent.due ? { dueDate: intent.due } : {}),
        ...(intent.description ? { description: intent.description } : {}),
      },
    },
    {
      ...change,
      question: intent.description ? change.question.replace(/\?$/, ` for "${intent.description}"?`) : change.question,
    },
    preface,
  );
}

/** An invoice for a client the same message adds: asked now, its client looked up after the yes. */
export function proposeCreateForNewClient(
  ctx: CliContext,
  intent: CreateIntent & { amount: string },
  name: string,
): ChatReply {
  return propose(
    {
      op: "create_invoice",
      args: { clientName: name, amount: Number(intent.amount), ...(intent.due ? { dueDate: intent.due } : {}) },
    },
    `Then create an invoice of ${money(intent.amount)} for ${name}${intent.due ? `, due ${day(intent.due)}` : ", due on your usual terms"}?`,
    async () => {
      const found = await lookupClient(await ctx.api(), name);
      if (found.kind !== "exact") return say(`${name} is not a client, so no invoice was created.`);
      const change = await createInvoice(ctx, {
        client: found.item.id,
        amount: intent.amount,
        due: intent.due,
        description: intent.description,
      });
      const { toText } = await import("../text");
      return say(toText(await change.run()));
    },
  );
}
