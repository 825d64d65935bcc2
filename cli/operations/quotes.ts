// `microteam quotes [list]`, `quotes show|send|follow-up|convert` (docs/decisions/201-quotes.md), through
// the same routes as the web: /api/quotes (paged), /api/quotes/{id}, …/send, …/follow-up, …/convert.
import type { QuoteView } from "@core/quotes";
import type { InvoiceDetail } from "@core/invoices";
import { printCursor, readCursorOption, showingLine } from "../page-position";
import { query, type ApiClient } from "../api/client";
import type { CliContext } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import { addEmailCommand, day, money, quoteArg, shortId } from "../format";
import type { Line, Result } from "../output";
import type { Change } from "./change";
import { reportDelivery } from "./delivery";

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "declined"] as const;
export type QuoteStatusFilter = (typeof QUOTE_STATUSES)[number];

/** What the owner reads in the Status column: the stored state, "expired", or where it went. */
export function quoteState(q: QuoteView): string {
  if (q.expired) return "expired";
  if (q.status === "accepted" && q.invoice) return `invoiced (${q.invoice.invoiceNumber})`;
  return q.status;
}

export interface QuoteListOptions {
  status?: QuoteStatusFilter;
  search?: string;
  limit?: number;
  cursor?: string;
}

/** `microteam quotes`: a page of quotes, newest first, as the server pages them. */
export async function listQuotes(ctx: CliContext, options: QuoteListOptions = {}): Promise<Result> {
  const api = await ctx.api();
  const at = readCursorOption(options.cursor);
  const page = await api.page<QuoteView>(
    `/api/quotes${query({ status: options.status, q: options.search, limit: options.limit, cursor: at.cursor })}`,
  );
  const same = [
    options.status && `--status ${options.status}`,
    options.search && `--search ${quoteArg(options.search)}`,
    options.limit && `--limit ${options.limit}`,
    page.nextCursor && `--cursor ${printCursor(at, page.items.length, page.nextCursor)}`,
  ];
  const more =
    page.total > page.items.length
      ? `${showingLine(at, page.items.length, page.total)}${page.nextCursor ? ` Next page: microteam quotes ${same.filter(Boolean).join(" ")}` : ""}`
      : undefined;
  return {
    kind: "table",
    columns: [
      { key: "number", label: "Number" },
      { key: "client", label: "Client" },
      { key: "amount", label: "Amount", align: "right" },
      { key: "validUntil", label: "Valid until" },
      { key: "status", label: "Status" },
      { key: "id", label: "Id" },
    ],
    rows: page.items.map((q) => ({
      number: q.quoteNumber,
      client: q.clientName,
      amount: money(q.amount, q.currency),
      validUntil: q.validUntil ? day(q.validUntil) : "",
      status: quoteState(q),
      id: shortId(q.id),
    })),
    empty: options.search
      ? `No quotes match "${options.search}".`
      : options.status
        ? `No ${options.status} quotes.`
        : "No quotes yet. Make one in the web app (Quotes), then `microteam quotes send NUMBER` emails it.",
    footer: more,
    data: page.items,
  };
}

