import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { dropAfterCommit, runAfterCommit } from "./after-commit";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import { schema } from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export { MIGRATIONS_FOLDER } from "./migrations-folder";

/**
 * Opens (creating when needed) the SQLite file with the pragmas of DESIGN.md "Data":
 * WAL, synchronous=FULL (a committed payment survives a power loss), foreign keys on, and a busy
 * timeout so a second process (the CLI beside the server) waits instead of failing.
 */
export function openDatabase(file: string, options: { migrate?: boolean } = {}): Db {
  if (file !== ":memory:") makePrivate(file);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema }) as Db;
  // Every transaction takes the write lock when it begins (BEGIN IMMEDIATE), so it waits its turn
  // behind another process's writes (busy_timeout) instead of failing: a deferred transaction that
  // reads, then tries to write after another process committed, gets SQLITE_BUSY at once, with no
  // waiting. Two servers, or the terminal beside one, then serialise cleanly. Nested calls are savepoints.
  // The outermost transaction also runs, once committed, the work queued for after it (afterCommit).
  const begin = db.transaction.bind(db);
  db.transaction = ((fn, config) => {
    if (sqlite.inTransaction) return begin(fn, { behavior: "immediate", ...config });
    let result;
    try {
      result = begin(fn, { behavior: "immediate", ...config });
    } catch (error) {
      dropAfterCommit(sqlite);
      throw error;
    }
    runAfterCommit(sqlite);
    return result;
  }) as typeof db.transaction;
  if (options.migrate !== false) migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

// What Microteam itself keeps beside the database: a folder holding only these is ours to lock down.
const OWN_ENTRY =
  /^(.+\.db(-wal|-shm|-journal)?|app-secret(\.before-restore.*)?|outbox|uploads|\.cache|microteam\.pid|.+\.before-restore-.+|\.restore-.+)$/;

/**
 * The database holds every owner's business: the file (and the -wal/-shm SQLite makes with the same
 * mode) is 0600, and its folder 0700 when we create it or when it holds only Microteam's files (a
 * folder shared with other things, such as /tmp, is left as it is).
 */
function makePrivate(file: string) {
  const dir = path.dirname(path.resolve(file));
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  else if (fs.readdirSync(dir).every((name) => OWN_ENTRY.test(name))) fs.chmodSync(dir, 0o700);
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
}
