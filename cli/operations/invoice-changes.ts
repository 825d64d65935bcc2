import type { CliContext } from "../context";
import { usageError } from "../errors";
import { money } from "../format";
import { findInvoice } from "../resolve";
import type { InvoiceView } from "../types";
import type { Change } from "./change";

/** `microteam invoice void ID`: an issued invoice keeps its number and history and stops being owed. */
export async function voidInvoice(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const invoice = await findInvoice(api, ref);
  if (invoice.status === "paid") throw usageError(`${invoice.invoiceNumber} is paid; a paid invoice cannot be voided.`);
  if ((invoice.status as string) === "void") throw usageError(`${invoice.invoiceNumber} is already void.`);
  return {
    question: `Void ${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)} from ${invoice.clientName})? It stops being owed and gets no more reminders. This cannot be undone.`,
    async run() {
      const voided = await api.request<InvoiceView>("POST", `/api/invoices/${invoice.id}/void`);
      return { kind: "message", text: `${voided.invoiceNumber} is void.`, data: voided };
    },
  };
}

/** `microteam invoice duplicate ID`: a new draft with the same client and lines. */
export async function duplicateInvoice(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const invoice = await findInvoice(api, ref);
  return {
    question: `Make a new draft from ${invoice.invoiceNumber} (${money(invoice.amount, invoice.currency)} for ${invoice.clientName})?`,
    async run() {
      const copy = await api.request<InvoiceView>("POST", `/api/invoices/${invoice.id}/duplicate`);
      return {
        kind: "message",
        text: `Draft ${copy.invoiceNumber} created (${money(copy.amount, copy.currency)}, due ${copy.dueDate}).`,
        data: copy,
      };
    },
  };
}
