// The owner's ranked moves, kept up to date one move at a time: a sorted list of what the owner sees
// (folds and the moves outside them, less those marked done today), a sorted list of every move (for
// searches), and the counts the summary and the dashboard show. Putting, replacing or removing a move
// costs a binary search and a splice, whatever the number of moves; the order depends only on the
// moves, never on the order they were put in, so an incremental update and a full rebuild agree.
import { foldKeyOf, foldMinOf, foldMove } from "./fold";
import type { ScoredMove } from "./move";
import { byValue, PRIORITY_FROM } from "./value";

/** Moves sorted best first (value.ts byValue). */
export class SortedMoves {
  readonly items: ScoredMove[] = [];

  /** Where `move` is, or would go. */
  private position(move: { value: number; id: string }): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byValue(this.items[mid], move) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Replaces the contents with these moves, sorted once (a rebuild). */
  reset(moves: ScoredMove[]): void {
    this.items.length = 0;
    for (const m of moves) this.items.push(m);
    this.items.sort(byValue);
  }

  insert(move: ScoredMove): void {
    this.items.splice(this.position(move), 0, move);
  }

  remove(move: ScoredMove): void {
    let at = this.position(move);
    // A move replaced by one of the same id and value before its fold settled (a folded move that now
    // stands alone) sits beside its successor for a moment: remove this very one, not the new one.
    for (let i = at; this.items[i]?.id === move.id && this.items[i].value === move.value; i++)
      if (this.items[i] === move) {
        at = i;
        break;
      }
    if (this.items[at]?.id === move.id) this.items.splice(at, 1);
  }

  /** The index of the first move ranked after this position (a cursor's). */
  after(position: { value: number; id: string }): number {
    const at = this.position(position);
    return this.items[at]?.id === position.id && this.items[at].value === position.value ? at + 1 : at;
  }
}

interface Fold {
  members: Map<string, ScoredMove>;
  /** Their values in whole cents: integer sums do not depend on the order members came in. */
  cents: number;
  /** What the fold shows now: its own move, or its members one by one while fewer than its minimum (fold.ts). */
  shown: ScoredMove[];
}

export interface RankingCounts {
  total: number;
  critical: number;
  high: number;
  categories: Map<string, number>;
}

export class FocusRanking {
  /** What the owner sees, best first. */
  readonly visible = new SortedMoves();
  /** Every move not marked done today, unfolded, best first: searches look here. */
  readonly all = new SortedMoves();
  readonly counts: RankingCounts = { total: 0, critical: 0, high: 0, categories: new Map() };
  /** Alerts (dismissed or not): late sent invoices and quiet clients. */
  alerts = 0;
  idleClients = 0;
  /** Open steps of active workflows that are the owner's to do (task moves with a workflow). */
  openSteps = 0;
  /** Bumped by every change: a new version is a new state. */
  version = 0;

  private singles = new Map<string, ScoredMove>();
  private folds = new Map<string, Fold>();
  private dismissed = new Set<string>();
  private unsettled = new Set<string>();

  get(id: string): ScoredMove | undefined {
    return this.singles.get(id);
  }

  /** The fold with this key, when it shows as one move. */
  shownFold(key: string): ScoredMove | undefined {
    const shown = this.folds.get(key)?.shown;
    return shown?.length === 1 && shown[0].id === `fold:${key}` ? shown[0] : undefined;
  }

  isDismissed(id: string): boolean {
    return this.dismissed.has(id);
  }

  /** The moves marked done today that still exist, best first. */
  dismissedMoves(): ScoredMove[] {
    return [...this.dismissed]
      .map((id) => this.singles.get(id))
      .filter((m): m is ScoredMove => !!m)
      .sort(byValue);
  }

  /**
   * A rebuild: every move at once, with the ids marked done today, sorted once rather than inserted
   * one by one. Equal to putting them one by one.
   */
  load(moves: Iterable<ScoredMove>, dismissed: ReadonlySet<string>): void {
    this.dismissed = new Set(dismissed);
    const all: ScoredMove[] = [];
    const shown: ScoredMove[] = [];
    for (const move of moves) {
      this.singles.set(move.id, move);
      this.countTotals(move, 1);
      if (this.dismissed.has(move.id)) continue;
      all.push(move);
      const key = foldKeyOf(move);
      if (!key) {
        shown.push(move);
        this.count(move, 1);
        continue;
      }
      let fold = this.folds.get(key);
      if (!fold) this.folds.set(key, (fold = { members: new Map(), cents: 0, shown: [] }));
      fold.members.set(move.id, move);
      fold.cents += Math.round(move.value * 100);
      this.unsettled.add(key);
    }
    this.all.reset(all);
    this.visible.reset(shown);
    for (const id of this.dismissed) if (id.startsWith("fold:")) this.unsettled.add(id.slice(5));
    this.settle();
    this.version++;
  }

