// Benchmark (issue 14 §8): the one-off reminder run that charges a late fee on 10,000 overdue invoices
// at once (an owner turns a fee on with a long backlog). Each fee is a line of its invoice: the run
// claims the (invoice, period) row, adds the line, recomputes the total and records the event.
// The reminders of that run wait (a reminder went out an hour ago: the quiet period), so the figure is
// the fees' cost; the steady run after it (nothing to charge) is the job's own reading of the candidates.
// Run: npm run bench:late-fees
import { eq } from "drizzle-orm";
import { clients, invoiceLines, invoices, users } from "../core/db/schema";
import { runReminderJob } from "../core/reminders/run";
import { addDays } from "../core/time";
import { benchApp, fmt, median, time } from "./support";

const CLIENTS = 1_000;
const INVOICES = 10_000;
const CHUNK = 500;

const { app, services, cleanup } = benchApp();
const signup = await app.request("/api/auth/signup", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "fees@example.com", password: "benchmark-pass", firstName: "Bench" }),
});
const { id: userId } = (await signup.json()) as { id: string };

const t0 = performance.now();
services.db.transaction((tx) => {
  const clientIds = Array.from({ length: CLIENTS }, (_, i) => i).flatMap((i) =>
    tx
      .insert(clients)
      .values({ userId, name: `Client ${i}`, email: `client${i}@example.com` })
      .returning({ id: clients.id })
      .all()
      .map((r) => r.id),
  );
  for (let start = 0; start < INVOICES; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, INVOICES - start) }, (_, k) => {
      const i = start + k;
      return {
        userId,
        clientId: clientIds[i % CLIENTS],
        invoiceNumber: `INV-${100_000 + i}`,
        amountCents: 5_000 + ((i * 7919) % 500_000),
        status: "overdue",
        // 2 to 61 days late: every invoice has reached the fee's first period.
        dueDate: addDays("2026-11-21", -2 - (i % 60)),
        sentAt: new Date(1_700_000_000_000 + i * 1000),
        description: `Work package ${i}`,
        createdAt: new Date(1_700_000_000_000 + i * 1000),
      };
    });
    const made = tx
      .insert(invoices)
      .values(rows)
      .returning({ id: invoices.id, amountCents: invoices.amountCents })
      .all();
    tx.insert(invoiceLines)
      .values(
        made.flatMap((inv) => {
          const p = Math.floor(inv.amountCents / 4);
          return [
            { description: "Design", quantityMilli: 2000, unitPriceCents: p, amountCents: 2 * p },
            { description: "Hosting", quantityMilli: 1000, unitPriceCents: p, amountCents: p },
            {
              description: "Support",
              quantityMilli: 1000,
              unitPriceCents: inv.amountCents - 3 * p,
              amountCents: inv.amountCents - 3 * p,
            },
          ].map((l, position) => ({ ...l, userId, invoiceId: inv.id, position, taxes: [] }));
        }),
      )
      .run();
  }
});
console.log(`seeded ${CLIENTS} clients and ${INVOICES} overdue invoices × 3 lines in ${fmt(performance.now() - t0)}`);

// The reminders first (an hour before): the fee run's notices then wait for the quiet period.
services.db
  .update(users)
  .set({ reminderSchedule: { steps: [1], repeatEvery: 7 } })
  .where(eq(users.id, userId))
  .run();
const reminded = runReminderJob(services).reminders.filter((r) => r.status === "queued").length;
console.log(`reminders queued before the fee is turned on: ${reminded}`);

services.db
  .update(users)
  .set({ lateFee: { kind: "percent", value: 1500, afterDays: 1, repeatEvery: 30 } })
  .where(eq(users.id, userId))
  .run();
const feeRun = performance.now();
const withFees = runReminderJob(services);
const feeMs = performance.now() - feeRun;
const charged = withFees.reminders.filter((r) => r.lateFee).length;
const steady = await time(async () => runReminderJob(services), 5, 1);
const again = services.db.$client.prepare("select count(*) from invoice_late_fees").pluck().get() as number;
const feeLines = services.db.$client
  .prepare("select count(*) from invoice_lines where late_fee_id is not null")
  .pluck()
  .get() as number;
console.log(`reminder job charging the late fees: ${fmt(feeMs)}  (charged ${charged} fees; one line each)`);
console.log(`reminder job, steady state after:  median ${fmt(median(steady))}  (nothing to charge)`);
console.log(`fees per ms: ${(charged / feeMs).toFixed(2)}; fee rows ${again}, fee lines ${feeLines} (each once)`);
cleanup();
