// Questions the chat answers in a sentence or two: money, a client, an invoice, who the owner is,
// how email goes out, a workflow's progress. Figures are the server's (GET /api/invoices/figures and
// the ledger); this file only words them.

import type { MoneyFigures, MoneyPeriod } from "@core/invoices";
import { query } from "../api/client";
import type { CliContext } from "../context";
import { day, money, plural } from "../format";
import type { InvoiceView, PublicUser, ServerInfo } from "../types";
import type { ChatReply, Intent } from "./types";
import { either, invoicesOf, lookupClient, lookupInvoice, lookupWorkflow } from "./lookup";
import type { ClientView } from "../types";

const say = (text: string): ChatReply => ({ kind: "text", text });

/** "this month", or "in October 2026" for a calendar month. */
function periodWords(period: MoneyPeriod): string {
  if (period in PERIOD_WORDS) return PERIOD_WORDS[period as keyof typeof PERIOD_WORDS];
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(period);
  if (range) return `from ${day(range[1])} to ${day(range[2])}`;
  const d = new Date(`${period}-01T00:00:00Z`);
  return `in ${d.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })}`;
}

const PERIOD_WORDS = {
  today: "today",
  "this-week": "this week",
  "last-week": "last week",
  "this-month": "this month",
  "last-month": "last month",
  "this-year": "so far this year",
  "last-year": "last year",
  all: "in all",
} as const;

async function figures(ctx: CliContext, period: MoneyPeriod, clientId?: string): Promise<MoneyFigures> {
  return (await ctx.api()).request<MoneyFigures>("GET", `/api/invoices/figures${query({ period, clientId })}`);
}

/** The client a question names, or a reply saying who was meant or that none matches. */
export async function clientFor(
  ctx: CliContext,
  typed: string,
): Promise<{ client: ClientView; note: string } | ChatReply> {
  const found = await lookupClient(await ctx.api(), typed);
  if (found.kind === "exact") return { client: found.item, note: "" };
  if (found.kind === "fuzzy") return { client: found.item, note: `(I took "${typed}" to mean ${found.item.name}.) ` };
  if (found.kind === "several") return say(`Which client do you mean: ${either(found.items.map((c) => c.name))}?`);
  return say(`No client is called "${typed}". \`microteam clients\` lists them; "add client ${typed}" adds one.`);
}

type MoneyIntent = Extract<Intent, { op: "money" }>;

