import type { CliContext } from "../context";
import { CliError } from "../errors";
import { addEmailCommand, money, plural } from "../format";
import { query } from "../api/client";
import { matchClients, matchInvoices, searchClients, searchInvoices } from "../resolve";
import type { ClientView, InvoiceView } from "../types";
import type { Change } from "./change";
import { reportDelivery } from "./delivery";
import { withSecondLook } from "./second-look";

/**
 * `microteam nudge INVOICE|CLIENT`: an invoice gets its payment reminder; a client with overdue
 * invoices gets a reminder for each; a client who owes nothing gets a friendly follow-up.
 */
export async function nudge(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const [invoices, clients] = await Promise.all([searchInvoices(api, ref), searchClients(api, ref)]);
  const unpaid = (i: InvoiceView) => i.status === "pending" || i.status === "overdue";
  let targets = matchInvoices(invoices, ref);
  if (targets.length === 0) {
    const found = matchClients(clients, ref);
    if (found.length > 1) {
      throw new CliError(`"${ref}" matches ${found.length} clients: ${found.map((c) => c.name).join(", ")}.`, 2);
    }
    if (found.length === 0) {
      throw new CliError(
        `No invoice or client matches "${ref}".`,
        1,
        "See `microteam invoices` and `microteam clients`.",
      );
    }
    const client = found[0];
    targets = (
      await api.page<InvoiceView>(`/api/invoices${query({ clientId: client.id, status: "overdue", limit: 200 })}`)
    ).items;
    if (targets.length === 0) return followUp(ctx, client);
  }
  const payable = targets.filter(unpaid);
  if (payable.length === 0) throw new CliError(`${targets[0].invoiceNumber} is already paid; no reminder needed.`, 1);
  if (!payable[0].clientEmail) throw noEmail(payable[0].clientName ?? payable[0].clientId);
  const names = payable.map((i) => `${i.invoiceNumber} (${money(i.amount, i.currency)})`).join(", ");
  return {
    question: `Send a payment reminder for ${names} to ${payable[0].clientName} <${payable[0].clientEmail ?? "no email"}>?`,
    async run() {
      const messages: string[] = [];
      for (const inv of payable) {
        const res = await withSecondLook(ctx, (confirm) =>
          api.request<{ message: string; batchId: string }>("POST", `/api/smart-admin/nudge-invoice/${inv.id}`, {
            confirm,
          }),
        );
        if (!res) {
          messages.push(`${inv.invoiceNumber}: not sent.`);
          continue;
        }
        messages.push(
          await reportDelivery(ctx, res.batchId, {
            sent: res.message.replace(" is on its way to ", " emailed to ") + ".",
            queued: res.message,
          }),
        );
      }
      return { kind: "message", text: messages.join("\n"), data: { sent: payable.length, messages } };
    },
  };

  function followUp(_ctx: CliContext, client: ClientView): Change {
    if (!client.email) throw noEmail(client.name);
    return {
      question: `${client.name} owes nothing right now. Send them a friendly follow-up email <${client.email ?? "no email"}>?`,
      async run() {
        const res = await api.request<{ message: string; batchId: string }>(
          "POST",
          `/api/smart-admin/nudge-client/${client.id}`,
        );
        const text = await reportDelivery(_ctx, res.batchId, {
          sent: `Follow-up emailed to ${client.name} (${client.email}).`,
          queued: res.message,
        });
        return { kind: "message", text, data: res };
      },
    };
  }
}

const noEmail = (clientName: string) =>
  new CliError(`${clientName} has no email address.`, 1, `Add one with \`${addEmailCommand(clientName)}\`.`);

export const describeCount = (n: number) => plural(n, "reminder");
