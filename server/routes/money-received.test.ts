// Decision 300: "collected" and "revenue" are money received, on the day it arrived (qa12 F7), and
// money the home totals cannot convert is named, not dropped without a word (qa12 F14).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { growthPulseEmail } from "../../core/analyst";
import { asOwner } from "../../core/context";
import { users } from "../../core/db";
import { businessFigures } from "../../core/strategist";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

// Saturday 21 November 2026 (test/app.ts); the owner is in UTC.
async function owner(t: ReturnType<typeof makeTestApp>) {
  const o = await t.signUp();
  const client = factories.client(t.db, o.user.id, { name: "Acme", email: "ap@acme.test" });
  return { ...o, client };
}

const get = async (t: ReturnType<typeof makeTestApp>, cookie: string, path: string) => {
  const res = await t.call("GET", path, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe("money received: one rule for every 'collected' and 'revenue'", () => {
  it("counts a partial payment on its date on the tracker, the dashboard, the Analyst, the chat's figures and the Strategist", async () => {
    const t = makeTestApp();
    const { cookie, client, user } = await owner(t);
    // $800 sent in October; $200 arrived on 20 Oct, $300 on 10 Nov; the rest is still owed.
    const inv = factories.invoice(t.db, user.id, client.id, {
      amountCents: 80_000,
      status: "pending",
      dueDate: "2026-11-30",
      sentAt: new Date("2026-10-15T10:00:00Z"),
    });
    for (const [amount, date] of [
      ["200", "2026-10-20"],
      ["300", "2026-11-10"],
    ]) {
      const res = await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount, date } });
      expect(res.status, res.text).toBe(201);
    }

    const summary = await get(t, cookie, "/api/invoices/summary");
    expect(summary.collectedThisMonth).toEqual({ count: 1, total: "300.00" });
    const dashboard = await get(t, cookie, "/api/dashboard");
    expect(dashboard.revenue).toMatchObject({ monthlyTotal: 300, previousMonthTotal: 200 });
    const analytics = await get(t, cookie, "/api/analytics");
    expect(analytics.overview.revenue.thisMonth).toBe("300.00");
    expect(analytics.overview.revenue.growth).toMatchObject({ previousPeriod: "200.00", percent: 50 });
    expect(analytics.business.revenueByMonth.slice(-2)).toEqual([
      { month: "2026-10", amount: "200.00", partial: false },
      { month: "2026-11", amount: "300.00", partial: true },
    ]);
    expect(analytics.business.revenueNote).toBeNull();
    const figures = await get(t, cookie, "/api/invoices/figures?period=this-month");
    expect(figures.collected).toEqual({ count: 1, total: "300.00" });
    const byClient = await get(t, cookie, `/api/invoices/figures?period=all&clientId=${client.id}`);
    expect(byClient.collected).toEqual({ count: 1, total: "500.00" });
    // The Strategist's cash collection: received in 90 days ($500) beside what is still owed ($300).
    const strategist = businessFigures(asOwner(t.services, user.id)).invoices;
    expect([strategist.paidCents, strategist.unpaidCents]).toEqual([50_000, 30_000]);

    // Marked paid by hand today: the $300 not recorded as payments arrives today, so November holds
    // $600 and October keeps its $200 (the invoice's $800 in all).
    const paid = await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } });
    expect(paid.status, paid.text).toBe(200);
    expect((await get(t, cookie, "/api/invoices/summary")).collectedThisMonth).toEqual({ count: 1, total: "600.00" });
    const after = await get(t, cookie, "/api/analytics");
    expect(after.overview.revenue.thisMonth).toBe("600.00");
    expect(after.business.revenueByMonth.slice(-2).map((m: { amount: string }) => m.amount)).toEqual([
      "200.00",
      "600.00",
    ]);
    expect((await get(t, cookie, "/api/invoices/figures?period=all")).collected).toEqual({
      count: 1,
      total: "800.00",
    });
  });

  it("names the payments a new home currency leaves out on the Analyst, the terminal's answer and the Growth Pulse", async () => {
    const t = makeTestApp();
    const { cookie, client, user } = await owner(t);
    // Paid in USD: $1,000 in September, $500 in October, $250 on Tuesday 17 Nov (last week on Monday 23).
    for (const [cents, day] of [
      [100_000, "2026-09-10"],
      [50_000, "2026-10-10"],
      [25_000, "2026-11-17"],
    ] as const) {
      factories.invoice(t.db, user.id, client.id, { amountCents: cents, status: "paid", paidDate: day, dueDate: day });
    }
    expect((await get(t, cookie, "/api/analytics")).business.revenueNote).toBeNull();
    const billing = await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultHourlyRate: "75", defaultCurrency: "EUR", paymentTerms: "30", confirm: true },
    });
    expect(billing.status, billing.text).toBe(200);

    const analytics = await get(t, cookie, "/api/analytics");
    expect(analytics.currency).toBe("EUR");
    expect(analytics.business.revenueByMonth.every((m: { amount: string }) => m.amount === "0.00")).toBe(true);
    expect(analytics.business.uncounted).toEqual([{ currency: "USD", payments: 3, amount: "1750.00" }]);
    expect(analytics.business.revenueNote).toBe(
      "Since Nov 2025, 3 payments in USD ($1,750.00) are not counted: no rate to EUR yet. Add a rate on each invoice to count them.",
    );

    // The Growth Pulse of Monday 23 November names last week's.
    t.clock.set(new Date("2026-11-23T09:00:00Z"));
    t.db.update(users).set({ emailNotifications: true }).where(eq(users.id, user.id)).run();
    const mail = growthPulseEmail(asOwner(t.services, user.id), "UTC", "2026-11-23");
    expect(mail.body).toContain(
      "- Paid to you: €0.00\n  1 payment in USD ($250.00) is not counted: no rate to EUR yet. Add a rate on the invoice to count it.",
    );
  });

  it("refuses a period that has not begun, rather than answering a range that ends before it starts", async () => {
    const t = makeTestApp();
    t.clock.set(new Date("2026-11-23T09:00:00Z"));
    const { cookie } = await owner(t);
    for (const period of ["2027-01-01..2027-12-31", "2027-01"]) {
      const res = await t.call("GET", `/api/invoices/figures?period=${period}`, { cookie });
      expect(res.status).toBe(400);
      expect(res.json.fields.period).toBe(
        "The period starts on 2027-01-01, after today (2026-11-23): nothing is collected or due in it yet",
      );
    }
    // One that has begun still answers, up to today.
    expect((await get(t, cookie, "/api/invoices/figures?period=2026-11-01..2026-12-31")).to).toBe("2026-11-23");
  });
});
