// Benchmark (issue 3): an owner with 1,000 clients and 10,000 invoices. Prints the median time of
// GET /api/invoices and GET /api/clients in-process and of the reminder job.
// Budgets: list calls under 50 ms median; the reminder job over 10,000 invoices under 2 s.
// Run: npx tsx bench/invoices.ts (each invoice has 3 lines, issue 14)
import { eq } from "drizzle-orm";
import { clients, invoiceLines, invoices, users } from "../core/db/schema";
import { deliveryChannels } from "../core/composition";
import { drainDeliveries } from "../core/delivery/worker";
import { runReminderJob } from "../core/reminders/run";
import { addDays } from "../core/time";
import { benchApp, fmt, median, time } from "./support";

const CLIENTS = 1_000;
const INVOICES = 10_000;

const { app, services, cleanup } = benchApp();
const signup = await app.request("/api/auth/signup", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@example.com", password: "benchmark-pass", firstName: "Bench" }),
});
const cookie = signup.headers.get("set-cookie")!.split(";")[0];
const { id: userId } = (await signup.json()) as { id: string };

const t0 = performance.now();
services.db.transaction((tx) => {
  const clientIds: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const row = tx
      .insert(clients)
      .values({
        userId,
        name: `Client ${String(i).padStart(4, "0")}`,
        email: `client${i}@example.com`,
        company: `Company ${i}`,
      })
      .returning({ id: clients.id })
      .get();
    clientIds.push(row.id);
  }
  const statuses = ["pending", "pending", "paid", "overdue", "draft"];
  for (let i = 0; i < INVOICES; i++) {
    const amountCents = 5_000 + ((i * 7919) % 500_000);
    const invoice = tx
      .insert(invoices)
      .values({
        userId,
        clientId: clientIds[i % CLIENTS],
        invoiceNumber: `INV-${1_700_000_000_000 + i}`,
        amountCents,
        status: statuses[i % statuses.length],
        // Due dates spread from 60 days ago to 60 days ahead.
        dueDate: addDays("2026-11-21", (i % 121) - 60),
        paidDate: statuses[i % statuses.length] === "paid" ? "2026-11-01" : null,
        // Issued invoices reached their client (only those get reminders, decision 210).
        sentAt: statuses[i % statuses.length] === "draft" ? null : new Date(1_700_000_000_000 + i * 1000),
        description: `Work package ${i}`,
        createdAt: new Date(1_700_000_000_000 + i * 1000),
      })
      .returning({ id: invoices.id })
      .get();
    // Three lines whose total is the invoice's amount (2 × p + p + the rest).
    const p = Math.floor(amountCents / 4);
    const lines = [
      { description: `Design ${i}`, quantityMilli: 2000, unitPriceCents: p },
      { description: "Hosting", quantityMilli: 1000, unitPriceCents: p },
      { description: "Support", quantityMilli: 1000, unitPriceCents: amountCents - 3 * p },
    ];
    tx.insert(invoiceLines)
      .values(
        lines.map((l, position) => ({
          ...l,
          userId,
          invoiceId: invoice.id,
          position,
          taxes: [],
          amountCents: (l.quantityMilli / 1000) * l.unitPriceCents,
        })),
      )
      .run();
  }
});
console.log(`seeded ${CLIENTS} clients and ${INVOICES} invoices × 3 lines in ${fmt(performance.now() - t0)}`);

const get = (path: string) => async () => {
  const res = await app.request(path, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  await res.text();
};

const inv = await time(get("/api/invoices"), 30);
// A write before each read: the list is computed afresh (the cache is keyed by the data revision).
const someClient = services.db.select({ id: clients.id }).from(clients).get()!.id;
let n = 0;
const cold = await time(async () => {
  services.db
    .update(clients)
    .set({ phone: String(n++) })
    .where(eq(clients.id, someClient))
    .run();
  await get("/api/invoices")();
}, 10);
const cli = await time(get("/api/clients"), 30);
// One invoice with its lines, taxes and balance, as the "View invoice" dialog and the pay page read it.
const someInvoice = services.db.select({ id: invoices.id, token: invoices.publicToken }).from(invoices).get()!;
const detail = await time(get(`/api/invoices/${someInvoice.id}`), 30);
const pay = await time(get(`/api/public/invoices/${someInvoice.token}`), 30);
console.log(`GET /api/invoices  median ${fmt(median(inv))}  (10,000 invoices; budget 50 ms)`);
console.log(`GET /api/invoices  median ${fmt(median(cold))}  right after a write (recomputed, no cache hit)`);
console.log(`GET /api/clients   median ${fmt(median(cli))}  (1,000 clients; budget 50 ms)`);
console.log(`GET /api/invoices/:id  median ${fmt(median(detail))}  (one invoice with its 3 lines and figures)`);
console.log(`GET /api/public/invoices/:token  median ${fmt(median(pay))}  (the pay page's read)`);

const firstRun = performance.now();
const first = runReminderJob(services);
const firstMs = performance.now() - firstRun;
const queued = first.reminders.filter((r) => r.status === "queued").length;
console.log(
  `reminder job, first run: ${fmt(firstMs)}  (marked ${first.markedOverdue} overdue, queued ${queued} reminders; budget 2000 ms)`,
);
// The heaviest one-off: the owner turns on a late fee that every overdue invoice reaches at once, with a
// repeating schedule and the adaptive cadence (each fee becomes a line: read, rewrite, history event).
services.db
  .update(users)
  .set({
    reminderSchedule: { steps: [-3, 0, 3, 7], repeatEvery: 7 },
    adaptiveReminders: true,
    lateFee: { kind: "percent", value: 1500, afterDays: 1, repeatEvery: 30 },
  })
  .where(eq(users.id, userId))
  .run();
const feeRun = performance.now();
const withFees = runReminderJob(services);
const charged = withFees.reminders.filter((r) => r.lateFee).length;
console.log(
  `reminder job, right after a late fee is turned on: ${fmt(performance.now() - feeRun)}  (charged ${charged} late fees at once; a one-off, outside the 2000 ms budget)`,
);
const deliveryRun = performance.now();
const delivered = await drainDeliveries(services, deliveryChannels);
console.log(
  `delivery of those reminders to the offline outbox: ${fmt(performance.now() - deliveryRun)}  (${delivered} emails rendered and stored)`,
);
const steady = await time(async () => runReminderJob(services), 5, 1);
console.log(`reminder job, steady state: median ${fmt(median(steady))}  (nothing new to send; budget 2000 ms)`);
cleanup();
