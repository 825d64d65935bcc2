import fs from "node:fs";
import Database from "better-sqlite3";
import { AppError } from "../errors";

/** The table a backup carries beside the data: the app secret (so encrypted tokens survive) and facts. */
export const BACKUP_TABLE = "microteam_backup";
const FORMAT = "1";

export interface BackupSummary {
  file: string;
  bytes: number;
  owners: number;
  createdAt: string;
}

/**
 * Copies the live database into one file with SQLite's online backup API (consistent while the
 * server keeps writing, unlike `cp`), then adds the app secret to the copy. The file is 0600: it
 * holds every owner's data and the key to their stored tokens.
 */
export async function backupDatabase({
  databasePath,
  file,
  appSecret,
  now = new Date(),
}: {
  databasePath: string;
  file: string;
  appSecret: string;
  now?: Date;
}): Promise<BackupSummary> {
  if (!fs.existsSync(databasePath)) throw new AppError("NOT_FOUND", `No Microteam database at ${databasePath}.`);
  if (fs.existsSync(file)) {
    throw new AppError("CONFLICT", `${file} already exists. Choose a new file name, or remove it first.`);
  }
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new Database(databasePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    // All pages in one step, i.e. one read transaction: in WAL mode it never blocks the server's
    // writes, and a write by another process cannot restart it (which step-wise copying would).
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  fs.chmodSync(partial, 0o600);
  const copy = new Database(partial);
  let owners = 0;
  try {
    // One self-contained file (no -wal beside it).
    copy.pragma("journal_mode = DELETE");
    copy.exec(`CREATE TABLE ${BACKUP_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    const put = copy.prepare(`INSERT INTO ${BACKUP_TABLE} (key, value) VALUES (?, ?)`);
    put.run("format", FORMAT);
    put.run("app_secret", appSecret);
    put.run("created_at", now.toISOString());
    owners = (copy.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n;
  } finally {
    copy.close();
  }
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, owners, createdAt: now.toISOString() };
}
