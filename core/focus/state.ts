// The focus engine's view of the owner's business right now, as the dashboard, the tasks page, the
// terminal briefing and the digest read it: the best moves written out, the counts, the alerts. One
// state per version of the owner's ranking (engine.ts keeps it up to date), so a read with nothing new
// answers the same object (and what was computed for it: the insight, the pages).
import type { OwnerContext } from "../context";
import { ownerEngine, type OwnerEngine } from "./engine";
import type { ScoredMove } from "./move";
import type { FocusRanking } from "./ranking";
import type { Alert, CategoryCount, PrioritizedTask } from "./types";

/** The dashboard shows at most this many alerts, the most valuable first. */
export const MAX_ALERTS = 10;
/** Moves kept with their text in the state: the dashboard's 5, the briefing's 3, a first page of 50. */
const SHOWN = 60;

export type { CategoryCount };

export interface FocusState {
  /** Unique to this state in this process: what a cache of reads built on it is keyed by. */
  serial: number;
  computedAt: string;
  today: string;
  now: number;
  /** The best moves, best first (at most SHOWN); `summary.total` counts them all. */
  top: PrioritizedTask[];
  /** The same moves as ranked (value, id): where a page's cursor points. */
  topRanked: ScoredMove[];
  summary: { critical: number; high: number; total: number; categories: CategoryCount[] };
  /** The most valuable alerts (late sent invoices, quiet clients), those marked done today last. */
  alerts: Alert[];
  /** Every alert, of which `alerts` shows the first MAX_ALERTS. */
  alertsTotal: number;
  idleClients: number;
  activeWorkflows: number;
  /** Open steps of active workflows that are the owner's to do (the admin queue's line). */
  openSteps: number;
  /**
   * The live ranking this state was read from. It changes with the next read of a newer state: use it
   * at once (prioritized.ts pages it synchronously).
   */
  ranking: FocusRanking;
}

let serials = 0;
const states = new WeakMap<OwnerEngine, { version: number; state: FocusState }>();

/**
 * Ties in name order, ignoring case: a plain comparison rather than localeCompare, whose collator
 * costs the terminal's briefing ~10 ms of ICU loading (decision 310).
 */
const byName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** The focus engine's view of the owner's business right now (engine.ts, value.ts). */
export function focusState(ctx: OwnerContext): FocusState {
  const engine = ownerEngine(ctx);
  const kept = states.get(engine);
  if (kept && kept.version === engine.ranking.version) return kept.state;
  const state = stateOf(engine, ctx.clock.now().getTime());
  states.set(engine, { version: engine.ranking.version, state });
  return state;
}

function stateOf(engine: OwnerEngine, now: number): FocusState {
  const { ranking } = engine;
  const topRanked = ranking.visible.items.slice(0, SHOWN);
  const alertMoves: ScoredMove[] = [];
  for (const move of ranking.all.items) {
    if (alertMoves.length >= MAX_ALERTS) break;
    if (move.alert) alertMoves.push(move);
  }
  if (alertMoves.length < MAX_ALERTS) {
    for (const move of ranking.dismissedMoves()) {
      if (alertMoves.length >= MAX_ALERTS) break;
      if (move.alert) alertMoves.push(move);
    }
  }
  const c = ranking.counts;
  return {
    serial: ++serials,
    computedAt: new Date(now).toISOString(),
    today: engine.at.today,
    now,
    top: topRanked.map((m) => m.task()),
    topRanked,
    summary: {
      total: c.total,
      critical: c.critical,
      high: c.high,
      categories: [...c.categories]
        .map(([category, count]) => ({ category, count }))
        .sort((a, b) => b.count - a.count || byName(a.category, b.category)),
    },
    alerts: alertMoves.map((m) => m.alertView!()),
    alertsTotal: ranking.alerts,
    idleClients: ranking.idleClients,
    activeWorkflows: engine.activeWorkflows,
    openSteps: ranking.openSteps,
    ranking,
  };
}
