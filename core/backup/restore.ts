import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { openDatabase } from "../db";
import { AppError } from "../errors";
import { writeAppSecret } from "../secrets";
import { BACKUP_TABLE } from "./backup";
import { runningServerPid } from "./server-pid";

export interface RestoreSummary {
  owners: number;
  backupCreatedAt: string | null;
  /** Where the database that was replaced is kept, if there was one. */
  previousKeptAt: string | null;
  /** Whether the backup's app secret was written to the data folder (false when APP_SECRET is set). */
  secretInstalled: boolean;
}

/**
 * Replaces the database at `databasePath` with a backup made by `backupDatabase`: checks the file
 * (SQLite integrity, a Microteam backup), refuses while a server uses the data folder, installs the
 * backup's app secret, migrates the copy to this version and swaps it in atomically. The replaced
 * database is kept beside it (`….before-restore-<time>`).
 */
export function restoreDatabase({
  file,
  databasePath,
  envAppSecret,
  now = new Date(),
}: {
  file: string;
  databasePath: string;
  /** APP_SECRET from the environment, when set. */
  envAppSecret?: string;
  now?: Date;
}): RestoreSummary {
  if (!fs.existsSync(file)) throw new AppError("NOT_FOUND", `No backup file at ${file}.`);
  const live = path.resolve(databasePath);
  const dataDir = path.dirname(live);
  const meta = readBackup(file);

  const pid = runningServerPid(dataDir);
  if (pid) {
    throw new AppError(
      "CONFLICT",
      `The Microteam server (pid ${pid}) is using ${databasePath}. Stop it first, then restore; start it again afterwards.`,
    );
  }
  if (envAppSecret && envAppSecret !== meta.appSecret) {
    throw new AppError(
      "CONFLICT",
      "APP_SECRET is set and differs from the backup's, so the stored social tokens would not decrypt. " +
        "Unset APP_SECRET (the backup's secret is then installed in the data folder) or set it to the value it had when the backup was made.",
    );
  }

  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const staging = path.join(dataDir, `.restore-${crypto.randomUUID()}.db`);
  fs.copyFileSync(file, staging);
  try {
    const db = openDatabase(staging, { migrate: false });
    db.$client.exec(`DROP TABLE ${BACKUP_TABLE}`);
    db.$client.close();
    // Migrations of this version bring an older backup up to date.
    const migrated = openDatabase(staging);
    migrated.$client.pragma("wal_checkpoint(TRUNCATE)");
    migrated.$client.close();
  } catch (error) {
    removeDatabaseFiles(staging);
    throw error;
  }

  let previousKeptAt: string | null = null;
  if (fs.existsSync(live)) {
    // Fold the live WAL into the file so the kept copy is whole and no stale -wal meets the new file.
    const old = new Database(live);
    old.pragma("wal_checkpoint(TRUNCATE)");
    old.close();
    previousKeptAt = `${live}.before-restore-${stamp}`;
    fs.renameSync(live, previousKeptAt);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(live + suffix, { force: true });
  }
  fs.renameSync(staging, live);
  fs.chmodSync(live, 0o600);
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(staging + suffix, { force: true });

  if (!envAppSecret) writeAppSecret(dataDir, meta.appSecret, stamp);
  return { owners: meta.owners, backupCreatedAt: meta.createdAt, previousKeptAt, secretInstalled: !envAppSecret };
}

function readBackup(file: string) {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new AppError("VALIDATION", `${file} is not a SQLite database.`);
  }
  try {
    const integrity = safely(() => db.pragma("integrity_check", { simple: true }));
    if (integrity !== "ok") throw new AppError("VALIDATION", `${file} is damaged (SQLite integrity check failed).`);
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    if (!tables.has("users") || !tables.has("__drizzle_migrations") || !tables.has(BACKUP_TABLE)) {
      throw new AppError("VALIDATION", `${file} is not a Microteam backup (make one with \`microteam backup FILE\`).`);
    }
    const rows = db.prepare(`SELECT key, value FROM ${BACKUP_TABLE}`).all() as { key: string; value: string }[];
    const meta = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (!meta.app_secret) throw new AppError("VALIDATION", `${file} does not carry its app secret.`);
    const owners = (db.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n;
    return { appSecret: meta.app_secret, createdAt: meta.created_at ?? null, owners };
  } finally {
    db.close();
  }
}

function safely<T>(read: () => T): T | "unreadable" {
  try {
    return read();
  } catch {
    return "unreadable";
  }
}

function removeDatabaseFiles(file: string) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}
