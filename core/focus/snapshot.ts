import type { SnapshotPost } from "./post-moves";
// What the focus engine reads: one snapshot of the owner's data, loaded with a handful of queries.

export interface SnapshotInvoice {
  id: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  amountCents: number;
  /** The invoice's currency: every amount the engine writes is in it. */
  currency: string;
  status: string;
  dueDate: string;
  createdAt: number;
}

export interface SnapshotClient {
  id: string;
  name: string;
  email: string | null;
  status: string;
  /** Last contact, else when the client was added (ms). */
  lastTouch: number;
  createdAt: number;
  /** Average invoice amount over all invoices, or null without invoices. */
  averageInvoiceCents: number | null;
  /** An invoice is out (draft, pending or overdue): the relationship is not idle. */
  hasOpenInvoice: boolean;
}

export interface SnapshotTask {
  id: string;
  title: string;
  description: string | null;
  priority: string;
  category: string | null;
  estimatedTime: number;
  dueDate: string | null;
  businessImpact: string | null;
  completed: boolean;
}

export interface SnapshotWorkflow {
  id: string;
  title: string;
  category: string | null;
  progress: number;
  status: string;
}

export interface FocusSnapshot {
  /** 'YYYY-MM-DD' in the owner's time zone. */
  today: string;
  now: number;
  contentFrequency: string;
  /** The owner publishes to at least one social platform (else there is no content plan to keep). */
  postsToSocial: boolean;
  /** Invoices that are not paid. */
  invoices: SnapshotInvoice[];
  clients: SnapshotClient[];
  tasks: SnapshotTask[];
  workflows: SnapshotWorkflow[];
  /** Content posts scheduled from now to 7 days ahead. */
  postsNextWeek: number;
  /** Ids of derived moves the owner marked done today. */
  dismissed: Set<string>;
  /** The owner's time zone (posts' days are read in it). */
  timeZone: string;
  /** Posts that need the owner (failed, awaiting approval, ready by hand, drafted after a payment). */
  posts: SnapshotPost[];
}
