import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

// GET /api/invoices/figures: the money questions' figures (issue 13 §2), computed in core.
async function setup() {
  // Monday 23 November 2026, 10:00 in the owner's UTC.
  const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
  const owner = await ownerWithClient(t);
  const other = await t.call("POST", "/api/clients", {
    cookie: owner.cookie,
    body: { name: "Globex", email: "g@x.test" },
  });
  const invoice = (clientId: string, amount: string, dueDate: string, status?: string) =>
    createInvoice(t, owner.cookie, { clientId, amount, dueDate, ...(status ? { status } : {}) });
  const late = await invoice(owner.client.id, "2400", "2026-11-14");
  await invoice(owner.client.id, "1100", "2026-12-10");
  const globexLate = await invoice(other.json.id, "450.50", "2026-08-20");
  await invoice(other.json.id, "1200", "2026-12-19", "draft");
  const paidNow = await invoice(other.json.id, "900", "2026-11-18");
  const paidBefore = await invoice(owner.client.id, "2000", "2026-10-20");
  const pay = (id: string, paidDate: string) =>
    t.call("PUT", `/api/invoices/${id}`, { cookie: owner.cookie, body: { status: "paid", paidDate } });
  await pay(paidNow.id, "2026-11-18");
  await pay(paidBefore.id, "2026-10-14");
  const get = (qs: string, cookie = owner.cookie) => t.call("GET", `/api/invoices/figures${qs}`, { cookie });
  return { t, owner, get, acmeId: owner.client.id, globexId: other.json.id as string, late, globexLate };
}

describe("GET /api/invoices/figures", () => {
  it("answers what is owed, overdue, not yet due and collected this month; drafts are not owed", async () => {
    const { get } = await setup();
    const res = await get("");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      today: "2026-11-23",
      period: "this-month",
      from: "2026-11-01",
      to: "2026-11-23",
      owed: { count: 3, total: "3950.50" },
      overdue: { count: 2, total: "2850.50" },
      notYetDue: { count: 1, total: "1100.00" },
      draft: { count: 1, total: "1200.00" },
      collected: { count: 1, total: "900.00" },
      oldestDaysOverdue: 95,
    });
    expect(res.json.topDebtors).toEqual([
      expect.objectContaining({ clientName: "Acme Ltd", owed: "3500.00", count: 2 }),
      expect.objectContaining({ clientName: "Globex", owed: "450.50", count: 1 }),
    ]);
  });

  it("counts one client, and periods from the owner's today", async () => {
    const { get, acmeId } = await setup();
    const acme = await get(`?clientId=${acmeId}&period=last-month`);
    expect(acme.json).toMatchObject({
      clientId: acmeId,
      from: "2026-10-01",
      to: "2026-10-31",
      owed: { count: 2, total: "3500.00" },
      collected: { count: 1, total: "2000.00" },
      topDebtors: [],
    });
    const year = await get("?period=this-year");
    expect(year.json.collected).toEqual({ count: 2, total: "2900.00" });
    const week = await get("?period=this-week");
    expect(week.json).toMatchObject({ from: "2026-11-23", to: "2026-11-23" });
    const lastWeek = await get("?period=last-week");
    expect(lastWeek.json).toMatchObject({ from: "2026-11-16", to: "2026-11-22", collected: { total: "900.00" } });
  });

  it("a calendar month as YYYY-MM: its first to its last day, or to today while it runs", async () => {
    const { get } = await setup();
    const october = await get("?period=2026-10");
    expect(october.json).toMatchObject({ period: "2026-10", from: "2026-10-01", to: "2026-10-31" });
    expect(october.json.collected).toEqual({ count: 1, total: "2000.00" });
    const november = await get("?period=2026-11");
    expect(november.json).toMatchObject({ from: "2026-11-01", to: "2026-11-23", collected: { total: "900.00" } });
    expect((await get("?period=2026-13")).status).toBe(400);
  });

  it("any days as YYYY-MM-DD..YYYY-MM-DD (the chat's 'last quarter'), to today at most; days out of order refused", async () => {
    const { get } = await setup();
    const span = await get("?period=2026-10-01..2026-11-30");
    expect(span.json).toMatchObject({ period: "2026-10-01..2026-11-30", from: "2026-10-01", to: "2026-11-23" });
    expect(span.json.collected).toEqual({ count: 2, total: "2900.00" });
    for (const bad of ["2026-11-05..2026-10-01", "2026-02-30..2026-03-01", "2026-10-01..", "2026-10-01...2026-11-01"]) {
      expect((await get(`?period=${bad}`)).status, bad).toBe(400);
    }
  });

  it("refuses an unknown period with the field named, and another owner's client with a 404", async () => {
    const { t, get, acmeId } = await setup();
    const bad = await get("?period=fortnight");
    expect(bad.status).toBe(400);
    expect(bad.json.fields.period).toMatch(/period must be one of/);
    const stranger = await t.signUp();
    const hidden = await get(`?clientId=${acmeId}`, stranger.cookie);
    expect(hidden.status).toBe(404);
    const mine = await get("", stranger.cookie);
    expect(mine.json.owed).toEqual({ count: 0, total: "0.00" });
  });
});

describe("GET /api/invoices?amount=", () => {
  it("finds the invoices of an exact sum, and refuses a sum that is not one", async () => {
    const { t, owner, globexLate } = await setup();
    const found = await t.call("GET", "/api/invoices?amount=450.50", { cookie: owner.cookie });
    expect(found.json.map((i: { id: string }) => i.id)).toEqual([globexLate.id]);
    const none = await t.call("GET", "/api/invoices?amount=450.5&status=paid", { cookie: owner.cookie });
    expect(none.json).toEqual([]);
    const bad = await t.call("GET", "/api/invoices?amount=12.345", { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.amount).toBeDefined();
  });
});
