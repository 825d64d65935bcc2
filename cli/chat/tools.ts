import { z } from "zod";
import type { ToolSpec } from "@core/ai";
import { MONEY_PERIODS } from "@core/invoices/money-periods";
import { ACTIONS } from "./actions";
import type { Intent } from "./types";

// The chat's operations as tools for the model, named as the held-out set names its changes. A tool
// call becomes an Intent, and the Intent runs exactly as the offline parser's would: same lookups
// ("did you mean"), same questions back, same confirmations. Lookups (find_clients, find_invoices)
// run inside the model's turn so it can name real clients and invoices.

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
      periods: z.array(z.enum(MONEY_PERIODS)).optional(),
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
    description: "A friendly follow-up email to a quiet client.",
    schema: z.object({ clientName }),
  },
  {
    name: "run_reminders",
    description: "Run the automatic payment reminders that are due now (stages 1, 3, 7 days late).",
    schema: z.object({ dryRun: z.boolean().optional() }),
  },
  { name: "list_clients", description: "List the clients.", schema: z.object({}) },
  { name: "list_tasks", description: "List the prioritised tasks and money moves.", schema: z.object({}) },
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
    name: "start_workflow",
    description: "Start a paused workflow again.",
    schema: z.object({ workflowTitle: z.string().min(1) }),
  },
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
      duration: z.string().min(1).describe('as written: "2 hours", "1h30m", "90m", "1.5h"'),
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
    name: "list_posts",
    description: "The scheduled social posts coming up.",
    schema: z.object({}),
  },
  {
    name: "status",
    description: "Where the data is and which AI, email and payment services are active.",
    schema: z.object({}),
  },
  // The operations defined once as ActionSpecs (cli/chat/actions/).
  ...ACTIONS.map(({ name, description, schema }) => ({ name, description, schema })),
];

type Args = Record<string, string | undefined> & { periods?: never; dryRun?: boolean };

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
      return { op: "nudge", ref: client! };
    case "run_reminders":
      return { op: "remind", dryRun: a.dryRun };
    case "list_clients":
      return { op: "clients" };
    case "list_tasks":
      return { op: "tasks" };
    case "create_task":
      return { op: "task.add", title: a.title!, due: a.dueDate, priority: a.priority as never };
    case "complete_task":
      return { op: "done", title: a.taskTitle };
    case "delete_task":
      return { op: "task.delete", title: a.taskTitle! };
    case "start_workflow":
      return { op: "workflow.start", title: a.workflowTitle! };
    case "workflow_status":
      return { op: "workflow.status", title: a.workflowTitle! };
    case "start_timer":
      return { op: "timer.start", client: client!, description: a.description };
    case "stop_timer":
      return { op: "timer.stop" };
    case "log_time":
      return { op: "time.add", client: client!, duration: a.duration!, description: a.description, date: a.date };
    case "unbilled_work":
      return { op: "unbilled", client };
    case "invoice_unbilled_time":
      return { op: "unbilled.invoice", client: client!, amount: a.amount };
    case "who_am_i":
      return { op: "whoami" };
    case "list_posts":
      return { op: "posts" };
    default:
      return { op: "status" };
  }
}
