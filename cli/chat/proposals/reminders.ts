// Reminders from the chat: to one client ("remind initech", "chase starck industires"), about one
// invoice, or to everyone overdue. A client's late invoices are chased first; with none late, their
// sent and unpaid ones; with none open, a friendly follow-up. No email on file is a question back.

import type { MoneyFigures } from "@core/invoices";
import { query } from "../../api/client";
import type { CliContext } from "../../context";
import { money, plural } from "../../format";
import { nudge } from "../../operations/nudge";
import type { ClientView, InvoiceView } from "../../types";
import { invoicesOf, lookupInvoice } from "../lookup";
import type { ChatReply, Intent } from "../types";
import { clientForChange, describeInvoice, proposeSend, unsentOf } from "./invoices";
import { propose, proposeChange, say } from "./propose";

const noEmail = (name: string, what: string) =>
  say(
    `${name} has no email address on file, so I can't email ${what}. What is their email? Say ` +
      `"${name}'s email is name@example.com" and I'll add it, then ask me again.`,
  );

/** One proposal for reminders about these invoices of one client (the operation sends each). */
async function remindInvoices(
  ctx: CliContext,
  client: { name: string; email: string | null },
  invoices: InvoiceView[],
  preface?: string,
) {
  if (!client.email) return noEmail(client.name, `a reminder for ${invoices.map((i) => i.invoiceNumber).join(", ")}`);
  const change = await nudge(ctx, invoices.length === 1 ? invoices[0].invoiceNumber : client.name);
  return proposeChange(
    { op: "remind_invoice", args: { invoiceNumbers: invoices.map((i) => i.invoiceNumber) } },
    change,
    preface,
  );
}

export async function proposeNudge(ctx: CliContext, intent: Extract<Intent, { op: "nudge" }>): Promise<ChatReply> {
  const api = await ctx.api();
  if (/^(?:inv-?)?#?\d{3,}$|^inv-/i.test(intent.ref)) {
    const invoice = await lookupInvoice(api, intent.ref);
    if (!invoice) return say(`No invoice matches "${intent.ref}". \`microteam invoices\` lists them.`);
    if (invoice.status === "paid" || invoice.status === "draft")
      return say(`${describeInvoice(invoice)}: there is nothing to remind ${invoice.clientName} about.`);
    return remindInvoices(ctx, { name: invoice.clientName ?? "the client", email: invoice.clientEmail }, [invoice]);
  }
  const found = await clientForChange(ctx, intent.ref, async (c) => {
    const open = await invoicesOf(api, c.id, "unpaid");
    return open.length ? open.map(describeInvoice).join(", ") : "owes nothing";
  });
  if ("kind" in found) return found;
  const { client, preface } = found;
  const late = await invoicesOf(api, client.id, "overdue");
  if (late.length) return remindInvoices(ctx, client, late, preface);
  const open = (await invoicesOf(api, client.id, "unpaid")).filter((i) => i.sentAt);
  if (intent.lateOnly) {
    return say(
      `${client.name} has nothing overdue${open.length ? ` (open: ${open.map(describeInvoice).join(", ")})` : ""}.`,
    );
  }
  if (open.length && !intent.followUp) return remindInvoices(ctx, client, open, preface);
  if (!intent.followUp) {
    // A draft the client never received gets no reminder: sending it is the move (README: reminders).
    const unsent = await unsentOf(ctx, client);
    if (unsent.length === 1) {
      const invoice = unsent[0];
      return proposeSend(
        ctx,
        { op: "invoice.send", ref: invoice.invoiceNumber },
        `${invoice.invoiceNumber} was never sent, so there is nothing to remind ${client.name} about yet.`,
      );
    }
    if (unsent.length > 1)
      return say(
        `${client.name} has no invoice out yet: ${unsent.map(describeInvoice).join(", ")} ${unsent.length > 1 ? "were" : "was"} never sent. Which should I send?`,
      );
    // "remind X about their invoice" when X owes nothing: asked, not turned into a check-in email.
    if (intent.aboutMoney)
      return say(
        `${client.name} owes nothing right now, so there is no invoice to remind them about. Did you mean another client? Or say "check in with ${client.name}" for a friendly follow-up email.`,
      );
  }
  return followUp(ctx, client, preface);
}

async function followUp(ctx: CliContext, client: ClientView, preface?: string): Promise<ChatReply> {
  if (!client.email) return noEmail(client.name, "a follow-up");
  return proposeChange(
    { op: "nudge_client", args: { clientName: client.name } },
    await nudge(ctx, client.name),
    preface,
  );
}

/**
 * "remind everyone who's overdue": every overdue invoice whose client has an email, in one proposal.
 * Its total is the server's `remindable` figure: what is still owed on them, in the home currency.
 */
export async function proposeRemindOverdue(ctx: CliContext): Promise<ChatReply> {
  const api = await ctx.api();
  const [page, figures] = await Promise.all([
    api.page<InvoiceView>(`/api/invoices${query({ status: "overdue", sort: "dueDate", limit: 200 })}`),
    api.request<MoneyFigures>("GET", "/api/invoices/figures"),
  ]);
  const late = page.items;
  if (late.length === 0) return say("Nothing is overdue. 🎉");
  const mailable = late.filter((i) => i.clientEmail);
  const left = late.filter((i) => !i.clientEmail);
  const leftOut = left.length
    ? `Left out: ${left.map((i) => `${i.invoiceNumber} (${i.clientName} has no email address)`).join(", ")}.`
    : undefined;
  if (mailable.length === 0) return say(`${leftOut} Add an email in the web app's Clients page to remind them.`);
  return propose(
    { op: "remind_invoice", args: { invoiceNumbers: mailable.map((i) => i.invoiceNumber) } },
    `Email ${plural(mailable.length, "payment reminder")} (${money(figures.remindable.total, figures.currency)} in all): ` +
      `${mailable.map((i) => `${i.invoiceNumber} to ${i.clientName}`).join(", ")}?`,
    async () => {
      const lines: string[] = [];
      for (const invoice of mailable) {
        const { toText } = await import("../text");
        lines.push(toText(await (await nudge(ctx, invoice.invoiceNumber)).run()));
      }
      return say(lines.join("\n"));
    },
    leftOut,
  );
}
