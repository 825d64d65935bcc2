// The paging contract (docs/api.md "Lists") on GET /api/invoices: pages, totals, search, sorts, the
// status tabs by effective status, client and due-date filters, and bad input answered 400.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

type Row = { id: string; invoiceNumber: string; amount: string; dueDate: string; status: string; clientId: string };
type T = ReturnType<typeof makeTestApp>;

/** Follows `Link: <...>; rel="next"` to the end; every page's rows, checking the total never moves. */
async function walk(t: T, cookie: string, first: string) {
  const pages: Row[][] = [];
  let next: string | null = first;
  let total: string | null = null;
  while (next) {
    const res = await t.call("GET", next, { cookie });
    expect(res.status).toBe(200);
    pages.push(res.json);
    total ??= res.headers.get("x-total-count");
    expect(res.headers.get("x-total-count")).toBe(total);
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
  }
  return { rows: pages.flat(), sizes: pages.map((p) => p.length), total: Number(total) };
}

// Today is 2026-11-21 for the test clock (UTC owner).
async function ownerWithInvoices(t: T, count: number) {
  const owner = await t.signUp();
  const acme = factories.client(t.db, owner.user.id, { name: "Acme" });
  const globex = factories.client(t.db, owner.user.id, { name: "Globex" });
  const statuses = ["pending", "paid", "draft", "overdue", "pending"] as const;
  for (let i = 0; i < count; i++) {
    factories.invoice(t.db, owner.user.id, i % 2 ? globex.id : acme.id, {
      invoiceNumber: `INV-${String(1000 + ((i * 37) % count)).padStart(4, "0")}`,
      amountCents: 10_000 + ((i * 7919) % 90_000),
      status: statuses[i % statuses.length],
      // From 20 days ago to 19 days ahead: some pending ones are past due (overdue in effect).
      dueDate: `2026-11-${String(1 + (i % 30)).padStart(2, "0")}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    });
  }
  return { ...owner, acme, globex };
}

describe("GET /api/invoices pages", () => {
  it("answers 50 newest first by default with the total, and a next link until the last page", async () => {
    const t = makeTestApp();
    const { cookie } = await ownerWithInvoices(t, 120);
    const first = await t.call("GET", "/api/invoices", { cookie });
    expect(first.json).toHaveLength(50);
    expect(first.headers.get("x-total-count")).toBe("120");
    expect(first.headers.get("link")).toMatch(/^<\/api\/invoices\?cursor=[\w.-]+&limit=50>; rel="next"$/);

    const { rows, sizes, total } = await walk(t, cookie, "/api/invoices?limit=50");
    expect(sizes).toEqual([50, 50, 20]);
    expect(total).toBe(120);
    expect(new Set(rows.map((r) => r.id)).size).toBe(120);
  });

  it.each([
    ["amount", (r: Row) => Number(r.amount)],
    ["dueDate", (r: Row) => r.dueDate],
    ["number", (r: Row) => r.invoiceNumber],
  ] as [string, (r: Row) => number | string][])("sorts by %s either way across pages", async (key, value) => {
    const t = makeTestApp();
    const { cookie } = await ownerWithInvoices(t, 40);
    for (const dir of ["", "-"]) {
      const { rows } = await walk(t, cookie, `/api/invoices?sort=${dir}${key}&limit=7`);
      expect(rows).toHaveLength(40);
      const values = rows.map((r) => value(r));
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(dir ? sorted.reverse() : sorted);
    }
  });

  it("filters by effective status, so a pending invoice past due is in the Overdue tab, not Due", async () => {
    const t = makeTestApp();
    const { cookie } = await ownerWithInvoices(t, 60);
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie })).json;
    for (const status of ["draft", "pending", "overdue", "paid", "unpaid"]) {
      const { rows, total } = await walk(t, cookie, `/api/invoices?status=${status}&limit=13`);
      expect(total).toBe(summary.statusCounts[status]);
      for (const r of rows) {
        if (status === "unpaid") expect(["pending", "overdue"]).toContain(r.status);
        else expect(r.status).toBe(status);
        if (status === "pending") expect(r.dueDate >= "2026-11-21").toBe(true);
      }
    }
    // A pending invoice due yesterday counts as overdue.
    const overdue = (await walk(t, cookie, "/api/invoices?status=overdue&limit=200")).rows;
    expect(overdue.some((r) => r.dueDate === "2026-11-20")).toBe(true);
  });

  it("filters by client and due dates, searches number, client and description", async () => {
    const t = makeTestApp();
    const owner = await ownerWithInvoices(t, 30);
    const { cookie } = owner;
    factories.invoice(t.db, owner.user.id, owner.acme.id, {
      invoiceNumber: "SPECIAL-1",
      description: "Logo 100%_done",
      dueDate: "2027-01-15",
    });
    const get = async (query: string) => walk(t, cookie, `/api/invoices?${query}`);

    const globex = await get(`clientId=${owner.globex.id}`);
    expect(globex.total).toBe(15);
    expect(globex.rows.every((r) => r.clientId === owner.globex.id)).toBe(true);

    const day = await get("dueFrom=2026-11-05&dueTo=2026-11-05");
    expect(day.rows.map((r) => r.dueDate)).toEqual(["2026-11-05"]);
    const range = await get("dueFrom=2026-11-10&dueTo=2026-11-12&sort=dueDate");
    expect(range.rows.map((r) => r.dueDate)).toEqual(["2026-11-10", "2026-11-11", "2026-11-12"]);

    expect((await get("q=special")).rows.map((r) => r.invoiceNumber)).toEqual(["SPECIAL-1"]);
    expect((await get("q=100%25_")).rows.map((r) => r.invoiceNumber)).toEqual(["SPECIAL-1"]);
    expect((await get("q=globex")).total).toBe(15);
    expect((await get("q=globex&status=paid")).rows.every((r) => r.status === "paid")).toBe(true);
  });

  it.each([
    ["limit=abc", "limit", "Limit must be a whole number from 1 to 200"],
    ["limit=201", "limit", "Limit must be a whole number from 1 to 200"],
    ["sort=clientEmail", "sort", /^Sort by one of: createdAt, -createdAt, dueDate/],
    ["status=late", "status", "Status must be one of: draft, pending, overdue, paid, unpaid"],
    ["dueFrom=2026-13-01", "dueFrom", /dueFrom/],
    ["dueTo=tomorrow", "dueTo", /dueTo/],
    ["cursor=v1.AAAA.BBBB.CCCC", "cursor", "Invalid cursor: start again from the first page"],
    [`q=${"x".repeat(101)}`, "q", "Search must be at most 100 characters"],
  ])("answers %s with 400 naming the field", async (query, field, message) => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("GET", `/api/invoices?${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION");
    expect(res.json.fields[field]).toMatch(message);
  });

  it("shows each owner only their own: another owner's cursor and client are refused or empty", async () => {
    const t = makeTestApp();
    const owner = await ownerWithInvoices(t, 12);
    const other = await ownerWithInvoices(t, 12);
    const first = await t.call("GET", "/api/invoices?limit=5", { cookie: owner.cookie });
    const cursor = new URL(`http://x${/<([^>]+)>/.exec(first.headers.get("link")!)![1]}`).searchParams.get("cursor")!;
    expect((await t.call("GET", `/api/invoices?limit=5&cursor=${cursor}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.call("GET", `/api/invoices?limit=5&cursor=${cursor}`, { cookie: other.cookie })).status).toBe(400);
    expect((await t.call("GET", `/api/invoices?status=paid&cursor=${cursor}`, { cookie: owner.cookie })).status).toBe(
      400,
    );

    const foreign = await t.call("GET", `/api/invoices?clientId=${owner.acme.id}`, { cookie: other.cookie });
    expect(foreign.status).toBe(200);
    expect(foreign.json).toEqual([]);
    expect(foreign.headers.get("x-total-count")).toBe("0");
    expect((await t.call("GET", "/api/invoices")).status).toBe(401);
  });
});
