import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";

const fixture = (name: string) => readFileSync(join(__dirname, "../../test/fixtures/imports", name), "utf8");

describe("POST /api/imports/preview and /api/imports", () => {
  it("previews without writing, then imports all at once with 201 and counts", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const { cookie } = await t.signUp();
    const csv = fixture("stripe-invoices.csv");
    const preview = await t.call("POST", "/api/imports/preview", { cookie, body: { csv } });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      format: { id: "stripe-invoices", source: "Stripe", kind: "invoices", detected: true },
      counts: { invoices: 5, newClients: 4, skipped: 1 },
      ready: true,
      errorCount: 0,
    });
    expect(preview.json.rows[0]).toMatchObject({
      line: 2,
      invoiceNumber: "8F3A2C1D-0001",
      amount: "500.00",
      status: "paid",
    });
    expect((await t.call("GET", "/api/invoices", { cookie })).json).toEqual([]);

    const done = await t.call("POST", "/api/imports", {
      cookie,
      body: {
        csv,
        mapping: preview.json.mapping.reduce(
          (m: Record<string, string | null>, f: { field: string; column: string | null }) => ({
            ...m,
            [f.field]: f.column,
          }),
          {},
        ),
      },
    });
    expect(done.status).toBe(201);
    expect(done.json).toMatchObject({
      invoices: 5,
      clients: 4,
      payments: 1,
      message: "Imported 5 invoices and 4 new clients from Stripe",
    });
    const list = (await t.call("GET", "/api/invoices?limit=10", { cookie })).json as {
      invoiceNumber: string;
      status: string;
      amount: string;
      sentAt: string | null;
    }[];
    expect(list).toHaveLength(5);
    expect(list.find((i) => i.invoiceNumber === "8F3A2C1D-0002")).toMatchObject({
      status: "overdue",
      amount: "1800.00",
      sentAt: null,
    });
    // Importing the same file again: every number is taken now, and nothing more is written.
    const again = await t.call("POST", "/api/imports", { cookie, body: { csv } });
    expect(again.status).toBe(400);
    expect(again.json.details.errors[0]).toEqual({
      line: 2,
      column: "Number",
      message: "8F3A2C1D-0001 is already one of your invoices",
    });
    expect((await t.call("GET", "/api/invoices?limit=20", { cookie })).json).toHaveLength(5);
  });

  it("answers a wrong line with 400 naming it, an unknown format with fields.format, and past 5 MB with 413", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const { cookie } = await t.signUp();
    const bad = fixture("invoice-ninja-invoices.csv").replace("2026-10-31", "2026-13-31");
    const res = await t.call("POST", "/api/imports", { cookie, body: { csv: bad } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ "line 3: Invoice Due Date": '"2026-13-31" is not a real date' });
    expect((await t.call("GET", "/api/clients", { cookie })).json).toEqual([]);
    const unknown = await t.call("POST", "/api/imports/preview", { cookie, body: { csv: "a,b\n1,2\n" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toHaveProperty("format");
    const wrongFormat = await t.call("POST", "/api/imports/preview", {
      cookie,
      body: { csv: "a\n1\n", format: "quickbooks" },
    });
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.json.fields).toHaveProperty("format");
    const huge = await t.call("POST", "/api/imports/preview", { cookie, body: { csv: "x".repeat(8 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.json.fields).toHaveProperty("csv");
    expect((await t.call("POST", "/api/imports", { body: { csv: "a" } })).status).toBe(401);
  });

  it("never matches another owner's clients", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const first = await t.signUp();
    const second = await t.signUp();
    await t.call("POST", "/api/imports", { cookie: first.cookie, body: { csv: fixture("stripe-customers.csv") } });
    const preview = await t.call("POST", "/api/imports/preview", {
      cookie: second.cookie,
      body: { csv: fixture("stripe-invoices.csv") },
    });
    expect(preview.json.counts).toMatchObject({ newClients: 4, matchedClients: 0 });
    const done = await t.call("POST", "/api/imports", {
      cookie: second.cookie,
      body: { csv: fixture("stripe-invoices.csv") },
    });
    expect(done.json).toMatchObject({ clients: 4, matchedClients: 0 });
    expect((await t.call("GET", "/api/clients", { cookie: first.cookie })).json).toHaveLength(2);
  });

  it("answers 200 malformed bodies per route with a 4xx envelope, never a 5xx", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const { cookie } = await t.signUp();
    const example = {
      csv: fixture("invoice-ninja-clients.csv"),
      format: "invoiceninja-clients",
      mapping: { name: "Client Name", email: null },
    };
    for (const path of ["/api/imports/preview", "/api/imports"]) {
      const result = await fuzzRoute(t, { cookie, method: "POST", path, example });
      expect(result.tried, path).toBe(200);
      expect(result.serverErrors, path).toEqual([]);
      expect(result.badEnvelopes, path).toEqual([]);
    }
  });
});
