import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * Each test file writes its temporary databases, uploads and homes (anything under `os.tmpdir()`,
 * which reads TMPDIR at every call) into a folder of its own, removed once the file's tests are done.
 * One rule for every test, so a forgotten `rmSync` cannot leave a database behind: over many runs
 * those filled the disk. Registered first, this `afterAll` runs after the file's own (hooks unwind).
 */
const outer = process.env.TMPDIR;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-file-"));
process.env.TMPDIR = folder;

afterAll(() => {
  if (outer === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = outer;
  fs.rmSync(folder, { recursive: true, force: true });
});
