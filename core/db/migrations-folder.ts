import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The committed migrations (drizzle/ at the package root), found from this file or from the CLI bundle. */
export const MIGRATIONS_FOLDER = findMigrations(path.dirname(fileURLToPath(import.meta.url)));

function findMigrations(start: string): string {
  for (let dir = start, i = 0; i < 6; i++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
  }
  throw new Error(`Cannot find the drizzle migrations folder above ${start}`);
}

/** How many migrations this code expects applied. */
export function expectedMigrations(): number {
  return (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
  ).entries.length;
}
