import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, growthPulses, users } from "../db/schema";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { runGrowthPulse } from "./growth-pulse";

// Monday 23 November 2026; the owner is in New York (UTC−5).
const at = (iso: string) => new Date(iso);

async function owner(t: ReturnType<typeof makeTestApp>, emailNotifications = true) {
  const o = await t.signUp();
  t.db
    .update(users)
    .set({ timeZone: "America/New_York", emailNotifications, onboardingCompleted: true })
    .where(eq(users.id, o.user.id))
    .run();
  const id = o.user.id;
  const acme = factories.client(t.db, id, { name: "Acme", createdAt: at("2026-11-18T15:00:00Z") });
  // Last week (16–22 Nov): $1,500 paid, against $1,000 the week before; 2 tasks done; 1 post out.
  factories.invoice(t.db, id, acme.id, {
    amountCents: 150_000,
    status: "paid",
    paidDate: "2026-11-19",
    dueDate: "2026-11-30",
  });
  factories.invoice(t.db, id, acme.id, {
    amountCents: 100_000,
    status: "paid",
    paidDate: "2026-11-10",
    dueDate: "2026-11-30",
  });
  factories.invoice(t.db, id, acme.id, {
    amountCents: 40_000,
    status: "pending",
    dueDate: "2026-11-02",
    invoiceNumber: "INV-LATE",
  });
  factories.task(t.db, id, { completed: true, completedAt: at("2026-11-17T15:00:00Z") });
  factories.task(t.db, id, { completed: true, completedAt: at("2026-11-23T03:00:00Z") }); // Sunday 22:00 in New York
  factories.task(t.db, id, { completed: true, completedAt: at("2026-11-23T06:00:00Z") }); // Monday 01:00: this week
  return o;
}

describe("the weekly Growth Pulse", () => {
  it("goes out once from Monday 8:00 in the owner's time zone with last week's figures and the next moves", async () => {
    const t = makeTestApp({ now: "2026-11-23T12:30:00Z" }); // 07:30 in New York
    const o = await owner(t);
    await owner(t, false); // Email Notifications off: nothing
    expect(runGrowthPulse(t.services)).toEqual({ queued: 0 });
    t.clock.set(at("2026-11-23T13:05:00Z")); // 08:05
    // Two servers running the job at once queue one email.
    expect([runGrowthPulse(t.services), runGrowthPulse(t.services)].map((r) => r.queued)).toEqual([1, 0]);
    t.clock.set(at("2026-11-25T13:05:00Z")); // Wednesday: still once this week
    expect(runGrowthPulse(t.services).queued).toBe(0);
    const [mail] = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "growth_pulse")).all();
    expect(mail.toAddress).toBe(o.email);
    expect(mail.subject).toBe("Your Growth Pulse: $1,500.00 paid last week");
    expect(mail.body).toContain("- Paid to you: $1,500.00 (+50% on the week before)");
    expect(mail.body).toContain("- Tasks completed: 2");
    expect(mail.body).toContain("- New clients: 1");
    expect(mail.body).toContain("- Overdue now: 1 invoice, $400.00");
    expect(mail.body).toContain("Your next moves:\n\n1. ");
    // The focus engine's first move: the overdue invoice, never sent, its due date 21 days behind.
    expect(mail.body).toContain(
      "1. Send invoice INV-LATE to Acme\n   Why: $400 for Acme, never sent, its due date passed 21 days ago",
    );
    expect(t.db.select().from(growthPulses).all()).toEqual([
      expect.objectContaining({ userId: o.user.id, week: "2026-11-23", outboxId: mail.id }),
    ]);
    await t.deliver();
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.id, mail.id)).get()?.status).toMatch(/sent|stored/);
    // The next Monday brings the next week's pulse.
    t.clock.set(at("2026-11-30T13:05:00Z"));
    expect(runGrowthPulse(t.services).queued).toBe(1);
  });
});
