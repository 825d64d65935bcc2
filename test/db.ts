import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "../core/db/client";

/** A fresh database for one test: a copy of the migrated base file made by the global setup. */
export function freshDatabase(): { db: Db; file: string; dir: string } {
  const base = process.env.MICROTEAM_TEST_BASE_DB;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-db-"));
  const file = path.join(dir, "test.db");
  if (base) fs.copyFileSync(base, file);
  const db = openDatabase(file, { migrate: !base });
  return { db, file, dir };
}
