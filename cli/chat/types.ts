// The chat's vocabulary: what the owner asked for (an intent) and what the assistant answers.

import type { MoneyPeriod } from "@core/invoices";

/** What a money question asks (the figures come from GET /api/invoices/figures). */
export type MoneyAsk = "owed" | "overdue" | "not-yet-due" | "collected" | "top-debtor" | "oldest" | "due-soon";

/** A period as the readers found it: its days, both included, and how to say it. */
export interface AskPeriod {
  from: string;
  to: string;
  label: string;
}

/** "in total", "altogether", "ever": every payment up to today (the figures' `all` period). */
export const ALL_TIME: AskPeriod = { from: "all", to: "all", label: "all" };

/** One request the terminal assistant understands. */
export type Intent =
  | { op: "focus" }
  | { op: "invoices"; filter?: "unpaid" | "overdue" | "pending" | "paid" | "draft" }
  /** An invoice by its reference, or a client's open invoice (an amount picks among several). */
  | { op: "invoice.paid"; ref?: string; client?: string; amount?: string; paidDate?: string }
  | { op: "invoice.send"; ref?: string; client?: string }
  /** Without an amount the chat asks for one. */
  | { op: "invoice.create"; client: string; amount?: string; due?: string; description?: string }
  | { op: "invoice.status"; ref: string; /** "is it late?" rather than "is it paid?" (the default). */ late?: boolean }
  | { op: "remind"; dryRun?: boolean }
  /** Every overdue invoice whose client has an email. */
  | { op: "remind.overdue" }
  /** A payment reminder for an invoice or a client's open invoices, or a follow-up to a quiet client. */
  /** `followUp`: a client with nothing overdue gets a follow-up, not a reminder of what is not late yet. */
  | { op: "nudge"; ref: string; lateOnly?: boolean; followUp?: boolean; aboutMoney?: boolean }
  | { op: "clients" }
  | { op: "client.add"; name: string; email?: string; company?: string; phone?: string }
  /** A field without a value is a question back ("change globex's email": to what?). */
  | { op: "client.update"; client: string; field: "email" | "phone"; value?: string }
  | { op: "client.ask"; client: string; field: "email" | "phone" }
  /** "did globex pay yet", "how late is pied piper": the client's open and last paid invoices. */
  | { op: "client.status"; client: string }
  | { op: "money"; ask: MoneyAsk; client?: string; periods?: MoneyPeriod[] }
  | { op: "tasks"; due?: "today" | "tomorrow" }
  | { op: "task.add"; title: string; category?: string; priority?: "low" | "medium" | "high"; due?: string }
  /** A task by its id, or by (part of) its title. */
  | { op: "done"; ref?: string; title?: string }
  | { op: "task.delete"; title: string }
  | { op: "workflow.start"; title: string }
  | { op: "workflow.status"; title: string }
  /** A timer for a client; the running one stops first. */
  | { op: "timer.start"; client: string; description?: string }
  | { op: "timer.stop" }
  /** Time worked without the timer: the duration as written ("2 hours", "1h30m"). */
  | { op: "time.add"; client: string; duration: string; description?: string; date?: string }
  /** "how much unbilled work do I have": in total, or one client's. */
  | { op: "unbilled"; client?: string }
  /** A client's unbilled time as one invoice. */
  | { op: "unbilled.invoice"; client: string; /** The total the owner agreed to: nothing is made if it changed. */ amount?: string }
  | { op: "whoami" }
  | { op: "email.service" }
  /** `all`: past and failed posts too, not only those coming up. */
  | { op: "posts"; all?: boolean }
  | { op: "post.schedule"; text: string; platforms?: string; at?: string }
  /** A draft from The Creator's wizard about a topic (captions to pick from, nothing scheduled). */
  | { op: "post.draft"; topic: string; platform?: string }
  /** "schedule a post for friday": what should it say? */
  | { op: "post.ask"; at: string }
  | { op: "status" }
  | { op: "help" }
  /** A question the figures answer for a period or two (answers in ask.ts): "what did I make last quarter". */
  | {
      op: "ask";
      what: "collected" | "compare" | "best-clients" | "late-payers" | "quotes" | "recurring" | "leads" | "settings";
      client?: string;
      period?: AskPeriod;
      periods?: AskPeriod[];
    }
  /** An operation defined once as an ActionSpec (cli/chat/actions/): its name and arguments as written. */
  | { op: "act"; name: string; args: Record<string, unknown> }
  /** Out of scope: what the product does instead, and where. */
  | { op: "decline"; text: string; collectedThisYear?: boolean }
  /** Two requests in one message: both are proposed, each confirmed. */
  | { op: "both"; first: Intent; second: Intent; secondText: string }
  /** Understood enough to know it cannot be carried out as written: said back, nothing proposed. */
  | { op: "say"; text: string }
  | { op: "unknown"; text: string };

/** A proposed change, in the held-out set's vocabulary (the model's tool names too). */
export interface Action {
  op: string;
  args: Record<string, unknown>;
}

/** What the assistant says back. A change is proposed first and runs only after a yes. */
export type ChatReply =
  | {
      kind: "text";
      text: string;
      /** The command's data, as its --json prints it (for `microteam "..." --json`). */
      data?: unknown;
    }
  | {
      kind: "confirm";
      question: string;
      run: () => Promise<ChatReply>;
      action: Action;
      /** Said before the question (a "did you mean", or what will not be done). */
      preface?: string;
      /** The next change of the same request, asked after this one is answered. */
      next?: ChatReply;
      /** The next change needs this one (an invoice for a client being added): a no skips it. */
      nextNeedsThis?: boolean;
    }
  | { kind: "error"; text: string };

export type ConfirmReply = Extract<ChatReply, { kind: "confirm" }>;
