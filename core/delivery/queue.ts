import type Database from "better-sqlite3";

/**
 * The claim, finish, retry and fail steps of the durable delivery mechanism, over any table that has
 * the standard delivery columns: `status` ('queued' | 'sending' | a done status | 'failed'),
 * `attempts`, `next_attempt_at`, `lease_until`, `claimed_by`, `error` (DESIGN.md "Jobs and delivery").
 *
 * Each step is one SQL statement. A claim is a single UPDATE ... RETURNING: SQLite takes the write lock
 * before the statement reads, so two workers (in one process or in two) can never take the same row.
 * Finishing, retrying and failing only touch a row still held under the same claim (worker and
 * attempt), so a worker whose lease ran out cannot overwrite the outcome of the one that took over.
 */

/** A claimed row: who holds it and under which attempt. */
export interface Claim {
  id: string;
  attempts: number;
  workerId: string;
}

type RawRow = Record<string, unknown> & { id: string; attempts: number };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

interface Statements {
  claimExpired: Database.Statement;
  claimDue: Database.Statement;
  anyExpired: Database.Statement;
  anyDue: Database.Statement;
  retry: Database.Statement;
  fail: Database.Statement;
  renew: Database.Statement;
  done: Map<string, Database.Statement>;
  /** claimDue that skips rows whose owner (or other column) already has one in flight, by column. */
  fairDue: Map<string, Database.Statement>;
}

const takeSql = (
  table: string,
) => `update ${table} set status = 'sending', attempts = attempts + 1, lease_until = @leaseUntil,
        claimed_by = @workerId where id = (%s) returning *`;

const cache = new WeakMap<Database.Database, Map<string, Statements>>();

function statements(client: Database.Database, table: string): Statements {
  if (!IDENTIFIER.test(table)) throw new Error(`Not a table name: ${table}`);
  let byTable = cache.get(client);
  if (!byTable) cache.set(client, (byTable = new Map()));
  let s = byTable.get(table);
  if (!s) {
    const take = takeSql(table);
    const held = `id = @id and status = 'sending' and claimed_by = @workerId and attempts = @attempts`;
    s = {
      // A row whose worker died: its lease has run out.
      claimExpired: client.prepare(
        take.replace(
          "%s",
          `select id from ${table} where status = 'sending' and lease_until <= @now order by lease_until limit 1`,
        ),
      ),
      // Reads first: an idle worker must not take SQLite's write lock just to find nothing.
      anyExpired: client
        .prepare(`select 1 from ${table} where status = 'sending' and lease_until <= @now limit 1`)
        .pluck(),
      anyDue: client
        .prepare(`select 1 from ${table} where status = 'queued' and next_attempt_at <= @now limit 1`)
        .pluck(),
      claimDue: client.prepare(
        take.replace(
          "%s",
          `select id from ${table} where status = 'queued' and next_attempt_at <= @now order by next_attempt_at, rowid limit 1`,
        ),
      ),
      retry: client.prepare(
        `update ${table} set status = 'queued', next_attempt_at = @nextAttemptAt, lease_until = null, error = @error
         where ${held}`,
      ),
      fail: client.prepare(`update ${table} set status = 'failed', lease_until = null, error = @error where ${held}`),
      renew: client.prepare(`update ${table} set lease_until = @leaseUntil where ${held}`),
      done: new Map(),
      fairDue: new Map(),
    };
    byTable.set(table, s);
  }
  return s;
}

/**
 * Takes one row to deliver, or nothing: first a row whose lease expired (its worker died mid-send),
 * then the oldest row due. The row comes back with its columns as stored (snake_case).
 */
export function claimNext(
  client: Database.Database,
  table: string,
  {
    workerId,
    now,
    leaseMs,
    oneInFlightPer,
  }: { workerId: string; now: number; leaseMs: number; oneInFlightPer?: string },
): RawRow | undefined {
  const s = statements(client, table);
  const params = { workerId, now, leaseUntil: now + leaseMs };
  const expired = s.anyExpired.get({ now }) ? s.claimExpired.get(params) : undefined;
  const claimDue = oneInFlightPer ? fairDue(client, table, s, oneInFlightPer) : s.claimDue;
  return (expired ?? (s.anyDue.get({ now }) ? claimDue.get(params) : undefined)) as RawRow | undefined;
}

/**
 * The oldest due row whose `column` (say, its owner) has nothing in flight under a live lease: a slow
 * receiver then holds one worker for its owner, never every worker for everyone (QA 255 F2).
 */
function fairDue(client: Database.Database, table: string, s: Statements, column: string): Database.Statement {
  if (!IDENTIFIER.test(column)) throw new Error(`Not a column name: ${column}`);
  let stmt = s.fairDue.get(column);
  if (!stmt) {
    stmt = client.prepare(
      takeSql(table).replace(
        "%s",
        `select id from ${table} where status = 'queued' and next_attempt_at <= @now and ${column} not in
           (select ${column} from ${table} where status = 'sending' and lease_until > @now)
         order by next_attempt_at, rowid limit 1`,
      ),
    );
    s.fairDue.set(column, stmt);
  }
  return stmt;
}

/** Extends a claim still held (same worker and attempt); false when it was lost meanwhile. */
export function renewLease(client: Database.Database, table: string, claim: Claim, leaseUntil: number): boolean {
  return statements(client, table).renew.run({ ...claim, leaseUntil }).changes === 1;
}

/**
 * Records a delivery: sets `status` and the given columns, clears the lease. False when the claim was
 * lost (the lease ran out and another worker took the row), in which case nothing is written.
 */
export function markDelivered(
  client: Database.Database,
  table: string,
  claim: Claim,
  status: string,
  columns: Record<string, string | number | null> = {},
): boolean {
  const s = statements(client, table);
  const names = Object.keys(columns).sort();
  for (const name of names) if (!IDENTIFIER.test(name)) throw new Error(`Not a column name: ${name}`);
  const key = names.join(",");
  let stmt = s.done.get(key);
  if (!stmt) {
    // A done row keeps no error, unless the channel gives one (e.g. why it was cancelled).
    const extra = names
      .filter((n) => n !== "error")
      .map((n) => `, ${n} = @c_${n}`)
      .join("");
    const error = names.includes("error") ? "@c_error" : "null";
    stmt = client.prepare(
      `update ${table} set status = @status, lease_until = null, error = ${error}${extra}
       where id = @id and status = 'sending' and claimed_by = @workerId and attempts = @attempts`,
    );
    s.done.set(key, stmt);
  }
  const params: Record<string, unknown> = { ...claim, status };
  for (const name of names) params[`c_${name}`] = columns[name];
  return stmt.run(params).changes === 1;
}

/** Puts the row back in the queue for a later attempt, keeping the reason. */
export function scheduleRetry(
  client: Database.Database,
  table: string,
  claim: Claim,
  error: string,
  nextAttemptAt: number,
): boolean {
  return statements(client, table).retry.run({ ...claim, error, nextAttemptAt }).changes === 1;
}

/** Gives up on the row for good, keeping the reason. */
export function markFailed(client: Database.Database, table: string, claim: Claim, error: string): boolean {
  return statements(client, table).fail.run({ ...claim, error }).changes === 1;
}
