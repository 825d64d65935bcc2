import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceEvents, invoiceLines, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { createInvoice, ownerWithClient } from "../../test/owner";

const LINES = [
  { description: "Design", quantity: "10", unitPrice: "100", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Hosting", quantity: "1", unitPrice: "50", taxes: [] as { name: string; rate: string }[] },
];

describe("editing an invoice", () => {
  it("changes lines and due date in one step, records the change and says the client had it", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "100" });
    await t.call("POST", "/api/invoices/send-single", { cookie, body: { invoiceId: inv.id } });
    await t.deliver();
    const res = await t.call("PATCH", `/api/invoices/${inv.id}`, {
      cookie,
      body: { lines: LINES, dueDate: "2026-12-31" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ amount: "1250.00", dueDate: "2026-12-31", wasSent: true });
    expect(res.json.changed).toEqual(expect.arrayContaining(["amount", "dueDate", "lines"]));
    const history = res.json.history.find((h: { type: string }) => h.type === "edited");
    expect(history.detail.changes.amount).toEqual({ from: "100.00", to: "1250.00" });
    expect(t.db.select().from(invoiceLines).all()).toHaveLength(2);
    const summary = t.db.$client.prepare("select sum(cents) as c from invoice_totals").get() as { c: number };
    expect(summary.c).toBe(125_000);
    // A typo in an amount is fixed the spec's way too: one amount, one line.
    await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { clientTaxId: "DE123" } });
    const fixed = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { amount: "1200" } });
    expect(fixed.json.clientTaxId).toBe("DE123");
    expect(fixed.json.figures.lines).toHaveLength(1);
    expect(fixed.json.amount).toBe("1200.00");
  });

  it("moves a stored overdue invoice back to pending when its due date moves ahead", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, dueDate: "2026-11-01" });
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "overdue" } });
    const res = await t.call("PATCH", `/api/invoices/${inv.id}`, { cookie, body: { dueDate: "2026-12-15" } });
    expect(res.json.status).toBe("pending");
  });

  it("refuses paid and void invoices (409) and bad fields (400), changing nothing", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const paid = await createInvoice(t, cookie, { clientId: client.id });
    await t.call("PUT", `/api/invoices/${paid.id}`, { cookie, body: { status: "paid" } });
    const edit = await t.call("PATCH", `/api/invoices/${paid.id}`, { cookie, body: { amount: "5" } });
    expect(edit.status).toBe(409);
    expect(edit.json.fields.status).toBe("A paid invoice cannot be edited");
    const open = await createInvoice(t, cookie, { clientId: client.id });
    for (const [body, field] of [
      [{ amount: "-3" }, "amount"],
      [{ lines: [{ ...LINES[0], quantity: "abc" }] }, "lines.0.quantity"],
      [{ dueDate: "2026-13-01" }, "dueDate"],
      [{ amount: "5", lines: LINES }, "amount"],
      [{ discount: { type: "percent", value: "150" } }, "discount.value"],
    ] as const) {
      const res = await t.call("PATCH", `/api/invoices/${open.id}`, { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.fields)).toContain(field);
    }
    expect(t.db.select().from(invoices).where(eq(invoices.id, open.id)).get()!.amountCents).toBe(240_000);
    await t.call("POST", `/api/invoices/${open.id}/void`, { cookie });
    expect((await t.call("PATCH", `/api/invoices/${open.id}`, { cookie, body: { amount: "5" } })).status).toBe(409);
  });
});

describe("voiding, deleting and duplicating", () => {
  it("voids an issued invoice (kept, no longer owed, no reminder) and refuses to delete it", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, dueDate: "2026-11-01" });
    expect((await t.call("DELETE", `/api/invoices/${inv.id}`, { cookie })).status).toBe(409);
    const voided = await t.call("POST", `/api/invoices/${inv.id}/void`, { cookie, body: { reason: "Typo" } });
    expect(voided.status).toBe(200);
    expect(voided.json.status).toBe("void");
    expect(voided.json.history.at(-1)).toMatchObject({ type: "voided", detail: { reason: "Typo" } });
    expect((await t.call("POST", `/api/invoices/${inv.id}/void`, { cookie })).status).toBe(409);
    const summary = await t.call("GET", "/api/invoices/summary", { cookie });
    expect(summary.json.unpaid.count).toBe(0);
    const remind = await t.call("POST", "/api/invoices/send-single", {
      cookie,
      body: { invoiceId: inv.id, isReminder: true },
    });
    expect(remind.status).toBe(409);
    const list = await t.call("GET", "/api/invoices?status=void", { cookie });
    expect(list.json.map((i: { id: string }) => i.id)).toEqual([inv.id]);
    const token = inv.publicPath.split("/").pop();
    expect((await t.call("GET", `/api/public/invoices/${token}`)).json.status).toBe("void");
  });

  it("refuses to void a paid invoice", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } });
    const res = await t.call("POST", `/api/invoices/${inv.id}/void`, { cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("A paid invoice cannot be voided");
  });

  it("deletes a draft; duplicates any invoice into a new draft with the same lines", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const made = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, dueDate: "2026-12-01", lines: LINES, discount: { type: "amount", value: "50" } },
    });
    const copy = await t.call("POST", `/api/invoices/${made.json.id}/duplicate`, { cookie });
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ status: "draft", amount: made.json.amount, clientId: client.id });
    expect(copy.json.figures.lines).toEqual(made.json.figures.lines);
    expect(copy.json.figures.discount).toEqual(made.json.figures.discount);
    expect(copy.json.invoiceNumber).not.toBe(made.json.invoiceNumber);
    expect(copy.json.dueDate).toBe("2026-12-21");
    expect((await t.call("DELETE", `/api/invoices/${copy.json.id}`, { cookie })).json.success).toBe(true);
    expect(t.db.select().from(invoices).all()).toHaveLength(1);
    expect(t.db.select().from(invoiceLines).all()).toHaveLength(2);
  });

  it("answers another owner's invoice with 404 on every new route", async () => {
    const t = makeTestApp();
    const a = await ownerWithClient(t);
    const inv = await createInvoice(t, a.cookie, { clientId: a.client.id });
    const b = await t.signUp();
    for (const [method, path] of [
      ["PATCH", `/api/invoices/${inv.id}`],
      ["DELETE", `/api/invoices/${inv.id}`],
      ["POST", `/api/invoices/${inv.id}/void`],
      ["POST", `/api/invoices/${inv.id}/duplicate`],
    ] as const) {
      const res = await t.call(method, path, { cookie: b.cookie, body: { amount: "1" } });
      expect(res.status, path).toBe(404);
    }
    expect(t.db.select().from(invoiceEvents).all()).toHaveLength(0);
  });
});

