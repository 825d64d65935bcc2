// Many similar small moves fold into one: "Send reminders to Acme: 5 invoices, $1,500, 12–40 days late". A
// move is small below the "critical" priority (worth less than about $1,000 today). An invoice's small
// moves fold by client (docs/decisions/325-focus-as-a-bookkeeper.md): one client's reminders, heads-ups
// or invoices to send, whatever how late, are one move with that client once there are CLIENT_FOLD_MIN;
// another client's invoice never hides in it. Write-offs and check-ins with quiet clients fold across
// clients once there are FOLD_MIN. The fold is worth what its members are worth together, so five small
// reminders can outrank one larger one.
import { Move, type FoldMember, type MoveWriter, type ScoredMove } from "./move";
import { dollars, lateRange, plural } from "./text";
import type { LedgerTab, MoveAction, PrioritizedTask } from "./types";
import { PRIORITY_FROM, priorityOf, WRITE_OFF } from "./value";

export const FOLD_MIN = 3;
/** One client's invoices of one kind fold from two: two reminders to one client are one move. */
export const CLIENT_FOLD_MIN = 2;
/** The fold types kept by client (their keys are `type:clientId:currency`). */
const CLIENT_FOLDS: ReadonlySet<string> = new Set(["chase", "heads_up", "send"]);

/** How many members make the fold with this key show as one move. */
export const foldMinOf = (key: string) =>
  CLIENT_FOLDS.has(key.slice(0, key.indexOf(":"))) ? CLIENT_FOLD_MIN : FOLD_MIN;
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
    const days = ms.map((x) => x.daysLate);
    const late =
      type === "heads_up"
        ? dueRange(-Math.max(...days), -Math.min(...days))
        : lateRange(Math.min(...days), Math.max(...days));
    const named = `${ms
      .slice(0, NAMED)
      .map((x) => x.label)
      .join(", ")}${n > NAMED ? ` and ${n - NAMED} more` : ""}`;
    const text = TEXT[type](n, sum, late, named, ms[0].clientName ?? "the client");
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

/** "due in 2–6 days", "due tomorrow". */
function dueRange(min: number, max: number): string {
  const when = (d: number) => (d <= 0 ? "today" : d === 1 ? "tomorrow" : `in ${d} days`);
  return min === max ? `due ${when(min)}` : `due in ${Math.max(0, min)}–${max} days`;
}

type TextOf = (n: number, sum: string, late: string, named: string, client: string) => Text;

const TEXT: Record<FoldMember["type"], TextOf> = {
  chase: (n, sum, late, named, client) => ({
    title: `Send reminders to ${client}: ${plural(n, "invoice")}, ${sum}, ${late}`,
    description: `${named}. ${client}'s whole late balance: one friendly reminder each, sent together.`,
    urgencyReason: `${client} owes ${sum} on ${n} overdue invoices, ${late}`,
  }),
  heads_up: (n, sum, late, named, client) => ({
    title: `Heads-up to ${client}: ${plural(n, "invoice")} ${late}, ${sum}`,
    description: `${named}. A short note before the due date avoids chasing later.`,
    urgencyReason: `${n} invoices from ${client} fall ${late}, ${sum} in all`,
  }),
  send: (n, sum, _late, named, client) => ({
    title: `Send ${plural(n, "invoice")} to ${client}: ${sum}`,
    description: `${named}. Never sent: ${client} cannot pay them yet.`,
    urgencyReason: `${n} invoices for ${client} never sent, ${sum} in all`,
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
