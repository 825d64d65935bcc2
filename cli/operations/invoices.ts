import { isKnownCurrency } from "@core/currency/currencies";
import { DELIVERY_WORDS } from "@core/invoices/delivery";
import type { CliContext } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import { addEmailCommand, day, dayIn, money, plural, quoteArg, shortId } from "../format";
import type { Result } from "../output";
import { findClient, findInvoice } from "../resolve";
import type { InvoiceDefaults, InvoiceSummary, InvoiceView, PublicUser } from "../types";
import { query } from "../api/client";
import { printCursor, readCursorOption, showingLine } from "../page-position";
import type { Change } from "./change";
import { reportDelivery } from "./delivery";
import { withSecondLook } from "./second-look";

export const INVOICE_FILTERS = ["unpaid", "overdue", "pending", "paid", "draft"] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export interface InvoiceListOptions {
  status?: InvoiceFilter;
  search?: string;
  sort?: string;
  limit?: number;
  cursor?: string;
}

/**
 * `microteam invoices`: a page of the ledger through the API's paging. Without a status it lists what
 * is unpaid, the oldest due first (most urgent); totals are the server's.
 */
export async function listInvoices(ctx: CliContext, options: InvoiceListOptions = {}): Promise<Result> {
  const { status, search } = options;
  if (status && !INVOICE_FILTERS.includes(status)) {
    throw usageError(`Unknown status "${status}".`, `Use one of: ${INVOICE_FILTERS.join(", ")}.`);
  }
  const api = await ctx.api();
  const unpaidFirst = !status || status === "unpaid" || status === "overdue" || status === "pending";
  const sort = options.sort ?? (unpaidFirst ? "dueDate" : "-createdAt");
  const at = readCursorOption(options.cursor);
  const [page, summary] = await Promise.all([
    api.page<InvoiceView>(
      `/api/invoices${query({ status: status ?? (search ? undefined : "unpaid"), q: search, sort, limit: options.limit, cursor: at.cursor })}`,
    ),
    api.request<InvoiceSummary>("GET", "/api/invoices/summary"),
  ]);
  const list = page.items;
  const same = [
    status && `--status ${status}`,
    search && `--search ${quoteArg(search)}`,
    options.sort && `--sort ${options.sort}`,
    options.limit && `--limit ${options.limit}`,
    page.nextCursor && `--cursor ${printCursor(at, list.length, page.nextCursor)}`,
  ];
  const more =
    // The paging line under the totals line, not run on after it (qa10 F14).
    page.total > list.length
      ? `\n${showingLine(at, list.length, page.total)}${page.nextCursor ? ` Next page: microteam invoices ${same.filter(Boolean).join(" ")}` : ""}`
      : "";
  return {
    kind: "table",
    columns: [
      { key: "number", label: "Number" },
      { key: "client", label: "Client" },
      { key: "amount", label: "Amount", align: "right" },
      { key: "due", label: "Due" },
      { key: "status", label: "Status" },
      { key: "id", label: "Id" },
    ],
    rows: list.map((i) => ({
      number: i.invoiceNumber,
      client: i.clientName ?? "Unknown Client",
      amount: money(i.amount, i.currency),
      due: day(i.dueDate),
      status: i.partiallyPaid
        ? `${i.status === "overdue" ? `overdue ${i.daysOverdue}d, ` : ""}partly paid, ${money(i.balance, i.currency)} due`
        : i.status === "overdue"
          ? `overdue ${i.daysOverdue}d${i.delivery === "possibly_sent" ? `, ${DELIVERY_WORDS[i.delivery]}` : ""}`
          : i.status === "paid"
            ? `paid ${day(i.paidDate)}`
            : // Whether the client has it is core's to say (core/invoices/delivery.ts): "may have been sent".
              i.status === "pending" && i.delivery !== "sent"
              ? `pending, ${DELIVERY_WORDS[i.delivery]}`
              : i.status,
      id: shortId(i.id),
    })),
    empty: search
      ? `No invoices match "${search}".`
      : status
        ? `No ${status} invoices.`
        : "Nothing unpaid. `microteam invoices --status paid` lists what was paid; `microteam invoice create` makes a new one.",
    footer: list.length || page.total ? totalsLine(summary, status) + more : undefined,
    data: list,
  };
}

/** The footer's totals, as the server counts them (the same figures as the web's tiles). */
function totalsLine(s: InvoiceSummary, filter?: InvoiceFilter): string {
  const sum = (b: { count: number; total: string }, what: string) =>
    `${plural(b.count, what)}, ${money(b.total, s.currency)}`;
  const unpaid = `Unpaid: ${sum(s.unpaid, "invoice")} (${s.overdue.count} overdue, ${money(s.overdue.total, s.currency)})`;
  // Totals are in the home currency at each invoice's recorded rate; the server says what they include.
  const others = s.currencyNote ? `. ${s.currencyNote}` : "";
  if (filter === "paid") return `Paid: ${sum(s.paid, "invoice")}${others}`;
  if (filter === "draft") return `Drafts: ${sum(s.draft, "invoice")}${others}`;
  if (filter === "overdue") return `Overdue: ${sum(s.overdue, "invoice")}${others}`;
  return unpaid + others;
}

