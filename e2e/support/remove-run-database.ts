import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Playwright's global teardown: removes the run's temporary database folder that playwright.config.ts
 * made (decision 305), also when the browser tests run alone (`npx playwright test e2e/x.spec.ts`).
 * A database path given from outside (E2E_DATABASE_PATH set before the run) is left alone.
 */
export default function removeRunDatabase() {
  const made = process.env.E2E_DATABASE_FOLDER_MADE;
  if (made && path.dirname(made) === os.tmpdir()) fs.rmSync(made, { recursive: true, force: true });
}
