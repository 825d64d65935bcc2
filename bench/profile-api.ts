// npm run bench:profile -- <route> [seconds]: what one API read costs, for finding what to cut.
// Starts the server over the issue-10 scale seed with `node --cpu-prof`, signs the demo owner in,
// loads <route> with autocannon (20 connections) as its own process, and prints req/s, the server's
// CPU time per answer and the functions the server spent its time in during the load.
// The profiler samples wall-clock time: a syscall that hands the CPU to another process (a socket
// write waking the load generator) looks longer than the CPU it used; the CPU per answer is the
// figure to compare between runs. BENCH_PROFILE=0 measures without the profiler.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { summariseProfile } from "./cpu-profile";
import { cpuMillis, ROOT, seededDatabase, signIn } from "./processes";

const run = promisify(execFile);
const route = process.argv[2] ?? "/api/dashboard";
const seconds = Number(process.argv[3] ?? 6);
const profiling = process.env.BENCH_PROFILE !== "0";
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 5408);

// The seed takes a while: kept between runs (the server runs on a copy).
const seedFile = path.join(os.tmpdir(), "microteam-bench-profile-seed.db");
if (!fs.existsSync(seedFile)) {
  const db = seededDatabase();
  const sqlite = new Database(db.databasePath);
  sqlite.prepare("update users set invoice_reminders = 0, daily_task_updates = 0").run();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  fs.copyFileSync(db.databasePath, seedFile);
  db.cleanup();
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-profile-"));
fs.copyFileSync(seedFile, path.join(work, "microteam.db"));
const profileDir = path.join(work, "profile");
const child = spawn(
  process.execPath,
  [
    ...(profiling ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : []),
    "--import",
    "tsx",
    path.join(ROOT, "server/main.ts"),
  ],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATABASE_PATH: path.join(work, "microteam.db"),
      APP_SECRET: "bench",
      SIGNIN_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
const base = `http://127.0.0.1:${PORT}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${base}/api/config`)).status < 500) break;
  } catch {
    if (tries > 300) throw new Error("the server did not start");
  }
  await new Promise((r) => setTimeout(r, 200));
}
const cookie = await signIn(base);
const headers = { cookie, "accept-encoding": "gzip, deflate, br" };
for (let i = 0; i < 200; i++) await (await fetch(base + route, { headers })).arrayBuffer();

const cpuBefore = cpuMillis(child.pid!);
const { stdout } = await run(
  process.execPath,
  [
    path.join(ROOT, "node_modules/autocannon/autocannon.js"),
    base + route,
    ...["-c", "20", "-d", String(seconds), "--json"],
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}:${v}`]),
  ],
  { maxBuffer: 1 << 24 },
);
const load = JSON.parse(stdout);
const cpuMicros = ((cpuMillis(child.pid!) - cpuBefore) * 1000) / load.requests.total;
// The profile is written when the process exits; SIGTERM makes the server stop and exit.
await new Promise<void>((resolve) => {
  child.once("exit", () => resolve());
  child.kill("SIGTERM");
});
console.log(
  `${route}: ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ` +
    `${load.non2xx} non-2xx; server CPU ${cpuMicros.toFixed(0)} µs per answer`,
);
if (profiling) {
  const file = path.join(
    profileDir,
    fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"))!,
  );
  const summary = summariseProfile(file, ROOT, (seconds - 0.5) * 1000);
  const share = (ms: number) => `${((ms / summary.totalMs) * 100).toFixed(1).padStart(5)} %`;
  console.log(`\nself time (${summary.totalMs.toFixed(0)} ms sampled during the load):`);
  for (const [name, ms] of summary.self.slice(0, 30)) console.log(`${share(ms)}  ${name}`);
  console.log("\nself time by file or package:");
  for (const [name, ms] of summary.selfByFile.slice(0, 20)) console.log(`${share(ms)}  ${name}`);
  console.log("\nincluding callees:");
  for (const [name, ms] of summary.inclusive.slice(0, 40)) console.log(`${share(ms)}  ${name}`);
  if (process.env.BENCH_PROFILE_KEEP) {
    fs.copyFileSync(file, process.env.BENCH_PROFILE_KEEP);
    console.log(`\nprofile kept in ${process.env.BENCH_PROFILE_KEEP}`);
  }
}
fs.rmSync(work, { recursive: true, force: true });
