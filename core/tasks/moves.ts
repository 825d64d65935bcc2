// A money move as the focus engine serves it: one of the owner's tasks, or a move the engine derived
// from invoices, quotes, clients, posts and workflows (core/focus), scored by its value today. The shape lives
// here, below focus, because tasks (a completed move) and workflows (a next step) answer with it too.
import { z } from "zod";

export const MOVE_KINDS = ["task", "invoice", "client", "content", "workflow", "unbilled", "quote"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];
export const AUTOMATED_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type AutomatedPriority = (typeof AUTOMATED_PRIORITIES)[number];

/** The invoice ledger's tabs a move can point at (core/invoices/list.ts INVOICE_LIST_STATUSES). */
export const LEDGER_TABS = ["draft", "pending", "overdue", "unpaid"] as const;
export type LedgerTab = (typeof LEDGER_TABS)[number];

export const MoveAction = z.discriminatedUnion("type", [
  z
    .object({ type: z.literal("nudge_invoice"), invoiceId: z.string(), invoiceNumber: z.string() })
    .describe("A payment reminder for one sent invoice"),
  z
    .object({ type: z.literal("send_invoice"), invoiceId: z.string(), invoiceNumber: z.string() })
    .describe("The invoice email itself, for an invoice the client has never received"),
  z
    .object({
      type: z.literal("remind_invoices"),
      invoiceIds: z.array(z.string()),
      invoiceNumbers: z.array(z.string()),
    })
    .describe("One reminder each for a fold of small late invoices (POST /api/invoices/send-overdue-email)"),
  z.object({ type: z.literal("nudge_client"), clientId: z.string() }),
  z
    .object({ type: z.literal("follow_up_quote"), quoteId: z.string(), quoteNumber: z.string() })
    .describe("A follow-up email on a sent, unanswered quote, with its link again (POST /api/quotes/{id}/follow-up)"),
  z
    .object({ type: z.literal("invoice_unbilled"), clientId: z.string(), clientName: z.string() })
    .describe("One invoice of the client's unbilled time (POST /api/clients/{id}/unbilled/invoice)"),
  z.object({
    type: z.literal("open"),
    href: z.string(),
    status: z
      .enum(LEDGER_TABS)
      .optional()
      .describe("For `/invoices`: the ledger's status tab that lists every invoice the move holds (absent: all)"),
  }),
]);
export type MoveAction = z.infer<typeof MoveAction>;

/** One scored money move (spec 000 §3.4 task fields, plus where it came from and what to do). */
export const PrioritizedTask = z
  .object({
    id: z.string(),
    kind: z.enum(MOVE_KINDS),
    title: z.string(),
    description: z.string(),
    automatedPriority: z.enum(AUTOMATED_PRIORITIES),
    category: z.string(),
    estimatedTime: z.number().describe("Minutes"),
    revenueImpact: z
      .number()
      .nullable()
      .describe("Money at stake, when known (in the invoice's currency for an invoice)"),
    priorityScore: z.number().describe("0–100, from the move's value today in money"),
    urgencyReason: z.string(),
    completed: z.literal(false),
    dueDate: z.string().nullable(),
    action: MoveAction.nullable(),
  })
  .meta({ id: "PrioritizedTask" });
export type PrioritizedTask = z.infer<typeof PrioritizedTask>;
