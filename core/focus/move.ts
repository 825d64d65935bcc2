// A scored move as the engine keeps it: what ranks and counts it (value, score, category, fold, alert)
// and how to write it out for the API, built on first use (most moves are counted, few are shown).
// Every move is one class with the same fields, and its text comes from a writer shared by all the
// moves of its kind: a rebuild over 10,000 rows allocates one object per move and sorts them fast.
import type { Alert, LedgerTab, MoveKind, PrioritizedTask } from "./types";
import { scoreOf } from "./value";

/** The small moves that fold together when there are several alike (fold.ts). */
export type FoldType = "chase" | "heads_up" | "send" | "write_off" | "quiet";

export interface FoldMember {
  type: FoldType;
  /** "INV-1042 (Acme Ltd)", or a client's name. */
  label: string;
  amountCents: number;
  currency: string;
  /** The amount in the owner's home currency at the invoice's recorded rate (null: none recorded). */
  homeCents?: number | null;
  daysLate: number;
  invoiceId?: string;
  invoiceNumber?: string;
  /** The invoice ledger's tab that lists this invoice: "draft", "overdue" or "pending" (qa10 F10). */
  ledgerTab?: Exclude<LedgerTab, "unpaid">;
  clientId?: string;
  /** The client's name, for a fold of one client's invoices. */
  clientName?: string;
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
  readonly search: string;
  /** The move as the API shows it. */
  task(): PrioritizedTask;
  alertView?(): Alert;
}

/** How the moves of one kind are written out, from the facts each keeps. */
export interface MoveWriter<F> {
  task(facts: F, move: Move<F>): PrioritizedTask;
  alert?(facts: F, move: Move<F>): Alert;
  search(facts: F, move: Move<F>): string;
}

export interface MoveFields {
  id: string;
  kind: MoveKind;
  category: string;
  value: number;
  fold?: string | null;
  member?: FoldMember;
  alert?: Alert["type"] | null;
  workflowId?: string;
}

export class Move<F> implements ScoredMove {
  readonly id: string;
  readonly kind: MoveKind;
  readonly category: string;
  readonly value: number;
  readonly score: number;
  readonly fold: string | null;
  readonly member: FoldMember | undefined;
  readonly alert: Alert["type"] | null;
  readonly workflowId: string | undefined;
  private written: PrioritizedTask | undefined = undefined;
  private alertWritten: Alert | undefined = undefined;
  private searchText: string | undefined = undefined;

  constructor(
    fields: MoveFields,
    readonly facts: F,
    private readonly writer: MoveWriter<F>,
  ) {
    this.id = fields.id;
    this.kind = fields.kind;
    this.category = fields.category;
    this.value = fields.value;
    this.score = scoreOf(fields.value);
    this.fold = fields.fold ?? null;
    this.member = fields.member;
    this.alert = fields.alert ?? null;
    this.workflowId = fields.workflowId;
  }

  get search(): string {
    return (this.searchText ??= this.writer.search(this.facts, this));
  }

  task(): PrioritizedTask {
    return (this.written ??= this.writer.task(this.facts, this));
  }

  alertView(): Alert {
    if (!this.writer.alert) throw new Error(`${this.id} is not an alert`);
    return (this.alertWritten ??= this.writer.alert(this.facts, this));
  }
}