  /** Puts the move with this id (null: there is none now), replacing the one before. */
  put(id: string, move: ScoredMove | null): void {
    const before = this.singles.get(id);
    if (!before && !move) return;
    if (before) this.detach(before);
    if (move) {
      this.singles.set(id, move);
      this.attach(move);
    } else this.singles.delete(id);
    this.version++;
  }

  /** Marks a change the moves do not show (a count kept beside them): the next read is a new state. */
  touch(): void {
    this.version++;
  }

  /** The move ids marked done today. */
  setDismissed(ids: ReadonlySet<string>): void {
    const changed = [...ids].filter((id) => !this.dismissed.has(id));
    for (const id of this.dismissed) if (!ids.has(id)) changed.push(id);
    for (const id of changed) {
      const single = this.singles.get(id);
      if (single) this.detach(single);
      if (ids.has(id)) this.dismissed.add(id);
      else this.dismissed.delete(id);
      if (single) this.attach(single);
      if (id.startsWith("fold:")) this.unsettled.add(id.slice(5));
    }
    if (changed.length) this.version++;
  }

  /** Brings the folds touched since the last call up to date. */
  settle(): void {
    for (const key of this.unsettled) this.settleFold(key);
    this.unsettled.clear();
  }

  private attach(move: ScoredMove): void {
    this.countTotals(move, 1);
    if (this.dismissed.has(move.id)) return;
    this.all.insert(move);
    const key = foldKeyOf(move);
    if (!key) return this.show(move);
    let fold = this.folds.get(key);
    if (!fold) this.folds.set(key, (fold = { members: new Map(), cents: 0, shown: [] }));
    fold.members.set(move.id, move);
    fold.cents += Math.round(move.value * 100);
    this.unsettled.add(key);
  }

  private detach(move: ScoredMove): void {
    this.countTotals(move, -1);
    if (this.dismissed.has(move.id)) return;
    this.all.remove(move);
    const key = foldKeyOf(move);
    if (!key) return this.hide(move);
    const fold = this.folds.get(key)!;
    fold.members.delete(move.id);
    fold.cents -= Math.round(move.value * 100);
    this.unsettled.add(key);
  }

  private settleFold(key: string): void {
    const fold = this.folds.get(key);
    if (!fold) return;
    for (const m of fold.shown) this.hide(m);
    fold.shown = [];
    if (fold.members.size === 0) {
      this.folds.delete(key);
      return;
    }
    if (fold.members.size >= foldMinOf(key)) {
      if (!this.dismissed.has(`fold:${key}`))
        fold.shown = [foldMove(key, [...fold.members.values()], fold.cents / 100)];
    } else fold.shown = [...fold.members.values()];
    for (const m of fold.shown) this.show(m);
  }

  private show(move: ScoredMove): void {
    this.visible.insert(move);
    this.count(move, 1);
  }

  private hide(move: ScoredMove): void {
    this.visible.remove(move);
    this.count(move, -1);
  }

  private count(move: ScoredMove, sign: 1 | -1): void {
    const c = this.counts;
    c.total += sign;
    if (move.score >= PRIORITY_FROM.critical) c.critical += sign;
    else if (move.score >= PRIORITY_FROM.high) c.high += sign;
    const n = (c.categories.get(move.category) ?? 0) + sign;
    if (n) c.categories.set(move.category, n);
    else c.categories.delete(move.category);
  }

  private countTotals(move: ScoredMove, sign: 1 | -1): void {
    if (move.workflowId) this.openSteps += sign;
    if (!move.alert) return;
    this.alerts += sign;
    // Overdue invoices are counted once, by the invoice summary (core/invoices/summary.ts), not here.
    if (move.alert === "idle_client") this.idleClients += sign;
  }
}
