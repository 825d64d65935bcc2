// tsx /tmp/speed2/prof.ts <route> [seconds] [label]
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { cpuMillis, ROOT, seededDatabase, signIn } from "./processes";
const run = promisify(execFile);
const route = process.argv[2] ?? "/api/config";
const secs = process.argv[3] ?? "6";
const label = process.argv[4] ?? "prof";
const PORT = 5611;
const dbFile = "/tmp/speed2/seed.db";
if (!fs.existsSync(dbFile)) {
  const db = seededDatabase();
  const s = new Database(db.databasePath);
  s.prepare("update users set invoice_reminders = 0, daily_task_updates = 0").run();
  s.pragma("wal_checkpoint(TRUNCATE)");
  s.close();
  fs.copyFileSync(db.databasePath, dbFile);
  db.cleanup();
}
const work = fs.mkdtempSync("/tmp/speed2/run-");
fs.copyFileSync(dbFile, path.join(work, "microteam.db"));
if (process.env.NOMAIL) {
  const s = new Database(path.join(work, "microteam.db"));
  s.prepare("delete from email_outbox").run();
  s.close();
}
const profDir = path.join(work, "prof");
const prof = process.env.NOPROF ? [] : ["--cpu-prof", "--cpu-prof-dir", profDir];
const child = spawn(process.execPath, [...prof, "--import", "tsx", path.join(ROOT, "server/main.ts")], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_PATH: path.join(work, "microteam.db"),
    DATA_DIR: work,
    APP_SECRET: "bench",
    SIGNIN_RATE_LIMIT: "1000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
for (;;) {
  try {
    const r = await fetch(base + "/api/config");
    if (r.status < 500) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const cookie = await signIn(base);
const headers = { cookie, "accept-encoding": "gzip, deflate, br" };
for (let i = 0; i < 200; i++) await (await fetch(base + route, { headers })).arrayBuffer();
const one = await fetch(base + route, { headers });
console.log(route, one.status, [...one.headers].map(([k, v]) => `${k}: ${v.slice(0, 60)}`).join("\n  "));
const cpu0 = cpuMillis(child.pid!);
const { stdout } = await run(
  process.execPath,
  [
    path.join(ROOT, "node_modules/autocannon/autocannon.js"),
    base + route,
    "-c",
    "20",
    "-d",
    secs,
    "--json",
    "-H",
    `cookie:${cookie}`,
    "-H",
    "accept-encoding:gzip, deflate, br",
  ],
  { maxBuffer: 1 << 24 },
);
const r = JSON.parse(stdout);
const cpuUs = ((cpuMillis(child.pid!) - cpu0) * 1000) / r.requests.total;
console.log(
  `${label} ${route}: ${r.requests.average} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx} server CPU ${cpuUs.toFixed(0)} µs/answer`,
);
await new Promise<void>((res) => {
  child.once("exit", () => res());
  child.kill("SIGTERM");
});
if (!process.env.NOPROF) {
  const f = fs.readdirSync(profDir)[0];
  fs.copyFileSync(path.join(profDir, f), `/tmp/speed2/${label}.cpuprofile`);
  console.log(`/tmp/speed2/${label}.cpuprofile`);
}
fs.rmSync(work, { recursive: true, force: true });
