import type { Db } from "./client";

// Prepared statements belong to one connection; tests open a database per test, the server one.
const byConnection = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `build` prepares on this connection, prepared once and reused on every call: the hot
 * reads (session, token, revision, the focus engine's queries) skip building and parsing SQL.
 */
export function prepared<T>(db: Db, key: string, build: (db: Db) => T): T {
  let statements = byConnection.get(db.$client);
  if (!statements) {
    statements = new Map();
    byConnection.set(db.$client, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(key, statement);
  }
  return statement;
}
