// The chat's vocabulary: what the owner asked for (an intent) and what the assistant answers.

/** One request the terminal assistant understands; each maps to one command. */
export type Intent =
  | { op: "focus" }
  | { op: "invoices"; filter?: "unpaid" | "overdue" | "pending" | "paid" | "draft" }
  | { op: "invoice.paid"; ref: string }
  | { op: "invoice.send"; ref: string }
  | { op: "invoice.create"; client: string; amount: string; due?: string; description?: string }
  | { op: "remind"; dryRun?: boolean }
  | { op: "nudge"; ref: string }
  | { op: "clients" }
  | { op: "client.add"; name: string; email?: string; company?: string; phone?: string }
  | { op: "tasks" }
  | { op: "task.add"; title: string; category?: string; priority?: "low" | "medium" | "high"; due?: string }
  | { op: "done"; ref: string }
  | { op: "posts" }
  | { op: "post.schedule"; text: string; platforms?: string; at?: string }
  | { op: "status" }
  | { op: "help" }
  | { op: "unknown"; text: string };

/** What the assistant says back. A change is proposed first and runs only after a yes. */
export type ChatReply =
  | { kind: "text"; text: string }
  | { kind: "confirm"; question: string; run: () => Promise<ChatReply> }
  | { kind: "error"; text: string };
