import { daysBetween } from "../time";
import type { InvoiceStatus } from "./schemas";

/**
 * The state rules of spec 001 §4: draft → pending or paid; pending → paid or overdue; overdue → paid.
 * Paid is final. Setting the status an invoice already has is allowed and changes nothing.
 */
const NEXT: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ["pending", "paid"],
  pending: ["paid", "overdue"],
  overdue: ["paid"],
  paid: [],
  void: [],
};

export function canMove(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** Drafts and unpaid invoices can be edited, voided and (drafts) deleted; paid and void ones are final. */
export const isEditable = (status: string) => status === "draft" || status === "pending" || status === "overdue";

/**
 * The one rule of "overdue" (spec 001 §4): marked overdue by the owner, or awaiting payment (pending)
 * with a due date before the owner's today. overdueSql below is the same rule for the queries.
 */
export function isOverdue(stored: string, dueDate: string, today: string): boolean {
  return stored === "overdue" || (stored === "pending" && dueDate < today);
}

/**
 * isOverdue in SQL, over the `status` and `due_date` of an invoices row (or an invoice_totals group)
 * aliased `alias`, against the owner's today bound as `today`. Written as every query wrote it (status,
 * then due date), so their plans are unchanged; a query that should seek the (user_id, status, due_date)
 * indexes puts `status in ('pending', 'overdue')` before it (summary.ts's overdue preview).
 */
export function overdueSql(alias = "", today = "@today"): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${col("status")} = 'overdue' or (${col("status")} = 'pending' and ${col("due_date")} < ${today}))`;
}

/** An awaiting invoice past its due date is overdue everywhere, whatever was stored. */
export function effectiveStatus(stored: string, dueDate: string, today: string): InvoiceStatus {
  return isOverdue(stored, dueDate, today) ? "overdue" : (stored as InvoiceStatus);
}

/** Unpaid with payments recorded (the views' `partiallyPaid`): what every screen marks "partly paid". */
export const isPartlyPaid = (status: string, paidCents: number) =>
  paidCents > 0 && status !== "paid" && status !== "void";

/** The status in words, as the web's badge writes it: "Partially paid", "Overdue · partly paid", "Pending". */
export function statusLabel(status: string, partlyPaid: boolean): string {
  if (partlyPaid) return status === "overdue" ? "Overdue · partly paid" : "Partially paid";
  return `${status[0].toUpperCase()}${status.slice(1)}`;
}

export function isAwaiting(status: string): boolean {
  return status === "pending" || status === "overdue";
}

/** Days past due in the owner's calendar (0 when not yet due). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}
