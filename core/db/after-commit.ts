// Work that must wait until the change it follows is committed (the domain events' subscribers): run at
// once outside a transaction, else queued on the connection and run when its outermost transaction
// commits (openDatabase wraps `transaction` for this), dropped when it rolls back.
import type Database from "better-sqlite3";

interface Waiting {
  queue: Array<() => void>;
  /** Items collected under a key, handed over together as one piece of work (see afterCommitCollect). */
  batches: Map<string, unknown[]>;
}

const waiting = new WeakMap<Database.Database, Waiting>();

function waitingOn(client: Database.Database): Waiting {
  let state = waiting.get(client);
  if (!state) waiting.set(client, (state = { queue: [], batches: new Map() }));
  return state;
}

export function afterCommit(db: { $client: Database.Database }, work: () => void): void {
  if (!db.$client.inTransaction) work();
  else waitingOn(db.$client).queue.push(work);
}

/**
 * Like afterCommit, but items given under one key in one transaction reach `work` together, once: a
 * change that publishes a thousand events has them handled in one go.
 */
export function afterCommitCollect<T>(
  db: { $client: Database.Database },
  key: string,
  item: T,
  work: (items: T[]) => void,
): void {
  if (!db.$client.inTransaction) return work([item]);
  const state = waitingOn(db.$client);
  const batch = state.batches.get(key) as T[] | undefined;
  if (batch) return void batch.push(item);
  const items = [item];
  state.batches.set(key, items);
  state.queue.push(() => work(items));
}

/** The outermost transaction committed: run what waited for it, in order. */
export function runAfterCommit(client: Database.Database): void {
  const state = waiting.get(client);
  if (!state) return;
  waiting.delete(client);
  for (const work of state.queue) work();
}

/** The outermost transaction rolled back: what waited for it never happens. */
export function dropAfterCommit(client: Database.Database): void {
  waiting.delete(client);
}
