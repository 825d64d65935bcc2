// The record an action is about, when the owner named it by its client rather than its number: "scrap
// the draft for marisol", "oakridge paid the rest", "send the kessler quote", "half of the 950". The
// client's invoices (or quotes) in the states the action starts from are the candidates; an amount or
// words of the description narrow them. One left is the record; several is a question naming each;
// none is said, with what the client has. Nothing is guessed between two.

import type { QuoteView } from "@core/quotes";
import { query } from "../../api/client";
import type { CliContext } from "../../context";
import { day, money } from "../../format";
import type { InvoiceView } from "../../types";
import { either } from "../lookup";
import { normalise } from "../match";
import { clientForChange } from "../proposals/invoices";
import { say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { isReply } from "./money-shared";

type Args = Record<string, unknown>;

/** Which states an action on an invoice starts from, best first. */
const INVOICE_STATES: Record<string, string[][]> = {
  void_invoice: [["draft"], ["pending", "overdue"]],
  mark_invoice_sent: [["draft"]],
  update_invoice: [["draft", "pending", "overdue"]],
  record_payment: [["pending", "overdue"]],
  create_payment_plan: [["pending", "overdue"]],
  duplicate_invoice: [["draft", "pending", "overdue", "paid"]],
};

/** Which states an action on a quote starts from, best first. */
const QUOTE_STATES: Record<string, string[][]> = {
  send_quote: [["draft"], ["sent"]],
  follow_up_quote: [["sent"]],
  convert_quote: [["accepted"], ["sent"]],
};

const WHAT: Record<string, string> = {
  void_invoice: "void",
  mark_invoice_sent: "mark sent",
  update_invoice: "change",
  record_payment: "record the payment on",
  create_payment_plan: "split",
  duplicate_invoice: "copy",
  send_quote: "send",
  follow_up_quote: "follow up",
  convert_quote: "turn into an invoice",
};

/** Hints the understanding may add beside an action's own arguments; never passed on to it. */
export interface ReferenceHints {
  /** Words of the request that may name the record by its description ("the portal invoice"). */
  refWords?: string;
  /** A sum that names the invoice by its amount ("the 950"). */
  refAmount?: number;
}

/** The action's arguments with its record filled in, or what to say instead. */
export async function fillReference(ctx: CliContext, name: string, args: Args): Promise<Args | ChatReply> {
  const { refWords, refAmount, ...rest } = args as Args & ReferenceHints;
  const kinds = [
    { kind: "invoice" as const, key: "invoiceNumber", states: INVOICE_STATES[name] },
    { kind: "quote" as const, key: "quoteNumber", states: QUOTE_STATES[name] },
  ];
  for (const { kind, key, states } of kinds) {
    if (!states || rest[key]) continue;
    const typedClient = rest.clientName as string | undefined;
    const picked = await pickRecord(ctx, name, typedClient, states, { words: refWords, amount: refAmount, kind });
    if (isReply(picked)) return picked;
    return { ...rest, [key]: picked.number, clientName: undefined };
  }
  return rest;
}

interface Row {
  number: string;
  status: string;
  amount: string;
  currency: string;
  description: string | null;
  date: string | null;
  clientName: string | null;
}

const fromInvoice = (i: InvoiceView): Row => ({
  number: i.invoiceNumber,
  status: i.status,
  amount: i.amount,
  currency: i.currency,
  description: i.description,
  date: i.dueDate,
  clientName: i.clientName,
});

const fromQuote = (q: QuoteView): Row => ({
  number: q.quoteNumber,
  status: q.status === "sent" && q.expired ? "expired" : q.status,
  amount: q.amount,
  currency: q.currency,
  description: q.description,
  date: q.validUntil,
  clientName: q.clientName,
});

const label = (r: Row) =>
  `${r.number} (${money(r.amount, r.currency)}${r.description ? `, ${r.description}` : ""}, ${r.status}${r.date ? `, ${r.number.startsWith("Q") ? "valid until" : "due"} ${day(r.date)}` : ""})`;

async function pickRecord(
  ctx: CliContext,
  action: string,
  typedClient: string | undefined,
  states: string[][],
  how: { words?: string; amount?: number; kind: "invoice" | "quote" },
): Promise<Row | ChatReply> {
  const what = WHAT[action];
  if (!typedClient)
    return say(`Which ${how.kind} should I ${what}? Say its number (or the client's name).`);
  const found = await clientForChange(ctx, typedClient);
  if (isReply(found)) return found;
  const { client, preface } = found;
  const lead = preface ? `${preface} ` : "";
  const api = await ctx.api();
  const all: Row[] =
    how.kind === "invoice"
      ? (
          await api.page<InvoiceView>(`/api/invoices${query({ clientId: client.id, sort: "-createdAt", limit: 200 })}`)
        ).items.map(fromInvoice)
      : (await api.page<QuoteView>(`/api/quotes${query({ clientId: client.id, limit: 200 })}`)).items
          .filter((q) => q.clientId === client.id)
          .map(fromQuote);
  let candidates = all.filter((r) => states.flat().includes(r.status));
  if (how.amount !== undefined) {
    const same = candidates.filter((r) => Math.abs(Number(r.amount) - how.amount!) < 0.005);
    if (same.length) candidates = same;
  }
  if (candidates.length > 1 && how.words) {
    const typed = new Set(normalise(how.words).split(" ").filter((w) => w.length >= 3));
    const hits = candidates.map((r) => normalise(r.description ?? "").split(" ").filter((w) => typed.has(w)).length);
    const best = Math.max(...hits);
    if (best > 0) candidates = candidates.filter((_, i) => hits[i] === best);
  }
  // The state the action most often starts from wins over the others ("scrap the draft": the draft).
  for (const group of states) {
    const inGroup = candidates.filter((r) => group.includes(r.status));
    if (inGroup.length) {
      candidates = inGroup;
      break;
    }
  }
  if (candidates.length === 1) return candidates[0];
  if (candidates.length > 1)
    return say(`${lead}Which ${how.kind} of ${client.name} should I ${what}: ${either(candidates.slice(0, 6).map(label))}?`);
  const others = all.slice(0, 5).map(label);
  return say(
    `${lead}${client.name} has no ${how.kind} to ${what}` +
      (others.length ? `; their ${how.kind}s: ${others.join("; ")}.` : `: they have no ${how.kind}s.`) +
      ` Say its number if you meant another.`,
  );
}
