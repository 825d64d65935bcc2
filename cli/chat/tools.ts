import { z } from "zod";
import type { ToolSpec } from "@core/ai";
import { MONEY_PERIODS } from "@core/invoices/money-periods";
import { ACTIONS } from "./actions";
import type { AskPeriod, Intent } from "./types";

// The chat's operations as tools for the model, named as the held-out set names its changes. A tool
// call becomes an Intent, and the Intent runs exactly as the offline parser's would: same lookups
// ("did you mean"), same questions back, same confirmations. Lookups (find_clients, find_invoices,
// find_quotes, find_tasks, find_recurring, find_helpers, billing_settings: lookup-tools.ts) run inside
// the model's turn so it can name real records; `npm run eval:chat -- --model` measures what the tools
// let a model do (decision 330).

/** A calendar month, and any days (both included), as money_question's periods take them. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAYS = /^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("YYYY-MM-DD");
const invoiceNumber = z.string().min(1).describe("an invoice number like INV-1003 (or 1003)");
const clientName = z.string().min(1).describe("the client's name as the owner wrote it");
const title = z.string().min(1).describe("the task's title or a phrase of it");

export const TOOLS: ToolSpec[] = [
  { name: "morning_focus", description: "The morning briefing: top 3 money moves, alerts.", schema: z.object({}) },
  {
    name: "list_invoices",
    description: "List invoices by status.",
    schema: z.object({ filter: z.enum(["unpaid", "overdue", "pending", "paid", "draft"]).optional() }),
  },
  {
    name: "money_question",
    description:
      "Answer a money question: owed (in total or by a client), overdue, not-yet-due, collected in a period, " +
      "top-debtor, oldest unpaid, due-soon.",
    schema: z.object({
      ask: z.enum(["owed", "overdue", "not-yet-due", "collected", "top-debtor", "oldest", "due-soon"]),
      clientName: z.string().optional(),
      periods: z
        .array(z.union([z.enum(MONEY_PERIODS), z.string().regex(MONTH), z.string().regex(DAYS)]))
        .optional()
        .describe(
          'the period(s) asked about, two to compare: a named one, a calendar month "2026-10", or any days ' +
            '"2026-07-01..2026-09-30" (a quarter, "since September")',
        ),
    }),
  },
  {
    name: "invoice_status",
    description: "Whether an invoice is paid, late or due.",
    schema: z.object({ invoiceNumber }),
  },
  {
    name: "client_status",
    description: "A client's open invoices and last payment.",
    schema: z.object({ clientName }),
  },
  {
    name: "mark_invoice_paid",
    description:
      "Record a payment: by invoice number (with amount: that part payment; without: paid in full), or by " +
      "client (and amount) when the owner names no invoice.",
    schema: z.object({
      invoiceNumber: invoiceNumber.optional(),
      clientName: z.string().optional(),
      amount: z.string().optional().describe("the sum received, e.g. 400 or 850.50"),
      paidDate: date.optional(),
    }),
  },
  {
    name: "send_invoice",
    description: "Email an unsent invoice to its client, by number or by client.",
    schema: z.object({ invoiceNumber: invoiceNumber.optional(), clientName: z.string().optional() }),
  },
  {
    name: "create_invoice",
    description: "Create an invoice for an existing client.",
    schema: z.object({
      clientName,
      amount: z.string().min(1).describe("e.g. 2400 or 850.50"),
      dueDate: date.optional(),
      description: z.string().optional(),
    }),
  },
  {
    name: "remind_invoice",
    description: "Email a payment reminder for an invoice, or for a client's open invoices.",
    schema: z.object({ invoiceNumber: invoiceNumber.optional(), clientName: z.string().optional() }),
  },
  { name: "remind_overdue", description: "Email a reminder for every overdue invoice.", schema: z.object({}) },
  {
    name: "nudge_client",
    description:
      "A friendly follow-up email to a client (a check-in, a thank-you); a client with overdue invoices gets a payment reminder instead.",
    schema: z.object({ clientName }),
  },
  {
    name: "run_reminders",
    description: "Run the automatic payment reminders that are due now (stages 1, 3, 7 days late).",
    schema: z.object({ dryRun: z.boolean().optional() }),
  },
  { name: "list_clients", description: "List the clients.", schema: z.object({}) },
  {
    name: "list_tasks",
    description: "List the prioritised tasks and money moves; or the open tasks due today or tomorrow.",
    schema: z.object({ due: z.enum(["today", "tomorrow"]).optional() }),
  },
  {
    name: "create_task",
    description: "Add a task to the owner's list ('remind me to …' is a task).",
    schema: z.object({
      title: z.string().min(1),
      dueDate: date.optional(),
      priority: z.enum(["low", "medium", "high"]).optional(),
    }),
  },
  { name: "complete_task", description: "Mark a task done, by its title.", schema: z.object({ taskTitle: title }) },
  { name: "delete_task", description: "Delete a task, by its title.", schema: z.object({ taskTitle: title }) },
  {
    name: "workflow_status",
    description: "How a workflow is coming along.",
    schema: z.object({ workflowTitle: z.string().min(1) }),
  },
  {
    name: "start_timer",
    description: "Start a timer for a client (the running timer, if any, stops first).",
    schema: z.object({ clientName, description: z.string().optional().describe("what the owner works on") }),
  },
  { name: "stop_timer", description: "Stop the running timer.", schema: z.object({}) },
  {
    name: "log_time",
    description: "Log time worked for a client without the timer.",
    schema: z.object({
      clientName,
      minutes: z.number().int().positive().optional().describe("the time worked in minutes (or give duration)"),
      duration: z.string().min(1).optional().describe('as written: "2 hours", "1h30m", "90m", "1.5h"'),
      description: z.string().optional(),
      date: date.optional().describe("the day worked (default today)"),
    }),
  },
  {
    name: "unbilled_work",
    description: "How much tracked time is not invoiced yet: in total by client, or one client's.",
    schema: z.object({ clientName: z.string().optional() }),
  },
  {
    name: "invoice_unbilled_time",
    description:
      "Turn a client's unbilled time into one invoice, a line per entry. Give amount, the unbilled total the owner agreed to (as unbilled_work said it): if the time changed since, nothing is made.",
    schema: z.object({
      clientName,
      amount: z
        .string()
        .optional()
        .describe('the unbilled total the owner agreed to, as unbilled_work said it ("95.00")'),
    }),
  },
  { name: "who_am_i", description: "The owner's name and business.", schema: z.object({}) },
  {
    name: "client_details",
    description: "A client's email address or phone number.",
    schema: z.object({ clientName, field: z.enum(["email", "phone"]) }),
  },
  {
    name: "best_clients",
    description: "The clients who paid the most, by money received: in all, or between two dates.",
    schema: z.object({ from: date.optional().describe("with to"), to: date.optional().describe("with from") }),
  },
  {
    name: "payment_habits",
    description: "Who pays late and who pays early, on average over their paid invoices; or one client's habit.",
    schema: z.object({ clientName: z.string().optional() }),
  },
  {
    name: "open_quotes",
    description: "Quotes waiting on the client (sent, no answer yet) and accepted quotes not yet invoiced.",
    schema: z.object({ clientName: z.string().optional() }),
  },
  {
    name: "recurring_invoices",
    description: "The recurring invoice series (amount, how often, next date, paused or active).",
    schema: z.object({ clientName: z.string().optional() }),
  },
  { name: "new_leads", description: "The new leads (people who got in touch) not yet clients.", schema: z.object({}) },
  {
    name: "email_service",
    description: "How emails go out: through the owner's SMTP server, or to the offline outbox.",
    schema: z.object({}),
  },
  {
    name: "list_posts",
    description:
      "The scheduled social posts coming up; with all, every post, past and failed ones too (with why they failed).",
    schema: z.object({ all: z.boolean().optional() }),
  },
  {
    name: "status",
    description: "Where the data is and which AI, email and payment services are active.",
    schema: z.object({}),
  },
  // The operations defined once as ActionSpecs (cli/chat/actions/).
  ...ACTIONS.map(({ name, description, schema }) => ({ name, description, schema })),
];

type Args = Record<string, string | undefined> & { periods?: never; dryRun?: boolean; minutes?: never; all?: never };

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]; // prettier-ignore

/** Days between two dates as a period the answers name: "Q3 2026", "October 2026", "2026", or "those days". */
function days(from: string, to: string): AskPeriod {
  const [y, m, d] = from.split("-").map(Number);
  const end = new Date(Date.UTC(y, m - 1 + 1, 0)).toISOString().slice(0, 10);
  const endOf = (months: number) => new Date(Date.UTC(y, m - 1 + months, 0)).toISOString().slice(0, 10);
  const label =
    d !== 1
      ? "those days"
      : m === 1 && to === `${y}-12-31`
        ? String(y)
        : (m - 1) % 3 === 0 && to === endOf(3)
          ? `Q${(m + 2) / 3} ${y}`
          : to === end
            ? `${MONTH_NAMES[m - 1]} ${y}`
            : "those days";
  return { from, to, label };
}

