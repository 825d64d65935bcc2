// Benchmark (issue 9): 1,000 reminders queued by the reminder trigger and delivered through a local
// SMTP peer by two delivery workers, each in a process of its own, as two servers would.
// Prints how long the trigger took to answer, the messages received, the duplicates (must be 0) and
// the time to deliver them all.
// Run: npm run bench:outbox
import { spawn } from "node:child_process";
import path from "node:path";
import { clients, invoices } from "../core/db/schema";
import { startSmtpServer } from "../test/fakes/smtp";
import { benchApp, fmt } from "./support";

const EMAILS = 1_000;

const smtp = await startSmtpServer();
// A day in the past: the worker processes run on the real clock and must find the reminders due.
const { app, services, cleanup } = benchApp("2026-11-20T10:00:00Z");
const signup = await app.request("/api/auth/signup", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@example.com", password: "benchmark-pass", firstName: "Bench" }),
});
const cookie = signup.headers.get("set-cookie")!.split(";")[0];
const { id: userId } = (await signup.json()) as { id: string };
services.db.transaction((tx) => {
  for (let i = 0; i < EMAILS; i++) {
    const client = tx
      .insert(clients)
      .values({ userId, name: `Client ${i}`, email: `client${i}@example.com` })
      .returning({ id: clients.id })
      .get();
    tx.insert(invoices)
      .values({
        userId,
        clientId: client.id,
        invoiceNumber: `INV-${String(i).padStart(5, "0")}`,
        amountCents: 10_000 + i,
        status: "pending",
        dueDate: "2026-11-18",
        sentAt: new Date("2026-11-01T00:00:00Z"),
      })
      .run();
  }
});

// The trigger decides and queues, and answers without waiting for a single email.
const asked = performance.now();
const answer = await app.request("/api/invoices/trigger-auto-reminders", {
  method: "POST",
  headers: { cookie, "sec-fetch-site": "same-origin" },
});
const answeredIn = performance.now() - asked;
const { queued } = (await answer.json()) as { queued: number };
console.log(
  `POST /api/invoices/trigger-auto-reminders answered ${answer.status} in ${fmt(answeredIn)} (${queued} reminders queued)`,
);

const started = performance.now();
const workers = [1, 2].map(() =>
  spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("test/fixtures/delivery-worker.ts"), services.db.$client.name, smtp.url, "120000"],
    { stdio: ["ignore", "ignore", "inherit"] },
  ),
);
while (smtp.received.length < queued) await new Promise((r) => setTimeout(r, 50));
const elapsed = performance.now() - started;
// A moment more, so a late duplicate would be counted too.
await new Promise((r) => setTimeout(r, 1000));
for (const w of workers) w.kill("SIGTERM");

const ids = smtp.received.map((m) => m.messageId);
const duplicates = ids.length - new Set(ids).size;
console.log(`emails received:  ${smtp.received.length} of ${queued}`);
console.log(`duplicates:       ${duplicates} (must be 0)`);
console.log(
  `time to deliver:  ${fmt(elapsed)} with 2 worker processes (${Math.round((queued / elapsed) * 1000)} emails/s, including worker start-up)`,
);
await smtp.close();
cleanup();
process.exit(duplicates === 0 && smtp.received.length === queued ? 0 : 1);
