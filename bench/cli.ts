// Benchmark (issue 5): cold start of the bundled `microteam` beside bare node, in the same run.
// Budget: `focus --json` and `--help` within 2× `node -e ''`, also on the first run after a write;
// `focus` for humans within 400 ms of it.
// Run: npm run build:cli && npm run bench:cli
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { fmt, median } from "./support";

const root = path.resolve(import.meta.dirname, "..");
const bin = path.join(root, "bin/microteam.mjs");
if (!fs.existsSync(path.join(root, "dist/cli/microteam.mjs"))) {
  console.error("Build the CLI first: npm run build:cli");
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-bench-cli-"));
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, "microteam.db"),
  APP_SECRET: "bench",
  NO_COLOR: "1",
  MICROTEAM_CONFIG: path.join(dir, "none.json"),
};
execFileSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/seed-demo.ts")], { env, stdio: "ignore" });

// A write to the owner's data (as any other process would make) invalidates the cached briefing.
const sqlite = new Database(env.DATABASE_PATH);
let n = 0;
const touch = () => void sqlite.prepare("update clients set phone = ? where rowid = 1").run(String(n++));

function time(args: string[], runs = 15, before?: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    before?.();
    const t0 = performance.now();
    execFileSync(process.execPath, args, { env, stdio: "ignore" });
    if (i >= 2) samples.push(performance.now() - t0);
  }
  return median(samples);
}

const bare = time(["-e", ""]);
const rows: [string, number, string][] = [
  ["node -e ''", bare, ""],
  ["microteam --help", time([bin, "--help"]), `budget ${fmt(2 * bare)} (2× bare node)`],
  ["microteam focus --json", time([bin, "focus", "--json"]), `budget ${fmt(2 * bare)} (2× bare node)`],
  ["microteam focus", time([bin, "focus"]), `budget ${fmt(bare + 400)} (bare node + 400 ms)`],
  [
    "  … right after a write",
    time([bin, "focus", "--json"], 10, touch),
    `budget ${fmt(2 * bare)}: recomputed from the file through core (cache missed)`,
  ],
];
console.log("command                    median (15 runs)");
for (const [name, ms, budget] of rows) console.log(`${name.padEnd(26)} ${fmt(ms).padStart(9)}   ${budget}`);
sqlite.close();
fs.rmSync(dir, { recursive: true, force: true });