/** A tool call as an Intent; an unknown tool or bad input is null (the caller falls back). */
export function toolToIntent(tool: string, input: unknown): Intent | null {
  const action = ACTIONS.find((a) => a.name === tool);
  if (action) {
    const parsed = action.schema.safeParse(input ?? {});
    return parsed.success ? { op: "act", name: tool, args: parsed.data as Record<string, unknown> } : null;
  }
  const spec = TOOLS.find((t) => t.name === tool);
  const parsed = spec?.schema.safeParse(input ?? {});
  if (!spec || !parsed?.success) return null;
  const a = parsed.data as Args;
  const client = a.clientName;
  switch (tool) {
    case "morning_focus":
      return { op: "focus" };
    case "list_invoices":
      return { op: "invoices", filter: a.filter as never };
    case "money_question":
      return { op: "money", ask: a.ask as never, client, periods: (parsed.data as { periods?: never }).periods };
    case "invoice_status":
      return { op: "invoice.status", ref: a.invoiceNumber! };
    case "client_status":
      return { op: "client.status", client: client! };
    case "mark_invoice_paid":
      if (!a.invoiceNumber && !client && !a.amount) return null;
      return { op: "invoice.paid", ref: a.invoiceNumber, client, amount: a.amount, paidDate: a.paidDate };
    case "send_invoice":
      if (!a.invoiceNumber && !client) return null;
      return { op: "invoice.send", ref: a.invoiceNumber, client };
    case "create_invoice":
      return { op: "invoice.create", client: client!, amount: a.amount, due: a.dueDate, description: a.description };
    case "remind_invoice":
      if (!a.invoiceNumber && !client) return null;
      return { op: "nudge", ref: (a.invoiceNumber ?? client)! };
    case "remind_overdue":
      return { op: "remind.overdue" };
    case "nudge_client":
      return { op: "nudge", ref: client!, followUp: true };
    case "run_reminders":
      return { op: "remind", dryRun: a.dryRun };
    case "list_clients":
      return { op: "clients" };
    case "list_tasks":
      return { op: "tasks", due: a.due as never };
    case "create_task":
      return { op: "task.add", title: a.title!, due: a.dueDate, priority: a.priority as never };
    case "complete_task":
      return { op: "done", title: a.taskTitle };
    case "delete_task":
      return { op: "task.delete", title: a.taskTitle! };
    case "workflow_status":
      return { op: "workflow.status", title: a.workflowTitle! };
    case "start_timer":
      return { op: "timer.start", client: client!, description: a.description };
    case "stop_timer":
      return { op: "timer.stop" };
    case "log_time": {
      const minutes = (parsed.data as { minutes?: number }).minutes;
      const duration = a.duration ?? (minutes ? `${minutes}m` : undefined);
      if (!duration) return null;
      return { op: "time.add", client: client!, duration, description: a.description, date: a.date };
    }
    case "unbilled_work":
      return { op: "unbilled", client };
    case "invoice_unbilled_time":
      return { op: "unbilled.invoice", client: client!, amount: a.amount };
    case "who_am_i":
      return { op: "whoami" };
    case "client_details":
      return { op: "client.ask", client: client!, field: a.field as "email" | "phone" };
    case "best_clients":
      if (Boolean(a.from) !== Boolean(a.to)) return null;
      return { op: "ask", what: "best-clients", period: a.from && a.to ? days(a.from, a.to) : undefined };
    case "payment_habits":
      return { op: "ask", what: "late-payers", client };
    case "open_quotes":
      return { op: "ask", what: "quotes", client };
    case "recurring_invoices":
      return { op: "ask", what: "recurring", client };
    case "new_leads":
      return { op: "ask", what: "leads" };
    case "email_service":
      return { op: "email.service" };
    case "list_posts":
      return { op: "posts", all: (parsed.data as { all?: boolean }).all };
    default:
      return { op: "status" };
  }
}
