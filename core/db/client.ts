import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
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
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema }) as Db;
  if (options.migrate !== false) migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}
