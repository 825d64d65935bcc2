// One rule in one place: "overdue" is core/invoices/status.ts (isOverdue, and overdueSql for the
// queries). Every screen that counts overdue invoices counts the same ones for the same data: the
// web's tracker, ledger tab, calendar, Analyst and bell, the terminal's ledger and chat, and the
// morning digest email.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, users } from "@core/db";
import { runMorningDigest } from "@core/focus";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { factories } from "../../test/factories";

// 21:00 on Friday 20 November in Los Angeles, already the 21st in UTC: "today" is the owner's.
const NOW = "2026-11-21T05:00:00Z";

describe("overdue", () => {
  it("is the same invoices, and the same sum, on every screen and in the digest", async () => {
    const t = makeTestApp({ now: NOW });
    const owner = await t.signUp();
    const id = owner.user.id;
    t.db
      .update(users)
      .set({ timeZone: "America/Los_Angeles", onboardingCompleted: true })
      .where(eq(users.id, id))
      .run();
    const client = (name: string) => factories.client(t.db, id, { name, email: `${name.toLowerCase()}@example.com` });
    const invoice = (name: string, o: Parameters<typeof factories.invoice>[3]) =>
      factories.invoice(t.db, id, client(name).id, { sentAt: new Date("2026-10-01T12:00:00Z"), ...o });
    // Due today in Los Angeles (yesterday in UTC): not overdue.
    invoice("Dawn", { amountCents: 100_000, status: "pending", dueDate: "2026-11-20" });
    // Overdue: a day late ($120), marked overdue before its date ($330), ten days late and partly paid
    // ($500 less $150: $350 still owed). $800 in all.
    invoice("Bolt", { amountCents: 12_000, status: "pending", dueDate: "2026-11-19" });
    invoice("Cora", { amountCents: 33_000, status: "overdue", dueDate: "2026-11-25" });
    const partly = invoice("Acme", { amountCents: 50_000, status: "pending", dueDate: "2026-11-10" });
    const paid = await t.call("POST", `/api/invoices/${partly.id}/payments`, {
      cookie: owner.cookie,
      body: { amount: "150", date: "2026-11-15" },
    });
    expect(paid.status, paid.text).toBe(201);
    const get = async (path: string) => (await t.call("GET", path, { cookie: owner.cookie })).json;

    // The web, through the answers it draws.
    const summary = await get("/api/invoices/summary");
    expect(summary.today).toBe("2026-11-20");
    expect(summary.overdue).toEqual({ count: 3, total: "800.00" });
    expect(summary.statusCounts.overdue).toBe(3);
    const ledger = await t.call("GET", "/api/invoices?status=overdue", { cookie: owner.cookie });
    expect(ledger.headers.get("x-total-count")).toBe("3");
    const calendar = await get("/api/invoices/calendar?month=2026-11");
    expect(calendar.days.reduce((n: number, d: { overdue: number }) => n + d.overdue, 0)).toBe(3);
    const analytics = (await get("/api/analytics")).business;
    expect(analytics.invoiceStatus.overdue).toBe(3);
    expect(analytics.paidVsOutstanding.overdue).toBe("800.00");
    expect(analytics.outstandingByAge.find((b: { key: string }) => b.key === "1-30")).toMatchObject({
      count: 3,
      amount: "800.00",
    });
    const bell = (await get("/api/notifications")).items.filter((n: { type: string }) => n.type === "overdue_invoice");
    expect(bell).toHaveLength(3);
    expect(await get("/api/invoices/figures")).toMatchObject({ overdue: { count: 3, total: "800.00" } });

    // The terminal: the overdue ledger and the chat.
    const cli = cliHarness(t, id, NOW);
    const list = await cli.run(["invoices", "--status", "overdue"]);
    expect(list.stdout).toContain("Overdue: 3 invoices, $800.00");
    expect(list.stdout).not.toContain("Dawn");
    expect((await cli.run(["ask", "how much is overdue?"])).stdout).toContain(
      "You have $800.00 overdue across 3 invoices",
    );

    // The email: the morning digest chases each client apart (decision 325), the partly paid one for its balance.
    expect(runMorningDigest(t.services).queued).toBe(1);
    const digest = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "digest")).get()!;
    expect(digest.body).toContain("Chase $350 from Acme");
  });
});

describe("overdue in the insight", () => {
  it("is the summary's count and total in the briefing's insight, never-emailed invoices included", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const owner = await t.signUp();
    const acme = factories.client(t.db, owner.user.id, { name: "Acme" });
    const sent = new Date("2026-10-02T09:00:00Z");
    for (const cents of [310_000, 220_000, 150_000]) {
      factories.invoice(t.db, owner.user.id, acme.id, { dueDate: "2026-11-01", amountCents: cents, sentAt: sent });
    }
    // Issued, past due, never emailed: overdue for the tracker and the dashboard, not chased by the engine.
    for (const cents of [40_000, 2_599]) {
      factories.invoice(t.db, owner.user.id, acme.id, { dueDate: "2026-11-01", amountCents: cents });
    }
    const get = async (path: string) => (await t.call("GET", path, { cookie: owner.cookie })).json;
    const summary = await get("/api/invoices/summary");
    const dashboard = await get("/api/dashboard");
    const prioritized = await get("/api/tasks/prioritized?limit=3");
    expect(summary.overdue).toEqual({ count: 5, total: "7225.99" });
    expect(dashboard.invoices.overdueCount).toBe(5);
    expect(prioritized.insight).toContain("5 invoices are overdue, $7,225.99 in all.");
    expect(prioritized.insight).not.toContain("sent invoices");

    // One more overdue invoice, never emailed: the insight moves with the summary.
    factories.invoice(t.db, owner.user.id, acme.id, { dueDate: "2026-11-02", amountCents: 1_00 });
    expect((await get("/api/tasks/prioritized?limit=3")).insight).toContain(
      "6 invoices are overdue, $7,226.99 in all.",
    );
  });
});
