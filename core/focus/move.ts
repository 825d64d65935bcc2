// A scored move as the engine keeps it: what ranks and counts it (value, score, category, fold, alert)
// and how to write it out for the API (built on first use: most moves are counted, few are shown).
import type { Alert, MoveKind, PrioritizedTask } from "./types";

/** The small moves that fold together when there are several alike (fold.ts). */
export type FoldType = "chase" | "heads_up" | "send" | "write_off" | "quiet";

export interface FoldMember {
  type: FoldType;
  /** "INV-1042 (Acme Ltd)", or a client's name. */
  label: string;
  amountCents: number;
  currency: string;
  daysLate: number;
  invoiceId?: string;
  invoiceNumber?: string;
  clientId?: string;
}

export interface ScoredMove {
  id: string;
  kind: MoveKind;
  category: string;
  /** The value of acting today, in money (value.ts). */
  value: number;
  /** 0–100, from the value (value.ts scoreOf). */
  score: number;
  /** The fold this move joins while it is small (fold.ts), else null. */
  fold: string | null;
  member?: FoldMember;
  /** The dashboard's alert this move also is (a late sent invoice, a quiet client). */
  alert: Alert["type"] | null;
  /** A task that is a step of this (active) workflow. */
  workflowId?: string;
  /** Lower-case text a search matches: the names behind the move, its number, its id. */
  search: string;
  /** The move as the API shows it. */
  task(): PrioritizedTask;
  alertView?(): Alert;
}

/** A function computed once, on first call. */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = build();
      done = true;
    }
    return value as T;
  };
}
