import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../core/db/client";

/**
 * Migrates one base database file per run; each test copies it (test/db.ts) instead of migrating
 * or truncating (STYLE.md 15).
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-test-"));
  const base = path.join(dir, "base.db");
  const db = openDatabase(base);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.pragma("journal_mode = DELETE");
  db.$client.close();
  process.env.MICROTEAM_TEST_BASE_DB = base;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
