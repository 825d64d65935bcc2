import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@core/db";
import { runMorningDigest } from "@core/focus";
import { business } from "../../test/focus-owner";

describe("the morning digest", () => {
  it("emails the top 3 moves once a day from 7:00 local, when Daily Task Updates is on", async () => {
    const { t, owner } = await business({ now: "2026-11-21T06:30:00Z" });
    expect(runMorningDigest(t.services).queued).toBe(0);
    t.clock.set("2026-11-21T07:05:00Z");
    const [first, second] = [runMorningDigest(t.services), runMorningDigest(t.services)];
    expect(first.queued + second.queued).toBe(1);
    const mail = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "digest")).get()!;
    expect(mail.toAddress).toBe(owner.email);
    expect(mail.subject).toBe("Your top 3 money moves for November 21, 2026");
    expect(mail.body).toContain("1. Chase $2,400 from Acme Ltd ($2,400)");
    expect(mail.body).toContain("Why: $2,400 from Acme Ltd, 9 days late");
    t.clock.set("2026-11-21T20:00:00Z");
    expect(runMorningDigest(t.services).queued).toBe(0);
    t.clock.set("2026-11-22T07:30:00Z");
    expect(runMorningDigest(t.services).queued).toBe(1);

    await t.call("PUT", "/api/user/notifications", {
      cookie: owner.cookie,
      body: { emailNotifications: false, invoiceReminders: true, contentPublishing: true, dailyTaskUpdates: false },
    });
    t.clock.set("2026-11-23T07:30:00Z");
    expect(runMorningDigest(t.services).queued).toBe(0);
  });
});
