import type { MoneyFigures } from "@core/invoices";
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
 * `microteam nudge INVOICE|CLIENT…`: an invoice gets its payment reminder; a client with overdue
 * invoices gets a reminder for each; a client with nothing overdue gets a friendly follow-up (when named
 * alone), told what they still owe by the server's figure. Several at once (the briefing's "Send
 * reminders: 5 invoices") are confirmed in one question.
 */
export async function nudge(ctx: CliContext, refs: string | string[]): Promise<Change> {
  const api = await ctx.api();
  const list = typeof refs === "string" ? [refs] : refs;
  const resolved = await Promise.all(list.map((ref) => resolve(ref)));
  if (resolved.length === 1 && "followUp" in resolved[0]) return followUp(ctx, resolved[0].followUp, resolved[0].owes);
  const targets: InvoiceView[] = [];
  for (const [i, r] of resolved.entries()) {
    if ("followUp" in r)
      throw new CliError(
        `${r.followUp.name} ${r.owes}; nudge them on their own.`,
        1,
        `microteam nudge ${JSON.stringify(list[i])}`,
      );
    for (const inv of r.invoices) if (!targets.some((t) => t.id === inv.id)) targets.push(inv);
  }
  const unpaid = (i: InvoiceView) => i.status === "pending" || i.status === "overdue";
  const payable = targets.filter(unpaid);
  if (payable.length === 0) throw new CliError(`${targets[0].invoiceNumber} is already paid; no reminder needed.`, 1);
  const withoutEmail = payable.find((i) => !i.clientEmail);
  if (withoutEmail) throw noEmail(withoutEmail.clientName ?? withoutEmail.clientId);
  const oneClient = payable.every((i) => i.clientId === payable[0].clientId);
  const names = payable
    .map((i) => `${i.invoiceNumber} (${oneClient ? "" : `${i.clientName}, `}${money(i.amount, i.currency)})`)
    .join(", ");
  return {
    question: oneClient
      ? `Send a payment reminder for ${names} to ${payable[0].clientName} <${payable[0].clientEmail ?? "no email"}>?`
      : `Send a payment reminder for each of ${names}?`,
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

  /** One reference: its invoice, or a client's overdue invoices, or the client to follow up with. */
  async function resolve(ref: string): Promise<{ invoices: InvoiceView[] } | { followUp: ClientView; owes: string }> {
    const [invoices, clients] = await Promise.all([searchInvoices(api, ref), searchClients(api, ref)]);
    const matched = matchInvoices(invoices, ref);
    if (matched.length) return { invoices: matched };
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
    const overdue = (
      await api.page<InvoiceView>(`/api/invoices${query({ clientId: client.id, status: "overdue", limit: 200 })}`)
    ).items;
    return overdue.length ? { invoices: overdue } : { followUp: client, owes: await owes(client) };
  }

  /** Nothing overdue is not nothing owed: what the client still owes, as the server counts it. */
  async function owes(client: ClientView): Promise<string> {
    const f = await api.request<MoneyFigures>(
      "GET",
      `/api/invoices/figures${query({ clientId: client.id, period: "all" })}`,
    );
    return f.owed.count === 0
      ? "owes nothing right now"
      : `owes ${money(f.owed.total, f.currency)} (${plural(f.owed.count, "invoice")}), none of it overdue yet`;
  }

  function followUp(_ctx: CliContext, client: ClientView, owing: string): Change {
    if (!client.email) throw noEmail(client.name);
    return {
      question: `${client.name} ${owing}. Send them a friendly follow-up email <${client.email ?? "no email"}>?`,
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