export async function answerMoney(ctx: CliContext, intent: MoneyIntent): Promise<ChatReply> {
  let client: ClientView | undefined;
  let note = "";
  if (intent.client) {
    const found = await clientFor(ctx, intent.client);
    if ("kind" in found) return found;
    ({ client, note } = found);
  }
  const periods = intent.periods?.length ? intent.periods : ([client ? "all" : "this-month"] as MoneyPeriod[]);
  const f = await figures(ctx, periods[0], client?.id);
  const m = (amount: string) => money(amount, f.currency);
  const who = client?.name;
  switch (intent.ask) {
    case "owed": {
      if (who) {
        // Each open invoice named (the first few), so "remind them about the second one" has something to point at.
        const open = f.owed.count && client ? (await invoicesOf(await ctx.api(), client.id, "unpaid")).slice(0, 5) : [];
        const listed = open.length
          ? ` ${open.map((i) => `${i.invoiceNumber} ${m(i.balance)} ${i.status === "overdue" ? `(${i.daysOverdue} days late)` : `(due ${day(i.dueDate)})`}`).join("; ")}.`
          : "";
        return say(
          `${note}${who} owes you ${m(f.owed.total)} (${plural(f.owed.count, "invoice")})` +
            (f.owed.count ? `: ${m(f.overdue.total)} overdue, ${m(f.notYetDue.total)} not yet due.${listed}` : "."),
        );
      }
      const drafts = f.draft.count ? ` Drafts (${m(f.draft.total)}) are not counted until you send them.` : "";
      return say(
        `You're owed ${m(f.owed.total)} in total across ${plural(f.owed.count, "invoice")}: ${m(f.overdue.total)} overdue ` +
          `(${f.overdue.count}) and ${m(f.notYetDue.total)} not yet due (${f.notYetDue.count}).${drafts}`,
      );
    }
    case "overdue":
      return say(
        `${note}${who ? `${who} has` : "You have"} ${m(f.overdue.total)} overdue across ${plural(f.overdue.count, "invoice")}` +
          (f.overdue.count ? `; the oldest is ${f.oldestDaysOverdue} days late.` : "."),
      );
    case "not-yet-due":
      return say(
        `${m(f.notYetDue.total)} is owed and not late yet (${plural(f.notYetDue.count, "invoice")}), besides ` +
          `${m(f.overdue.total)} overdue.`,
      );
    case "collected": {
      const all = await Promise.all(periods.map((p) => (p === periods[0] ? f : figures(ctx, p, client?.id))));
      const lines = all.map(
        (x) => `${m(x.collected.total)} ${periodWords(x.period)} (${plural(x.collected.count, "invoice")} paid)`,
      );
      return say(`${note}${who ? `${who} paid you` : "You collected"} ${lines.join(", and ")}.`);
    }
    case "top-debtor": {
      const [top, ...rest] = f.topDebtors;
      if (!top) return say("Nobody owes you anything right now.");
      return say(
        `${top.clientName} owes you the most: ${m(top.owed)} (${plural(top.count, "invoice")}).` +
          (rest.length ? ` Then ${rest.map((d) => `${d.clientName} ${m(d.owed)}`).join(", ")}.` : ""),
      );
    }
    case "oldest": {
      const [oldest] = (
        await (
          await ctx.api()
        ).page<InvoiceView>(`/api/invoices${query({ status: "unpaid", sort: "dueDate", limit: 1 })}`)
      ).items;
      if (!oldest) return say("Nothing is unpaid.");
      return say(
        `Your oldest unpaid invoice is ${oldest.invoiceNumber}: ${m(oldest.amount)} from ${oldest.clientName}, due ` +
          `${day(oldest.dueDate)}${oldest.daysOverdue ? ` (${oldest.daysOverdue} days late)` : ""}.`,
      );
    }
    case "due-soon": {
      const api = await ctx.api();
      const { addDays } = await import("@core/time");
      const week = (
        await api.page<InvoiceView>(
          `/api/invoices${query({ status: "pending", dueFrom: f.today, dueTo: addDays(f.today, 6), sort: "dueDate", limit: 50 })}`,
        )
      ).items;
      if (week.length === 0)
        return say(`Nothing falls due in the next 7 days. ${m(f.overdue.total)} is already overdue.`);
      return say(
        `Due in the next 7 days: ${week.map((i) => `${i.invoiceNumber} ${m(i.amount)} from ${i.clientName}, due ${day(i.dueDate)}`).join("; ")}.` +
          (f.overdue.count ? ` Already overdue: ${m(f.overdue.total)}.` : ""),
      );
    }
  }
}

/** "did globex pay yet", "how late is pied piper": the client's open invoices and their last payment. */
export async function answerClientStatus(ctx: CliContext, typed: string): Promise<ChatReply> {
  const found = await clientFor(ctx, typed);
  if ("kind" in found) return found;
  const { client, note } = found;
  const api = await ctx.api();
  const [open, paid] = await Promise.all([
    invoicesOf(api, client.id, "unpaid"),
    api.page<InvoiceView>(
      `/api/invoices${query({ clientId: client.id, status: "paid", sort: "-createdAt", limit: 1 })}`,
    ),
  ]);
  const last = paid.items[0];
  const lastPaid = last
    ? ` Last payment: ${last.invoiceNumber} (${money(last.amount, last.currency)}) on ${day(last.paidDate)}.`
    : "";
  if (open.length === 0) return say(`${note}${client.name} owes nothing right now.${lastPaid}`);
  const lines = open.map(
    (i) =>
      `${i.invoiceNumber} ${money(i.amount, i.currency)}, ` +
      (i.daysOverdue ? `${i.daysOverdue} days overdue (due ${day(i.dueDate)})` : `due ${day(i.dueDate)}, not late yet`),
  );
  return say(`${note}${client.name} has not paid ${lines.join("; ")}.${lastPaid}`);
}

export async function answerClientField(ctx: CliContext, typed: string, field: "email" | "phone"): Promise<ChatReply> {
  const found = await clientFor(ctx, typed);
  if ("kind" in found) return found;
  const { client, note } = found;
  const value = client[field];
  return say(
    value
      ? `${note}${client.name}'s ${field}: ${value}`
      : `${note}${client.name} has no ${field} on file. Tell me "${client.name}'s ${field} is …" and I'll add it.`,
  );
}