const norm = (s: string) => s.trim().toLowerCase().replace(/^#/, "");

/** A quote by its number (Q-0001, or 1), its short id or its id. */
export async function findQuote(api: ApiClient, ref: string): Promise<QuoteView> {
  const r = norm(ref);
  const digits = /^(?:q-?)?(\d+)$/.exec(r)?.[1];
  const found = (await api.page<QuoteView>(`/api/quotes${query({ q: digits ?? r.slice(0, 100), limit: 200 })}`)).items;
  const matches = found.filter(
    (q) =>
      q.quoteNumber.toLowerCase() === r ||
      q.id === r ||
      shortId(q.id) === r ||
      (digits !== undefined && Number(q.quoteNumber.replace(/^\D+/, "")) === Number(digits)),
  );
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw new CliError(`No quote matches "${ref}".`, EXIT.failure, "See `microteam quotes`.");
  throw usageError(
    `"${ref}" matches ${matches.length} quotes: ${matches.map((q) => q.quoteNumber).join(", ")}.`,
    "Use the short id.",
  );
}

/** `microteam quotes show Q-0001`: the quote, its lines and totals, and its answer. */
export async function showQuote(ctx: CliContext, ref: string): Promise<Result> {
  const api = await ctx.api();
  const q = await api.request<QuoteView>("GET", `/api/quotes/${(await findQuote(api, ref)).id}`);
  const m = (amount: string) => money(amount, q.currency);
  const f = q.figures;
  const lines: Line[] = [
    { text: `Quote ${q.quoteNumber} · ${q.clientName} · ${quoteState(q)}`, style: "title" },
    ...(q.description ? [{ text: q.description }] : []),
    { text: "" },
    ...f.lines.map((l) => ({
      text: `  ${l.description}  ${l.quantity} × ${m(l.unitPrice)}${l.taxes.length ? ` (+${l.taxes.map((t) => `${t.name} ${t.rate}%`).join(", ")})` : ""}  ${m(l.amount)}`,
    })),
    { text: `  Subtotal ${m(f.subtotal)}`, style: "dim" },
    ...(f.discount ? [{ text: `  Discount −${m(f.discount.amount)}`, style: "dim" as const }] : []),
    ...f.taxes.map((t) => ({ text: `  ${t.name} ${t.rate}% ${m(t.amount)}`, style: "dim" as const })),
    { text: `  Total ${m(f.total)}`, style: "bold" },
    { text: "" },
    ...(q.validUntil ? [{ text: `Valid until ${day(q.validUntil)}` }] : []),
    ...(q.sentAt ? [{ text: `Sent ${day(q.sentAt)} to ${q.clientEmail ?? "the client"}` }] : []),
    ...(q.acceptedAt ? [{ text: `Accepted by ${q.acceptedName} on ${day(q.acceptedAt)}`, style: "ok" as const }] : []),
    ...(q.declinedAt
      ? [
          {
            text: `Declined on ${day(q.declinedAt)}${q.declineReason ? `: ${q.declineReason}` : ""}`,
            style: "warn" as const,
          },
        ]
      : []),
    ...(q.depositInvoice ? [{ text: `Deposit invoice ${q.depositInvoice.invoiceNumber}` }] : []),
    ...(q.invoice ? [{ text: `Invoice ${q.invoice.invoiceNumber}` }] : []),
    { text: `The client's link: ${q.publicPath}`, style: "dim" },
    { text: `Id ${q.id}`, style: "dim" },
  ];
  return { kind: "lines", lines, data: q };
}

/** `microteam quotes send Q-0001`: emails the quote's private link to the client (through the outbox). */
export async function sendQuote(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const q = await findQuote(api, ref);
  if (q.status === "accepted" || q.status === "declined") {
    throw usageError(`${q.quoteNumber} was already ${q.status}; there is nothing to send.`);
  }
  if (q.expired) throw usageError(`${q.quoteNumber} expired on ${day(q.validUntil)}; make a new quote.`);
  if (!q.clientEmail) {
    throw new CliError(
      `${q.clientName} has no email address.`,
      EXIT.failure,
      `Add one with \`${addEmailCommand(q.clientName)}\`, then send again.`,
    );
  }
  const what = `quote ${q.quoteNumber} (${money(q.amount, q.currency)}) to ${q.clientName} <${q.clientEmail}>`;
  return {
    question: q.sentAt
      ? `${q.quoteNumber} was already emailed on ${day(q.sentAt)}. Email ${what} again?`
      : `Email ${what}?`,
    async run() {
      const res = await api.request<QuoteView & { batchId: string | null }>("POST", `/api/quotes/${q.id}/send`);
      const text = await reportDelivery(ctx, res.batchId, {
        sent: `Emailed ${q.quoteNumber} to ${q.clientEmail}.`,
        queued: `${q.quoteNumber} is queued to ${q.clientEmail}`,
      });
      return { kind: "message", text, data: res };
    },
  };
}

/**
 * `microteam quotes follow-up Q-0001`: a short email asking the client about a quote they were sent and
 * have not answered, with its link again (POST /api/quotes/{id}/follow-up, decision 327); what the
 * focus suggests for a quote unanswered a week (decision 325).
 */
export async function followUpQuote(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const q = await findQuote(api, ref);
  if (q.status === "draft" || !q.sentAt) {
    throw usageError(
      `${q.quoteNumber} was never sent: send it first (\`microteam quotes send ${quoteArg(q.quoteNumber)}\`).`,
    );
  }
  if (q.status === "accepted" || q.status === "declined") {
    throw usageError(`${q.quoteNumber} was already ${q.status}; there is nothing to follow up.`);
  }
  if (q.expired) throw usageError(`${q.quoteNumber} expired on ${day(q.validUntil)}; make a new quote.`);
  if (!q.clientEmail) {
    throw new CliError(
      `${q.clientName} has no email address.`,
      EXIT.failure,
      `Add one with \`${addEmailCommand(q.clientName)}\`, then follow up.`,
    );
  }
  return {
    question: `Email ${q.clientName} <${q.clientEmail}> a follow-up on ${q.quoteNumber} (${money(q.amount, q.currency)}, sent ${day(q.sentAt)})?`,
    async run() {
      const res = await api.request<QuoteView & { batchId: string | null }>("POST", `/api/quotes/${q.id}/follow-up`);
      const text = await reportDelivery(ctx, res.batchId, {
        sent: `Followed up ${q.quoteNumber} with ${q.clientEmail}.`,
        queued: `The follow-up on ${q.quoteNumber} is queued to ${q.clientEmail}`,
      });
      return { kind: "message", text, data: res };
    },
  };
}

interface Converted {
  quote: QuoteView;
  invoice: InvoiceDetail;
  depositInvoice: InvoiceDetail | null;
}

/** `microteam quotes convert Q-0001 [--deposit 30]`: an accepted quote becomes its invoice(s). */
export async function convertQuote(ctx: CliContext, ref: string, deposit?: number): Promise<Change> {
  const api = await ctx.api();
  const q = await findQuote(api, ref);
  if (q.invoice) throw usageError(`${q.quoteNumber} already became ${q.invoice.invoiceNumber}.`);
  if (q.status !== "accepted") {
    throw usageError(
      `${q.quoteNumber} is ${quoteState(q)}; only an accepted quote becomes an invoice.`,
      q.status === "draft" ? `Send it first: \`microteam quotes send ${q.quoteNumber}\`.` : undefined,
    );
  }
  const total = money(q.amount, q.currency);
  return {
    question: deposit
      ? `Turn ${q.quoteNumber} (${total}, accepted by ${q.acceptedName}) into a ${deposit}% deposit invoice and a draft for the rest?`
      : `Turn ${q.quoteNumber} (${total}, accepted by ${q.acceptedName}) into a pending invoice?`,
    async run() {
      const made = await api.request<Converted>(
        "POST",
        `/api/quotes/${q.id}/convert`,
        deposit ? { depositPercent: deposit } : {},
      );
      const describe = (i: InvoiceDetail) =>
        `${i.invoiceNumber} (${money(i.amount, i.currency)}, ${i.status === "draft" ? "draft" : `due ${day(i.dueDate)}`})`;
      const text = made.depositInvoice
        ? `${q.quoteNumber} became deposit invoice ${describe(made.depositInvoice)} and ${describe(made.invoice)} for the rest.`
        : `${q.quoteNumber} became invoice ${describe(made.invoice)}.`;
      return { kind: "message", text, data: made };
    },
  };
}
