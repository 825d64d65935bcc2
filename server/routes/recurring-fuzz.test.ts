import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { invoices, recurringInvoices, recurringSeries } from "@core/db";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { fuzzRoute } from "../../test/fuzz";
import { ownerWithClient } from "../../test/owner";

describe("recurring routes under malformed bodies", () => {
  it("answer 200 each with a 4xx envelope or a valid 2xx, never a 5xx", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const example = {
      clientId: client.id,
      description: "Retainer",
      lines: [{ description: "Retainer", quantity: "1", unitPrice: "500", taxes: [{ name: "VAT", rate: "20" }] }],
      discount: { type: "percent", value: "10" },
      unit: "month_day",
      every: 1,
      dayOfMonth: 15,
      startDate: "2026-12-01",
      endDate: "2027-12-31",
      count: 12,
      dueDays: 14,
      sendEmail: true,
    };
    for (const route of [
      { method: "POST", path: "/api/recurring-invoices/preview", example },
      { method: "POST", path: "/api/recurring-invoices", example },
    ]) {
      const result = await fuzzRoute(t, { ...route, cookie });
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
    // The state changes take no body: a body of any shape changes nothing about the answer's class.
    const series = t.db.select().from(recurringSeries).get()!;
    for (const action of ["pause", "resume", "end"]) {
      const result = await fuzzRoute(t, {
        method: "POST",
        path: `/api/recurring-invoices/${series.id}/${action}`,
        cookie,
        example: { confirm: true },
      });
      expect(result.serverErrors, action).toEqual([]);
      expect(result.badEnvelopes, action).toEqual([]);
    }
    for (const query of ["limit=0", "limit=abc", "cursor=%00", "sort=nope", "status=x", "q=" + "x".repeat(500)]) {
      const res = await t.call("GET", `/api/recurring-invoices?${query}`, { cookie });
      expect(res.status, query).toBe(400);
    }
    expect((await t.call("GET", `/api/recurring-invoices/${series.id}/invoices?cursor=bad`, { cookie })).status).toBe(
      400,
    );
  }, 180_000);
});

/** Runs test/fixtures/recurring-storm.ts in a process of its own. */
function storm(databaseFile: string, rounds: number): Promise<{ created: number; errors: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.resolve("test/fixtures/recurring-storm.ts"), databaseFile, String(rounds)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
  });
}

describe("two processes running the recurring job on one file", () => {
  it("make every period's invoice once, without a gap or a repeated number", async () => {
    const t = makeTestApp({ now: new Date().toISOString() });
    const owner = factories.user(t.db, { invoiceNumbering: "sequential", invoicePrefix: "R-", invoiceNextNumber: 1 });
    const client = factories.client(t.db, owner.id);
    // Four daily series 60 days behind (as after downtime), 50 invoices each.
    const start = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 4; i++) {
      t.db
        .insert(recurringSeries)
        .values({
          userId: owner.id,
          clientId: client.id,
          description: `Series ${i}`,
          lines: [{ description: "Daily", quantityMilli: 1000, unitPriceCents: 1000 + i, taxes: [] }],
          amountCents: 1000 + i,
          unit: "day",
          every: 1,
          startDate: start,
          maxCount: 50,
          dueDays: 7,
          nextDate: start,
        })
        .run();
    }
    const [a, b] = await Promise.all([storm(t.db.$client.name, 3), storm(t.db.$client.name, 3)]);
    expect({ ...a.errors, ...b.errors }).toEqual({});
    expect(a.created + b.created).toBe(200);
    const periods = t.db.select().from(recurringInvoices).all();
    expect(periods).toHaveLength(200);
    for (const s of t.db.select().from(recurringSeries).all()) {
      const mine = periods
        .filter((p) => p.seriesId === s.id)
        .map((p) => p.period)
        .sort((x, y) => x - y);
      expect(mine).toEqual(Array.from({ length: 50 }, (_, k) => k));
      expect(s).toMatchObject({ status: "ended", createdCount: 50, nextDate: null });
    }
    const numbers = t.db
      .select({ n: invoices.invoiceNumber })
      .from(invoices)
      .all()
      .map((r) => Number(r.n.slice(2)))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, k) => k + 1));
    expect(new Set(periods.map((p) => p.invoiceId)).size).toBe(200);
  }, 120_000);
});