describe("sequential numbering", () => {
  it("numbers INV-0001, INV-0002… with the owner's prefix, skipping numbers typed by hand", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const set = await t.call("PUT", "/api/invoices/numbering", { cookie, body: { mode: "sequential", prefix: "AC-" } });
    expect(set.json).toMatchObject({ mode: "sequential", prefix: "AC-", nextNumber: 1, preview: "AC-0001" });
    const first = await createInvoice(t, cookie, { clientId: client.id });
    await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "1", dueDate: "2026-12-01", invoiceNumber: "AC-0002" },
    });
    const third = await createInvoice(t, cookie, { clientId: client.id });
    expect([first.invoiceNumber, third.invoiceNumber]).toEqual(["AC-0001", "AC-0003"]);
    const lower = await t.call("PUT", "/api/invoices/numbering", {
      cookie,
      body: { mode: "sequential", nextNumber: 1 },
    });
    expect(lower.status).toBe(409);
    expect(lower.json.fields.nextNumber).toMatch(/AC-0001 is already used/);
    // Only the latest draft can be deleted (its number comes back); an older one would leave a gap.
    const d1 = await createInvoice(t, cookie, { clientId: client.id, status: "draft" });
    const d2 = await createInvoice(t, cookie, { clientId: client.id, status: "draft" });
    expect((await t.call("DELETE", `/api/invoices/${d1.id}`, { cookie })).status).toBe(409);
    expect((await t.call("DELETE", `/api/invoices/${d2.id}`, { cookie })).status).toBe(200);
    expect((await createInvoice(t, cookie, { clientId: client.id })).invoiceNumber).toBe(d2.invoiceNumber);
  });

  it("gives two processes on one file every number once, without a gap", async () => {
    const t = makeTestApp({ now: new Date().toISOString() });
    const { cookie, client, user } = await ownerWithClient(t);
    const ownerId = user.id as string;
    await t.call("PUT", "/api/invoices/numbering", { cookie, body: { mode: "sequential", prefix: "INV-" } });
    const run = () =>
      new Promise<{ created: string[]; errors: Record<string, number> }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            "--import",
            "tsx",
            path.resolve("test/fixtures/number-storm.ts"),
            t.db.$client.name,
            ownerId,
            client.id,
            "40",
          ],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
      });
    const [a, b] = await Promise.all([run(), run()]);
    expect(Object.keys({ ...a.errors, ...b.errors }).filter((k) => k.startsWith("crash"))).toEqual([]);
    const stored = t.db
      .select({ n: invoices.invoiceNumber })
      .from(invoices)
      .all()
      .map((r) => Number(r.n.slice(4)))
      .sort((x, y) => x - y);
    expect(stored.length).toBeGreaterThan(60);
    expect(stored).toEqual(stored.map((_, i) => i + 1));
    expect(new Set([...a.created, ...b.created]).size).toBe(a.created.length + b.created.length);
  }, 60_000);
});

describe("the new routes under malformed bodies", () => {
  it("answer 200 each with a 4xx envelope or a valid 2xx, never a 5xx", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    const routes: { method: string; path: string; example: Record<string, any> }[] = [
      {
        method: "PATCH",
        path: `/api/invoices/${inv.id}`,
        example: { lines: LINES, dueDate: "2026-12-01", discount: null },
      },
      {
        method: "PUT",
        path: "/api/invoices/numbering",
        example: { mode: "sequential", prefix: "X-", nextNumber: 500 },
      },
      { method: "POST", path: `/api/invoices/${inv.id}/void`, example: { reason: "Typo" } },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { ...route, cookie });
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
  }, 120_000);
});
