// npm run bench:api (issue 10): the app's server, a bare Hono JSON app and the load generator
// (autocannon, 20 connections, 8 s per route) as three separate processes, over a database with the
// demo owner at the scale (1,000 clients, 10,000 invoices, 5,000 tasks, 2,000 posts).
// Prints req/s, p50 and p99 of each authenticated read and its share of bare Hono, then the time of a
// read right after a write (the recompute). Budgets are printed, not asserted:
//   every authenticated read >= 1/3 of bare Hono's req/s; recompute after a write <= 15 ms.
// Options: BENCH_DURATION (seconds per route, default 8), BENCH_ROUTES (comma-separated paths).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { cpuMillis, ROOT, seededDatabase, signIn, startProcess } from "./processes";

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5402);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 5403);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 20;
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? [
  "/api/config",
  "/api/auth/user",
  "/api/dashboard",
  "/api/tasks/prioritized",
  "/api/clients",
  "/api/tasks",
  "/api/invoices?limit=50",
];
// As a browser asks: the app may answer compressed, and pays for it in these figures.
const ACCEPT_ENCODING = "gzip, deflate, br";

const run = promisify(execFile);

interface Figures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  /** The server's CPU time per answered request, µs: steadier than req/s on a shared machine. */
  cpuMicros: number;
  errors: number;
}

/** One autocannon run, as its own process (its CLI with --json), and the server's CPU time during it. */
async function load(url: string, headers: Record<string, string>, serverPid: number): Promise<Omit<Figures, "route">> {
  const args = [
    path.join(ROOT, "node_modules/autocannon/autocannon.js"),
    url,
    "-c",
    String(CONNECTIONS),
    "-d",
    String(DURATION),
    "--json",
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}:${v}`]),
  ];
  const cpuBefore = cpuMillis(serverPid);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const cpu = cpuMillis(serverPid) - cpuBefore;
  const r = JSON.parse(stdout);
  return {
    cpuMicros: r.requests.total ? (cpu * 1000) / r.requests.total : 0,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

const db = seededDatabase();
// The benchmark measures reads: the start-up reminder run and the morning digest would otherwise
// queue ~3,000 emails while the first route is measured.
const sqlite = new Database(db.databasePath);
sqlite.prepare("update users set invoice_reminders = 0, daily_task_updates = 0").run();
sqlite.close();

const appBase = `http://127.0.0.1:${APP_PORT}`;
const bareBase = `http://127.0.0.1:${BARE_PORT}`;
const app = await startProcess(
  "server/main.ts",
  { PORT: String(APP_PORT), DATABASE_PATH: db.databasePath, APP_SECRET: "bench", SIGNIN_RATE_LIMIT: "1000" },
  `${appBase}/api/config`,
);
const bare = await startProcess("bench/bare-hono.ts", { PORT: String(BARE_PORT) }, `${bareBase}/json`);

try {
  const cookie = await signIn(appBase);
  const headers = { cookie, "accept-encoding": ACCEPT_ENCODING };
  // Warm up: the first computation of each kept read, and the JIT (a few hundred requests per route,
  // 10 at a time, so the first route measured is not measured on colder code than the last).
  for (const base of [appBase, bareBase])
    for (const route of base === appBase ? ROUTES : ["/json"])
      for (let i = 0; i < 30; i++)
        await Promise.all(
          Array.from({ length: 10 }, async () => (await fetch(base + route, { headers })).arrayBuffer()),
        );

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per route; server, baseline and load generator are separate processes`,
  );
  const baseline = {
    route: "bare Hono GET /json (2 KB)",
    ...(await load(`${bareBase}/json`, {}, bare.child.pid!)),
  };
  const rows: Figures[] = [baseline];
  for (const route of ROUTES) rows.push({ route, ...(await load(appBase + route, headers, app.child.pid!)) });

  console.log(
    "\nroute                          req/s      p50      p99   bytes/answer   share of bare Hono   server CPU/answer (share)",
  );
  for (const r of rows) {
    const share = (r.rps / baseline.rps) * 100;
    const cpuShare = (baseline.cpuMicros / r.cpuMicros) * 100;
    const verdict = r === baseline ? "    " : share >= 100 / 3 ? "  ok" : "  <⅓";
    console.log(
      [
        r.route.padEnd(28),
        r.rps.toFixed(0).padStart(7),
        `${r.p50} ms`.padStart(8),
        `${r.p99} ms`.padStart(8),
        String(Math.round(r.bytes)).padStart(14),
        `${share.toFixed(1).padStart(9)} %${verdict}`,
        `${r.cpuMicros.toFixed(0).padStart(12)} µs (${cpuShare.toFixed(1)} %)`,
        r.errors ? `  ${r.errors} errors` : "",
      ].join(" "),
    );
  }
  console.log("budget: every authenticated read >= 33.3 % of bare Hono's req/s");
  console.log(
    "(bytes/answer include headers; CPU/answer is the server process's own time per request, the steadier figure when other work shares the machine)",
  );

  // Recompute after a write: a write through the API bumps the owner's revision, so the next read
  // computes afresh. Timed from the client: one HTTP round trip included.
  const clients = (await (await fetch(`${appBase}/api/clients?limit=1`, { headers: { cookie } })).json()) as {
    id: string;
    name: string;
    email: string | null;
    company: string | null;
    businessNiche: string | null;
  }[];
  const { id, name, email, company, businessNiche } = clients[0];
  let n = 0;
  async function afterWrite(route: string): Promise<number> {
    const samples: number[] = [];
    for (let i = 0; i < 12; i++) {
      const write = await fetch(`${appBase}/api/clients/${id}`, {
        method: "PUT",
        headers: { cookie, "content-type": "application/json", origin: appBase },
        body: JSON.stringify({ name, email, company, businessNiche, phone: `+1 555 ${String(n++).padStart(4, "0")}` }),
      });
      if (write.status !== 200) throw new Error(`write failed: ${write.status}`);
      const t0 = performance.now();
      const res = await fetch(appBase + route, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
      if (i >= 2) samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)];
  }
  console.log("\nread right after a write (median of 10, HTTP round trip included)");
  for (const route of ["/api/dashboard", "/api/tasks/prioritized", "/api/invoices?limit=50", "/api/clients"]) {
    console.log(`${route.padEnd(28)} ${(await afterWrite(route)).toFixed(1).padStart(7)} ms`);
  }
  console.log("budget: <= 15 ms for the dashboard, the prioritized list and the first invoice page");
} finally {
  await app.stop();
  await bare.stop();
  db.cleanup();
}
