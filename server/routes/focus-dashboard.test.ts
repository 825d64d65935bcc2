import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "@core/db";
import { createInvoice } from "../../test/owner";
import { makeTestApp } from "../../test/app";
import { business } from "../../test/focus-owner";

describe("GET /api/dashboard", () => {
  it("computes every field from the owner's data", async () => {
    const { t, owner, overdue, idle } = await business();
    const res = await t.call("GET", "/api/dashboard", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      lastUpdated: "2026-11-21T09:00:00.000Z",
      content: { queueCount: 1 },
      clients: { totalCount: 2, activeCount: 2 },
      invoices: { totalCount: 2, overdueCount: 1, outstandingTotal: 2400 },
      revenue: { monthlyTotal: 500, previousMonthTotal: 0, currency: "USD" },
      smartAdmin: { automationQueue: 3 },
      suggestions: { overdueInvoices: 1, idleClients: 1 },
      workflows: { active: [{ title: "Automate client onboarding", progress: 50 }], activeCount: 1, openSteps: 1 },
    });
    expect(res.json.alerts.urgent).toEqual([
      {
        id: `invoice:${overdue.id}`,
        type: "overdue_invoice",
        title: `Invoice ${overdue.invoiceNumber} is 9 days overdue`,
        description: "$2,400 from Acme Ltd",
        invoiceId: overdue.id,
        amount: 2400,
      },
      {
        id: `client:${idle.id}`,
        type: "idle_client",
        title: "Jane Doe has gone quiet",
        description: "No contact for 34 days",
        clientId: idle.id,
      },
    ]);
  });

  it("shows zeros and no alerts for a new owner", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("GET", "/api/dashboard", { cookie });
    expect(res.json).toMatchObject({
      content: { queueCount: 0 },
      clients: { totalCount: 0 },
      invoices: { totalCount: 0 },
      revenue: { monthlyTotal: 0 },
      alerts: { urgent: [] },
      smartAdmin: { automationQueue: 0 },
      workflows: { active: [], activeCount: 0, openSteps: 0 },
    });
  });

  it("reflects a write at once, including one made through another connection", async () => {
    const { t, owner } = await business();
    expect((await t.call("GET", "/api/dashboard", { cookie: owner.cookie })).json.invoices.totalCount).toBe(2);
    await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    expect((await t.call("GET", "/api/dashboard", { cookie: owner.cookie })).json.invoices.totalCount).toBe(3);
    const { openDatabase } = await import("@core/db");
    const other = openDatabase(t.db.$client.name, { migrate: false });
    other.delete(invoices).where(eq(invoices.userId, owner.user.id)).run();
    expect((await t.call("GET", "/api/dashboard", { cookie: owner.cookie })).json.invoices.totalCount).toBe(0);
  });

  it("requires sign-in", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/dashboard")).status).toBe(401);
    expect((await t.call("GET", "/api/tasks/prioritized")).status).toBe(401);
  });
});
