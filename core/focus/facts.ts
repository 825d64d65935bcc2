// What the focus engine's model reads: plain facts about the owner's business, one record per open
// invoice, client, open task and active workflow. The model (value.ts and the *-moves.ts files) is pure
// over these; read-facts.ts loads them from SQLite, in full or by id.

/** The owner and the day the moves are judged on. */
export interface FocusAt {
  /** 'YYYY-MM-DD' in the owner's time zone. */
  today: string;
  /** How far the owner's local clock is ahead of UTC now (ms), to place a timestamp on a local day. */
  offsetMs: number;
  /** What an hour of the owner's time is worth (their default hourly rate, else the onboarding default, 75). */
  hourlyRate: number;
  /** The owner's home currency: the moves' values and revenue impacts are in it. */
  currency?: string;
}

export interface InvoiceFacts {
  id: string;
  invoiceNumber: string;
  clientId: string;
  amountCents: number;
  /** The invoice's currency: every amount the engine writes is in it. */
  currency: string;
  /**
   * What is still owed in the owner's home currency at the invoice's recorded rate; null without a rate;
   * absent for facts made without rates (then the invoice is in the home currency: amountCents).
   */
  homeCents?: number | null;
  /** draft | pending | overdue (only open invoices are facts). */
  status: string;
  dueDate: string;
  createdAt: number;
  /** When the invoice email first reached the client; null: not confirmed (core/invoices/delivery.ts). */
  sentAt: number | null;
  /**
   * Unconfirmed: when the latest invoice email the mail server took without confirming it was queued
   * (null: none). With no `sentAt`, the invoice may have been sent: checked, never called "never sent".
   */
  possiblySentAt: number | null;
  /** Reminders emailed (queued, sending or delivered; a failed one reached nobody). */
  reminders: number;
  lastReminderAt: number | null;
  /** The client said on the pay page that they have paid (the latest such claim). */
  paymentClaimedAt: number | null;
}

export interface ClientFacts {
  id: string;
  name: string;
  email: string | null;
  status: string;
  createdAt: number;
  /** Emails to the client (queued or delivered): the product stamps this. */
  lastEmailAt: number | null;
  /** The latest paid date of their invoices ('YYYY-MM-DD'). */
  lastPaymentDate: string | null;
  /** The latest invoice email delivered to them. */
  lastInvoiceSentAt: number | null;
  /** The latest thing they did on a pay page: a payment claimed or attempted. */
  lastMessageAt: number | null;
  /** Invoices still open (draft, pending, overdue). */
  openInvoices: number;
  /** Their average invoice, or null without invoices. */
  averageInvoiceCents: number | null;
  /** Days late of their most recent paid invoices (negative: paid early), newest first. */
  paidDaysLate: number[];
}

/** A client's unbilled time in the owner's home currency (core/time-entries): finished, on no invoice. */
export interface UnbilledFacts {
  clientId: string;
  clientName: string;
  amountCents: number;
  minutes: number;
  entries: number;
  /** The work date of the oldest unbilled entry ('YYYY-MM-DD'). */
  oldestDate: string;
}

export interface TaskFacts {
  id: string;
  title: string;
  description: string | null;
  priority: string;
  category: string | null;
  estimatedTime: number;
  dueDate: string | null;
  businessImpact: string | null;
  /** The workflow it is a step of (a move only while that workflow is active). */
  workflowId: string | null;
}

export interface WorkflowFacts {
  id: string;
  title: string;
  category: string | null;
  progress: number;
  status: string;
  /** Steps still open: while there are some, they are the moves, not the workflow. */
  openSteps: number;
}

/** A post that needs the owner (issue 11 §5): failed, to post by hand, awaiting approval, drafted after a payment. */
export interface PostFacts {
  id: string;
  /** content_post | email_draft */
  type: string;
  title: string;
  status: string;
  startDate: number | null;
  /** pending | changes_requested | … */
  approval: string | null;
  createdAt: number;
  /** Platforms that failed (failed) or wait for the owner's hands (ready), comma-separated. */
  platforms: string | null;
  error: string | null;
  /** Why the first failed platform failed (core/social's kinds): auth means the connection is dead. */
  errorKind: string | null;
  /**
   * A draft written after a payment: the paid invoice, its client and what they paid when (else null).
   * Its move reads that invoice and client: a change to either re-reads the posts (engine.ts).
   */
  invoiceId?: string | null;
  invoiceNumber?: string | null;
  clientId?: string | null;
  clientName?: string | null;
  paidCents?: number | null;
  currency?: string | null;
  paidDate?: string | null;
}

/** A sent quote still unanswered, not expired (quote-moves.ts judges whether it is due a follow-up). */
export interface QuoteFacts {
  id: string;
  quoteNumber: string;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  amountCents: number;
  currency: string;
  /** When it was first sent, and when the client was last emailed it (a re-send is a follow-up). */
  sentAt: number;
  lastSentAt: number;
  validUntil: string | null;
}

/** The owner's quotes answered so far: accepted, and accepted + declined + expired unanswered. */
export interface QuoteHistory {
  accepted: number;
  decided: number;
}

export interface ContentFacts {
  /** The owner publishes to at least one social platform (else there is no content plan to keep). */
  postsToSocial: boolean;
  contentFrequency: string;
  /** Content posts scheduled from now to 7 days ahead. */
  postsNextWeek: number;
}

const DAY = 86_400_000;

/** The owner's local day number (days since 1970-01-01) of a timestamp. */
export const localDay = (at: FocusAt, ms: number) => Math.floor((ms + at.offsetMs) / DAY);

/** The day number of a 'YYYY-MM-DD' date. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
