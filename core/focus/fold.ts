// Many similar small moves fold into one: "Send reminders: 5 invoices, $1,500, 40 days late". A move is
// small below the "critical" priority (worth less than about $1,000 today); moves of one kind (chase by how late, heads-up, send, write-off,
// check-in) and currency fold once there are FOLD_MIN of them. The fold is worth what its members are
// worth together, so five small reminders can outrank one larger one.
import { Move, type FoldMember, type MoveWriter, type ScoredMove } from "./move";
import { dollars, lateRange, plural } from "./text";
import type { LedgerTab, MoveAction, PrioritizedTask } from "./types";
import { PRIORITY_FROM, priorityOf, WRITE_OFF } from "./value";

export const FOLD_MIN = 3;
/** A fold's one-click reminders go out for at most this many invoices (else it opens the ledger). */
export const FOLD_REMIND_MAX = 50;
const NAMED = 3;

/** A move small enough to fold with others like it. */
export const isSmall = (move: ScoredMove) => move.score < PRIORITY_FROM.critical;

/** The fold key a move joins while small, else null. */
export const foldKeyOf = (move: ScoredMove) => (move.fold && isSmall(move) ? move.fold : null);

interface Folded {
  type: FoldMember["type"];
  members: readonly ScoredMove[];
}

/** The fold of these members (FOLD_MIN at least), worth their values together. */
export function foldMove(key: string, members: readonly ScoredMove[], value: number): ScoredMove {
  const type = key.slice(0, key.indexOf(":")) as FoldMember["type"];
  const isClients = type === "quiet";
  return new Move(
    {
      id: `fold:${key}`,
      kind: isClients ? "client" : "invoice",
      category: isClients ? "Clients" : "Invoicing",
      value,
    },
    { type, members },
    FOLD,
  );
}

const FOLD: MoveWriter<Folded> = {
  search: (_f, m) => m.id,
  task: ({ type, members }, m): PrioritizedTask => {
    const isClients = type === "quiet";
    const ms = [...members].sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : 1)).map((x) => x.member!);
    const n = ms.length;
    const cents = ms.reduce((s, x) => s + x.amountCents, 0);
    const sum = dollars(cents, ms[0].currency || "USD");
    const late = lateRange(Math.min(...ms.map((x) => x.daysLate)), Math.max(...ms.map((x) => x.daysLate)));
    const named = `${ms
      .slice(0, NAMED)
      .map((x) => x.label)
      .join(", ")}${n > NAMED ? ` and ${n - NAMED} more` : ""}`;
    const text = TEXT[type](n, sum, late, named);
    const action: MoveAction =
      type === "chase" && n <= FOLD_REMIND_MAX && members.every((x) => x.task().action?.type === "nudge_invoice")
        ? {
            type: "remind_invoices",
            invoiceIds: ms.map((x) => x.invoiceId!),
            invoiceNumbers: ms.map((x) => x.invoiceNumber!),
          }
        : isClients
          ? { type: "open", href: "/clients" }
          : { type: "open", href: "/invoices", ...ledgerTabOf(ms) };
    return {
      id: m.id,
      kind: m.kind,
      category: m.category,
      priorityScore: m.score,
      automatedPriority: priorityOf(m.score),
      completed: false,
      estimatedTime: Math.min(60, 5 + 2 * n),
      // In the home currency, as every move's revenueImpact (members of one fold share a currency).
      revenueImpact:
        isClients || ms.some((x) => x.homeCents == null) ? null : ms.reduce((s, x) => s + x.homeCents!, 0) / 100,
      dueDate: null,
      action,
      ...text,
    };
  },
};

/**
 * The one ledger tab that lists every member: theirs when they share it, "unpaid" for overdue and
 * pending together, none (all invoices) when drafts and issued ones mix (qa10 F10).
 */
function ledgerTabOf(members: readonly FoldMember[]): { status?: LedgerTab } {
  const tabs = new Set(members.map((m) => m.ledgerTab));
  if (tabs.has(undefined)) return {};
  if (tabs.size === 1) return { status: [...tabs][0] };
  return tabs.has("draft") ? {} : { status: "unpaid" };
}

type Text = Pick<PrioritizedTask, "title" | "description" | "urgencyReason">;

const TEXT: Record<FoldMember["type"], (n: number, sum: string, late: string, named: string) => Text> = {
  chase: (n, sum, late, named) => ({
    title: `Send reminders: ${plural(n, "invoice")}, ${sum}, ${late}`,
    description: `${named}. One friendly reminder each, sent together.`,
    urgencyReason: `${n} small overdue invoices, ${sum} in all, ${late}`,
  }),
  heads_up: (n, sum, _late, named) => ({
    title: `Heads-up: ${plural(n, "invoice")} due this week, ${sum}`,
    description: `${named}. A short note before the due date avoids chasing later.`,
    urgencyReason: `${n} small invoices fall due in the next 7 days, ${sum} in all`,
  }),
  send: (n, sum, _late, named) => ({
    title: `Send ${plural(n, "invoice")}: ${sum}`,
    description: `${named}. Never sent: their clients cannot pay them yet.`,
    urgencyReason: `${n} small invoices never sent, ${sum} in all`,
  }),
  write_off: (n, sum, late, named) => ({
    title: `Write off or settle ${plural(n, "old invoice")}: ${sum}`,
    description: `${named}. Offer a settlement or write them off.`,
    urgencyReason: `${n} invoices ${late}, each likely worth less than ${WRITE_OFF.hours} hours of your time to collect`,
  }),
  quiet: (n, _sum, late, named) => ({
    title: `Check in with ${plural(n, "quiet client")}`,
    description: `${named}. A short note each keeps the relationships warm.`,
    urgencyReason: `No contact for ${late.replace(" late", "")}`,
  }),
};
