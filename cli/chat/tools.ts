import { z } from "zod";
import type { ToolSpec } from "@core/ai/types";
import type { Intent } from "./types";

// The chat's operations as tools for the model. A tool call becomes an Intent, and the Intent runs
// exactly as the offline parser's would: same operations, same confirmations.

const ref = z.string().min(1).describe("an invoice number like INV-1731, a client name, or a short id");
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("YYYY-MM-DD");

export const TOOLS: ToolSpec[] = [
  {
    name: "morning_focus",
    description: "The morning briefing: top 3 money moves, alerts, unpaid total.",
    schema: z.object({}),
  },
  {
    name: "list_invoices",
    description: "List invoices; filter 'unpaid' answers 'who owes me money?'.",
    schema: z.object({ filter: z.enum(["unpaid", "overdue", "pending", "paid", "draft"]).optional() }),
  },
  { name: "mark_invoice_paid", description: "Record that an invoice was paid.", schema: z.object({ ref }) },
  { name: "send_invoice", description: "Email an invoice to its client.", schema: z.object({ ref }) },
  {
    name: "create_invoice",
    description: "Create an invoice for a client.",
    schema: z.object({
      client: z.string().min(1),
      amount: z.string().min(1).describe("e.g. 2400 or 850.50"),
      due: date.optional(),
      description: z.string().optional(),
    }),
  },
  {
    name: "run_reminders",
    description: "Send the automatic payment reminders that are due now.",
    schema: z.object({ dryRun: z.boolean().optional() }),
  },
  {
    name: "nudge",
    description:
      "Send a payment reminder for an invoice or a client's overdue invoices, or a follow-up to a quiet client.",
    schema: z.object({ ref }),
  },
  { name: "list_clients", description: "List the clients.", schema: z.object({}) },
  {
    name: "add_client",
    description: "Add a client.",
    schema: z.object({
      name: z.string().min(1),
      email: z.string().optional(),
      company: z.string().optional(),
      phone: z.string().optional(),
    }),
  },
  { name: "list_tasks", description: "List the prioritised tasks and money moves.", schema: z.object({}) },
  {
    name: "add_task",
    description: "Add a task to the owner's list.",
    schema: z.object({
      title: z.string().min(1),
      category: z.string().optional(),
      priority: z.enum(["low", "medium", "high"]).optional(),
      due: date.optional(),
    }),
  },
  {
    name: "complete_task",
    description: "Mark a task or suggested move done by its short id.",
    schema: z.object({ ref }),
  },
  {
    name: "list_posts",
    description: "The scheduled social posts coming up.",
    schema: z.object({}),
  },
  {
    name: "schedule_post",
    description: "Schedule a social post: its exact text, the platforms and when (the owner confirms first).",
    schema: z.object({
      text: z.string().min(1).describe("the post's text, as it will be published"),
      platforms: z.string().optional().describe("comma separated: twitter, linkedin, facebook, instagram"),
      at: z.string().optional().describe('when, e.g. "tomorrow 9am", "2026-11-25 10:00"'),
    }),
  },
  {
    name: "status",
    description: "Where the data is and which AI, email and payment services are active.",
    schema: z.object({}),
  },
];

/** A tool call as an Intent; an unknown tool or bad input is not understood. */
export function toolToIntent(tool: string, input: unknown): Intent {
  const spec = TOOLS.find((t) => t.name === tool);
  const parsed = spec?.schema.safeParse(input ?? {});
  if (!spec || !parsed?.success) return { op: "unknown", text: `${tool} ${JSON.stringify(input)}` };
  const a = parsed.data as Record<string, never>;
  switch (tool) {
    case "morning_focus":
      return { op: "focus" };
    case "list_invoices":
      return { op: "invoices", filter: a.filter };
    case "mark_invoice_paid":
      return { op: "invoice.paid", ref: a.ref };
    case "send_invoice":
      return { op: "invoice.send", ref: a.ref };
    case "create_invoice":
      return { op: "invoice.create", client: a.client, amount: a.amount, due: a.due, description: a.description };
    case "run_reminders":
      return { op: "remind", dryRun: a.dryRun };
    case "nudge":
      return { op: "nudge", ref: a.ref };
    case "list_clients":
      return { op: "clients" };
    case "add_client":
      return { op: "client.add", name: a.name, email: a.email, company: a.company, phone: a.phone };
    case "list_tasks":
      return { op: "tasks" };
    case "add_task":
      return { op: "task.add", title: a.title, category: a.category, priority: a.priority, due: a.due };
    case "complete_task":
      return { op: "done", ref: a.ref };
    case "list_posts":
      return { op: "posts" };
    case "schedule_post":
      return { op: "post.schedule", text: a.text, platforms: a.platforms, at: a.at };
    default:
      return { op: "status" };
  }
}