/** "was 1003 paid?" (the default) or "is 2061 overdue?" (late): the yes or no answers the question asked. */
export async function answerInvoiceStatus(ctx: CliContext, ref: string, late = false): Promise<ChatReply> {
  const invoice = await lookupInvoice(await ctx.api(), ref);
  if (!invoice) return say(`No invoice matches "${ref}". \`microteam invoices\` lists them.`);
  const m = money(invoice.amount, invoice.currency);
  const from = `${m} from ${invoice.clientName}`;
  const answer = (paid: "Yes" | "No", isLate: "Yes" | "No") => (late ? isLate : paid);
  switch (invoice.status) {
    case "paid":
      return say(`${answer("Yes", "No")}: ${invoice.invoiceNumber} (${from}) was paid on ${day(invoice.paidDate)}.`);
    case "overdue":
      return say(
        `${answer("No", "Yes")}: ${invoice.invoiceNumber} (${from}) is ${invoice.daysOverdue} days overdue (due ${day(invoice.dueDate)}).`,
      );
    case "draft":
      return say(`No: ${invoice.invoiceNumber} (${from}) is a draft that hasn't been sent.`);
    default:
      return say(`No: ${invoice.invoiceNumber} (${from}) is due ${day(invoice.dueDate)}, not late yet.`);
  }
}

export async function answerWhoami(ctx: CliContext): Promise<ChatReply> {
  const user = await (await ctx.api()).request<PublicUser>("GET", "/api/auth/user");
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return say(
    `You're ${name || user.email}${name ? ` <${user.email}>` : ""}${user.businessName ? ` of ${user.businessName}` : ""}` +
      ` (time zone ${user.timeZone}, amounts in ${user.defaultCurrency}).`,
  );
}

export async function answerEmailService(ctx: CliContext): Promise<ChatReply> {
  const info = await (await ctx.api()).request<ServerInfo>("GET", "/api/config");
  return say(
    info.mail.mode === "smtp"
      ? "Emails go out through your SMTP server (SMTP_URL), with retries until they are delivered."
      : "No email service is set up, so emails go to the offline outbox and nobody receives them. Set SMTP_URL to " +
          "send for real; `microteam status` shows what is active.",
  );
}

export async function answerWorkflow(ctx: CliContext, phrase: string): Promise<ChatReply> {
  const found = await lookupWorkflow(await ctx.api(), phrase);
  if (found.kind === "none") return say(`No workflow matches "${phrase}". \`microteam workflows\` lists them.`);
  if (found.kind === "several") return say(`Which workflow: ${either(found.items.map((w) => w.title))}?`);
  const w = found.item;
  const next = w.nextStep
    ? ` Next step: ${w.nextStep.title}${w.nextStep.dueDate ? ` (due ${day(w.nextStep.dueDate)})` : ""}.`
    : "";
  return say(
    `${w.title} is ${w.status}, ${w.progress}% done (${w.steps.completed} of ${plural(w.steps.total, "step")}).${next}`,
  );
}

/** Open tasks due on a day, from the task list's due filter. */
export async function answerTasksDue(ctx: CliContext, when: "today" | "tomorrow"): Promise<ChatReply> {
  const api = await ctx.api();
  const user = await api.request<PublicUser>("GET", "/api/auth/user");
  const { addDays, todayIn } = await import("@core/time");
  const today = todayIn(user.timeZone, ctx.now());
  const date = when === "today" ? today : addDays(today, 1);
  const tasks = (
    await api.page<{ title: string; priority: string }>(
      `/api/tasks${query({ completed: "false", dueFrom: date, dueTo: date, sort: "dueDate", limit: 50 })}`,
    )
  ).items;
  if (tasks.length === 0) return say(`Nothing is due ${when}. \`microteam tasks\` shows what matters most.`);
  return say(`Due ${when}: ${tasks.map((t) => `${t.title} (${t.priority})`).join("; ")}.`);
}

/** A decline, with this year's collected figure when it helps (taxes). */
export async function answerDecline(ctx: CliContext, intent: Extract<Intent, { op: "decline" }>): Promise<ChatReply> {
  if (!intent.collectedThisYear) return say(intent.text);
  const f = await figures(ctx, "this-year");
  return say(`${intent.text} Collected so far this year: ${money(f.collected.total, f.currency)}.`);
}
