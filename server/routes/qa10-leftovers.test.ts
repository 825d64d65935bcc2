// QA pass on issue 10 (docs/decisions/appendix/290-qa10-adversarial-pass.md): the findings left after the first round.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

describe("qa10 leftovers", () => {
  it("qa10 F4: the insight's overdue count and total are the summary's, never-emailed invoices included", async () => {
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
