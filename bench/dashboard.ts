// Benchmark (issue 4): an owner with 1,000 clients, 10,000 invoices, 5,000 tasks and 2,000 events.
// Prints median and p99 latency and throughput of GET /api/dashboard and GET /api/tasks/prioritized
// next to a static JSON route of the same server (GET /api/config), measured in the same run over HTTP.
// Budget: median under 15 ms, and at least a third of the static route's throughput.
// Run: npm run bench:dashboard
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import type { AddressInfo } from "node:net";
import { clients, events, invoices, tasks } from "../core/db/schema";
import { addDays } from "../core/time";
import { benchApp, fmt } from "./support";

const { app, services, cleanup } = benchApp(new Date().toISOString());
const signup = await app.request("/api/auth/signup", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@example.com", password: "benchmark-pass", firstName: "Bench" }),
});
const cookie = signup.headers.get("set-cookie")!.split(";")[0];
const { id: userId } = (await signup.json()) as { id: string };
const today = new Date().toISOString().slice(0, 10);
const now = Date.now();

const t0 = performance.now();
services.db.transaction((tx) => {
  const ids: string[] = [];
  for (let i = 0; i < 1_000; i++) {
    ids.push(
      tx
        .insert(clients)
        .values({
          userId,
          name: `Client ${i}`,
          email: `c${i}@example.com`,
          lastContactDate: new Date(now - (i % 90) * 86_400_000),
        })
        .returning({ id: clients.id })
        .get().id,
    );
  }
  const statuses = ["pending", "pending", "paid", "overdue", "draft"];
  for (let i = 0; i < 10_000; i++) {
    const status = statuses[i % statuses.length];
    tx.insert(invoices)
      .values({
        userId,
        clientId: ids[i % ids.length],
        invoiceNumber: `INV-${i}`,
        amountCents: 5_000 + ((i * 7919) % 500_000),
        status,
        dueDate: addDays(today, (i % 121) - 60),
        paidDate: status === "paid" ? addDays(today, -(i % 40)) : null,
      })
      .run();
  }
  for (let i = 0; i < 5_000; i++) {
    tx.insert(tasks)
      .values({
        userId,
        title: `Task ${i}`,
        category: ["Sales", "Admin", "Content"][i % 3],
        priority: ["low", "medium", "high"][i % 3],
        dueDate: i % 2 ? addDays(today, (i % 30) - 10) : null,
        businessImpact: i % 5 === 0 ? `$${(i % 40) * 100} upsell` : null,
        completed: i % 4 === 0,
      })
      .run();
  }
  for (let i = 0; i < 2_000; i++) {
    tx.insert(events)
      .values({
        userId,
        type: "content_post",
        title: `Post ${i}`,
        status: i % 3 ? "scheduled" : "published",
        startDate: new Date(now + ((i % 60) - 30) * 86_400_000),
      })
      .run();
  }
});
console.log(`seeded 1,000 clients, 10,000 invoices, 5,000 tasks, 2,000 events in ${fmt(performance.now() - t0)}`);

const server = serve({ fetch: app.fetch, port: 0 });
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function measure(path: string) {
  const result = await autocannon({
    url: base + path,
    headers: { cookie },
    connections: 4,
    duration: 5,
  });
  if (result.non2xx) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  return { path, median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

// Warm up (first computation and JIT), then measure each route in turn.
for (const p of ["/api/config", "/api/dashboard", "/api/tasks/prioritized"])
  await app.request(p, { headers: { cookie } });
const rows = [];
for (const p of ["/api/config", "/api/dashboard", "/api/tasks/prioritized"]) rows.push(await measure(p));
const staticRps = rows[0].rps;
console.log("route                       median     p99       req/s   vs static");
for (const r of rows) {
  console.log(
    `${r.path.padEnd(26)} ${fmt(r.median).padStart(9)} ${fmt(r.p99).padStart(9)} ${r.rps.toFixed(0).padStart(8)}   ${((r.rps / staticRps) * 100).toFixed(0)}%`,
  );
}
console.log("budget: median < 15 ms and throughput >= 33% of the static route");

const cold = performance.now();
services.db
  .update(clients)
  .set({ phone: "1" })
  .where((await import("drizzle-orm")).eq(clients.id, services.db.select().from(clients).get()!.id))
  .run();
await app.request("/api/dashboard", { headers: { cookie } });
console.log(`GET /api/dashboard right after a write (recomputed): ${fmt(performance.now() - cold)}`);
server.close();
cleanup();