export interface NewInvoice {
  client: string;
  amount: string;
  due?: string;
  description?: string;
  /** ISO 4217; the owner's home currency when absent. */
  currency?: string;
  /** Home units per unit of `currency`. */
  rate?: string;
}

/** `microteam invoice create`: the due date defaults to the server's (today plus the owner's payment terms). */
export async function createInvoice(ctx: CliContext, input: NewInvoice): Promise<Change> {
  const api = await ctx.api();
  const client = await findClient(api, input.client);
  const user = await api.request<PublicUser>("GET", "/api/auth/user");
  // The date the web's form shows too (core/invoices/payment-terms.ts): Immediate terms are today.
  const due = input.due ?? (await api.request<InvoiceDefaults>("GET", "/api/invoices/defaults")).dueDate;
  const amount = input.amount.replace(/[$€£,\s]/g, "");
  const home = user.defaultCurrency || "USD";
  const currency = input.currency?.trim().toUpperCase() || home;
  const rate =
    currency === home ? "" : input.rate ? ` at 1 ${currency} = ${input.rate} ${home}` : " at the rates source's rate";
  return {
    question: `Create an invoice of ${money(amount, isKnownCurrency(currency) ? currency : home)}${currency === home ? "" : ` ${currency}`}${rate} for ${client.name}, due ${day(due)}?`,
    async run() {
      const created = await api.request<InvoiceView>("POST", "/api/invoices", {
        clientId: client.id,
        amount,
        dueDate: due,
        description: input.description,
        status: "pending",
        ...(input.currency ? { currency: input.currency } : {}),
        ...(input.rate ? { exchangeRate: input.rate } : {}),
      });
      return {
        kind: "message",
        // Creating does not email it: say so, and how.
        text:
          `Created ${created.invoiceNumber}: ${money(created.amount, created.currency)} for ${client.name}, ` +
          `due ${day(created.dueDate)} (id ${shortId(created.id)}). Not emailed yet: ` +
          (client.email
            ? `send it with \`microteam invoice send ${created.invoiceNumber}\`.`
            : `${client.name} has no email address; add one with \`${addEmailCommand(client.name)}\`.`),
        data: created,
      };
    },
  };
}

/** `microteam invoice paid ID`. Paid is final. */
export async function markPaid(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const invoice = await findInvoice(api, ref);
  if (invoice.status === "paid")
    throw usageError(`${invoice.invoiceNumber} is already paid (on ${day(invoice.paidDate)}).`);
  return {
    question: `Mark ${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)} from ${invoice.clientName}) as paid? Paid is final.`,
    async run() {
      const updated = await api.request<InvoiceView>("PUT", `/api/invoices/${invoice.id}`, { status: "paid" });
      return {
        kind: "message",
        text: `${updated.invoiceNumber} is paid (${day(updated.paidDate)}).`,
        data: updated,
      };
    },
  };
}

/** `microteam invoice send ID`: the invoice email, with the owner's draft text, signed with their name. */
export async function sendInvoice(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const invoice = await findInvoice(api, ref);
  if (invoice.status === "paid")
    throw usageError(`${invoice.invoiceNumber} is already paid; there is nothing to send.`);
  if (!invoice.clientEmail) {
    throw new CliError(
      `${invoice.clientName} has no email address.`,
      EXIT.failure,
      `Add one with \`${addEmailCommand(invoice.clientName ?? invoice.clientId)}\`, then send again.`,
    );
  }
  const what = `${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)}) to ${invoice.clientName} <${invoice.clientEmail}>`;
  // When it went is an instant: the owner's day, not UTC's.
  const sentDay = invoice.sentAt
    ? dayIn(invoice.sentAt, (await api.request<PublicUser>("GET", "/api/auth/user")).timeZone)
    : "";
  return {
    // Known to be delivered already: said in the first question, and a yes to it is a yes to resending.
    question: invoice.sentAt
      ? `${invoice.invoiceNumber} was already emailed on ${sentDay}. Email ${what} again?`
      : `Email ${what}?`,
    async run() {
      // Queued but not yet delivered, or sent since: the server says when and to whom, and asks again.
      const res = await withSecondLook(ctx, (confirm) =>
        api.request<{ message: string; batchId: string }>("POST", "/api/invoices/send-single", {
          invoiceId: invoice.id,
          isReminder: false,
          confirm: confirm || Boolean(invoice.sentAt),
        }),
      );
      if (!res) throw new CliError("Cancelled. Nothing was sent again.", EXIT.failure);
      const text = await reportDelivery(ctx, res.batchId, {
        sent: `Emailed ${invoice.invoiceNumber} to ${invoice.clientEmail}.`,
        queued: res.message,
      });
      return { kind: "message", text, data: res };
    },
  };
}
