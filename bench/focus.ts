// npm run bench:focus (issues 10 and 13): the focus engine's recompute at a real owner's scale (the demo
// owner with 1,000 clients, 10,000 invoices, 5,000 tasks, 2,000 posts), in process. After one write of
// each kind (a client, an invoice, a task) it prints the CPU time (process.cpuUsage: user + system of
// this process, steadier than wall time on a shared machine) of the next read of the focus state, the
// dashboard, the first page of /api/tasks/prioritized and the first invoice page; and of a full rebuild
// (the first read of a new day). Budget (issue 10): a recompute after a write <= 15 ms.
// Writes go through a second connection, as the CLI beside the server would make them.
import Database from "better-sqlite3";
import { asOwner, type OwnerContext } from "../core/context";
import { getDashboard } from "../core/focus/dashboard";
import { getPrioritizedTasks } from "../core/focus/prioritized";
import { focusState } from "../core/focus/state";
import { listInvoices } from "../core/invoices/list";
import { silentLogger } from "../core/log/logger";
import { loadConfig } from "../server/config";
import { createServices } from "../server/services";
import { DEMO, seededDatabase } from "./processes";
import { median } from "./support";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const seeded = seededDatabase();
let current = Date.now();
const clock = { now: () => new Date(current) };
const services = await createServices(loadConfig({ DATABASE_PATH: seeded.databasePath, APP_SECRET: "bench" }), {
  clock,
  log: silentLogger,
});
const writer = new Database(seeded.databasePath);
writer.pragma("busy_timeout = 5000");
const userId = writer.prepare("select id from users where email = ?").pluck().get(DEMO.email) as string;
const ctx: OwnerContext = asOwner(services, userId);

/** CPU milliseconds (user + system) `fn` takes in this process. */
async function cpu(fn: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const reads: Record<string, () => unknown> = {
  "focus state": () => focusState(ctx),
  dashboard: () => getDashboard({ ctx }),
  "prioritized, first page": () => getPrioritizedTasks({ ctx, query: {} }),
  "invoices, first page": () => listInvoices({ ctx, query: { limit: "50" } }),
};

const clientIds = writer.prepare("select id from clients where user_id = ? limit 200").pluck().all(userId) as string[];
const openInvoices = writer
  .prepare("select id from invoices where user_id = ? and status in ('pending', 'overdue') limit 200")
  .pluck()
  .all(userId) as string[];
const openTasks = writer
  .prepare("select id from tasks where user_id = ? and completed = 0 limit 200")
  .pluck()
  .all(userId) as string[];
let n = 0;
const writes: Record<string, () => void> = {
  // A client's details edited.
  client: () => void writer.prepare("update clients set phone = ? where id = ?").run(`+1 555 ${n}`, clientIds[n % 200]),
  // An open invoice's amount corrected (it stays open, so every sample moves one scored row).
  invoice: () =>
    void writer
      .prepare("update invoices set amount_cents = amount_cents + 100, updated_at = ? where id = ?")
      .run(Date.now(), openInvoices[n % 200]),
  // A task reprioritised.
  task: () =>
    void writer
      .prepare("update tasks set priority = case priority when 'high' then 'low' else 'high' end where id = ?")
      .run(openTasks[n % 200]),
};

// Warm up: the first computation of everything and the JIT.
for (let i = 0; i < 3; i++) for (const read of Object.values(reads)) await read();

console.log(
  `focus engine at scale: CPU time in this process (process.cpuUsage, user + system), median of ${RUNS}; the machine is shared`,
);
console.log(`\n${"after a write to".padEnd(18)} ${Object.keys(reads).map((r) => r.padStart(24)).join("")}`);
for (const [kind, write] of Object.entries(writes)) {
  const figures: string[] = [];
  for (const [, read] of Object.entries(reads)) {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      n++;
      write();
      // Everything the read needs first (the other reads it shares caches with are not charged to it).
      samples.push(await cpu(read));
    }
    figures.push(`${median(samples).toFixed(2)} ms`.padStart(24));
  }
  console.log(`${kind.padEnd(18)} ${figures.join("")}`);
}

// A full rebuild: the first read of a new day recomputes every row.
const rebuild: number[] = [];
for (let i = 0; i < Math.max(5, Math.floor(RUNS / 2)); i++) {
  current += 86_400_000;
  rebuild.push(await cpu(reads["focus state"]));
}
console.log(`\nfull rebuild (first focus read of a new day): ${median(rebuild).toFixed(1)} ms CPU`);
const dayDash: number[] = [];
for (let i = 0; i < 5; i++) {
  current += 86_400_000;
  dayDash.push(await cpu(reads.dashboard));
}
console.log(`first dashboard of a new day (rebuild included): ${median(dayDash).toFixed(1)} ms CPU`);
console.log("budget: a recompute after a write <= 15 ms (dashboard, prioritized, first invoice page)");

writer.close();
services.db.$client.close();
seeded.cleanup();
