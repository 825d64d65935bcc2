import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { ownerToday } from "../users/today";
import { dollars } from "./score";
import { loadFocusSnapshot } from "./load";
import { daysIdle, deriveMoves, isIdle } from "./moves";
import type { FocusSnapshot } from "./snapshot";
import type { Alert, PrioritizedTask } from "./types";

export interface FocusState {
  computedAt: string;
  snapshot: FocusSnapshot;
  moves: PrioritizedTask[];
  alerts: Alert[];
  overdueInvoices: number;
  idleClients: number;
}

const MAX_ALERTS = 10;

// Keyed by the owner's data revision and today's date: recomputed after any write (from any process)
// and at midnight in the owner's time zone, when "days late" changes.
const cache = new OwnerCache<FocusState>();

/** The focus engine's view of the owner's business right now (see moves.ts and score.ts). */
export function focusState(ctx: OwnerContext): FocusState {
  return cache.get(ctx.db, ctx.userId, ownerToday(ctx), () => computeFocusState(ctx));
}

export function computeFocusState(ctx: OwnerContext): FocusState {
  const snapshot = loadFocusSnapshot(ctx);
  const moves = deriveMoves(snapshot);
  const overdue = snapshot.invoices.filter((i) => i.status !== "draft" && i.dueDate < snapshot.today);
  const idle = snapshot.clients.filter((c) => isIdle(c, snapshot.now));
  const rank = new Map(moves.map((m, i) => [m.id, i]));
  const byRank = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;

  const alerts: Alert[] = [
    ...overdue.map((inv) => {
      const days = Math.round((Date.parse(snapshot.today) - Date.parse(inv.dueDate)) / 86_400_000);
      return {
        id: `invoice:${inv.id}`,
        type: "overdue_invoice" as const,
        title: `Invoice ${inv.invoiceNumber} is ${days} day${days === 1 ? "" : "s"} overdue`,
        description: `${dollars(inv.amountCents)} from ${inv.clientName}`,
        invoiceId: inv.id,
        amount: inv.amountCents / 100,
      };
    }),
    ...idle.map((c) => ({
      id: `client:${c.id}`,
      type: "idle_client" as const,
      title: `${c.name} has gone quiet`,
      description: `No contact for ${daysIdle(c, snapshot.now)} days`,
      clientId: c.id,
    })),
  ]
    .sort((a, b) => byRank(a.id) - byRank(b.id))
    .slice(0, MAX_ALERTS);

  return {
    computedAt: new Date(snapshot.now).toISOString(),
    snapshot,
    moves,
    alerts,
    overdueInvoices: overdue.length,
    idleClients: idle.length,
  };
}
