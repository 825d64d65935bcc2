#!/usr/bin/env node
// Runs a command with TMPDIR pointing at a fresh folder of its own, and removes that folder when the
// command ends, however it ends. The test chain writes thousands of temporary databases, terminal
// homes and Chromium profiles; a test that forgets to remove one must not fill the machine's disk
// (a CI run once failed with ENOSPC after earlier runs had left 65 GB in /tmp).
//
//   node scripts/in-scratch-folder.mjs <command> [args…]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/in-scratch-folder.mjs <command> [args…]");
  process.exit(2);
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-run-"));
const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });

const child = spawn(command, args, {
  stdio: "inherit",
  env: { ...process.env, TMPDIR: folder, MICROTEAM_SCRATCH_FOLDER: folder },
});
// Ctrl-C reaches the child through the terminal's process group; a TERM from a supervisor is passed on.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  removeFolder();
  console.error(`Could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => {
  removeFolder();
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1));
});
