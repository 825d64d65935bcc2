// Facts for the focus engine's pure tests (core/focus/*.test.ts): a business on 2026-11-21 (UTC),
// built from a few readable overrides.
import type { Business } from "../core/focus/business";
import type { ClientFacts, FocusAt, InvoiceFacts, TaskFacts } from "../core/focus/facts";
import { addDays } from "../core/time";

export const TODAY = "2026-11-21";
export const NOW = Date.parse("2026-11-21T09:00:00Z");
export const DAY = 86_400_000;
export const AT: FocusAt = { today: TODAY, offsetMs: 0, hourlyRate: 50 };

/** The date `offset` days from today ('YYYY-MM-DD'). */
export const date = (offset: number) => addDays(TODAY, offset);
/** The instant `days` days before now. */
export const ago = (days: number) => NOW - days * DAY;

export const client = (o: Partial<ClientFacts> = {}): ClientFacts => ({
  id: "acme",
  name: "Acme",
  email: "ap@acme.test",
  status: "active",
  createdAt: ago(400),
  lastEmailAt: ago(5),
  lastPaymentDate: null,
  lastInvoiceSentAt: null,
  lastMessageAt: null,
  openInvoices: 0,
  averageInvoiceCents: 120_000,
  paidDaysLate: [],
  ...o,
});

/** A sent invoice, 9 days late, never reminded. */
export const invoice = (o: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  id: "inv-1",
  invoiceNumber: "INV-1",
  clientId: "acme",
  amountCents: 240_000,
  currency: "USD",
  status: "pending",
  dueDate: date(-9),
  createdAt: ago(40),
  sentAt: ago(39),
  possiblySentAt: null,
  reminders: 0,
  lastReminderAt: null,
  paymentClaimedAt: null,
  ...o,
});

export const task = (o: Partial<TaskFacts> = {}): TaskFacts => ({
  id: "t1",
  title: "Prepare proposal",
  description: null,
  priority: "medium",
  category: "Sales",
  estimatedTime: 30,
  dueDate: null,
  businessImpact: null,
  workflowId: null,
  ...o,
});

export const business = (o: Partial<Business> = {}): Business => ({
  clients: [client()],
  invoices: [],
  tasks: [],
  workflows: [],
  content: null,
  ...o,
});
