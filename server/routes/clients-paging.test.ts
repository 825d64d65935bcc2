// The paging contract (docs/api.md "Lists") on GET /api/clients: pages, totals, search, sort,
// filters, and bad input answered 400 with the field named.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

type Row = { id: string; name: string; invoiceCount: number; openAmount: string };

async function ownerWithClients(t: ReturnType<typeof makeTestApp>, count: number) {
  const owner = await t.signUp();
  const names = Array.from({ length: count }, (_, i) => `Client ${String(i).padStart(3, "0")}`);
  // Stored out of order, with mixed case, so the sort is the server's doing.
  for (const [i, name] of [...names].reverse().entries()) {
    factories.client(t.db, owner.user.id, {
      name: i % 2 ? name.toLowerCase() : name,
      status: i % 3 === 0 ? "inactive" : "active",
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    });
  }
  return owner;
}

/** Follows `Link: <...>; rel="next"` to the end; every page's rows. */
async function walk(t: ReturnType<typeof makeTestApp>, cookie: string, first: string) {
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
  return { pages, total: Number(total) };
}

describe("GET /api/clients pages", () => {
  it("answers 50 by default with the total, and a next link until the last page", async () => {
    const t = makeTestApp();
    const { cookie } = await ownerWithClients(t, 120);
    const first = await t.call("GET", "/api/clients", { cookie });
    expect(first.json).toHaveLength(50);
    expect(first.headers.get("x-total-count")).toBe("120");
    expect(first.headers.get("link")).toMatch(/^<\/api\/clients\?cursor=[\w.-]+&limit=50>; rel="next"$/);

    const { pages, total } = await walk(t, cookie, "/api/clients?limit=50");
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(total).toBe(120);
    const names = pages.flat().map((c) => c.name);
    expect(new Set(names).size).toBe(120);
    // Sorted by name whatever the case.
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("sorts either way by name, creation and last contact", async () => {
    const t = makeTestApp();
    const { cookie } = await ownerWithClients(t, 30);
    const byNameDesc = (await walk(t, cookie, "/api/clients?sort=-name&limit=7")).pages.flat().map((c) => c.name);
    expect(byNameDesc.map((n) => n.toLowerCase())).toEqual(
      Array.from({ length: 30 }, (_, i) => `client ${String(29 - i).padStart(3, "0")}`),
    );
    const created = (await walk(t, cookie, "/api/clients?sort=createdAt&limit=4")).pages.flat();
    // Stored in reverse: the oldest row is the last name.
    expect(created[0].name.toLowerCase()).toBe("client 029");
    expect(created).toHaveLength(30);
    const contact = (await walk(t, cookie, "/api/clients?sort=-lastContactDate&limit=9")).pages.flat();
    expect(contact).toHaveLength(30);
  });

  it("searches name, email and company, filters by status, and counts what matches", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    factories.client(t.db, owner.user.id, { name: "Acme Ltd", email: "ap@acme.test", company: "Acme" });
    factories.client(t.db, owner.user.id, { name: "Jane Doe", email: "jane@initech.test", company: "Initech" });
    factories.client(t.db, owner.user.id, { name: "Initech", status: "inactive" });
    factories.client(t.db, owner.user.id, { name: "100%_Real", email: "x@y.test" });

    const search = async (q: string) => {
      const res = await t.call("GET", `/api/clients?q=${encodeURIComponent(q)}`, { cookie: owner.cookie });
      return { names: res.json.map((c: Row) => c.name), total: res.headers.get("x-total-count") };
    };
    expect(await search("initech")).toEqual({ names: ["Initech", "Jane Doe"], total: "2" });
    expect((await search("ACME")).names).toEqual(["Acme Ltd"]);
    // % and _ are searched as themselves.
    expect((await search("0%_")).names).toEqual(["100%_Real"]);
    expect((await search("%")).names).toEqual(["100%_Real"]);

    const inactive = await t.call("GET", "/api/clients?status=inactive", { cookie: owner.cookie });
    expect(inactive.json.map((c: Row) => c.name)).toEqual(["Initech"]);
    const both = await t.call("GET", "/api/clients?status=active&q=initech", { cookie: owner.cookie });
    expect(both.json.map((c: Row) => c.name)).toEqual(["Jane Doe"]);
    expect(both.headers.get("x-total-count")).toBe("1");
  });

  it("carries each client's invoice count and open amount", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const acme = factories.client(t.db, owner.user.id, { name: "Acme" });
    factories.invoice(t.db, owner.user.id, acme.id, { amountCents: 120_050, status: "pending" });
    factories.invoice(t.db, owner.user.id, acme.id, { amountCents: 30_000, status: "overdue" });
    factories.invoice(t.db, owner.user.id, acme.id, { amountCents: 99_900, status: "paid" });
    factories.invoice(t.db, owner.user.id, acme.id, { amountCents: 5_000, status: "draft" });
    const [row] = (await t.call("GET", "/api/clients", { cookie: owner.cookie })).json;
    expect(row).toMatchObject({ name: "Acme", invoiceCount: 4, openAmount: "1500.50" });
  });

  it.each([
    ["limit=abc", "limit", "Limit must be a whole number from 1 to 200"],
    ["limit=100000", "limit", "Limit must be a whole number from 1 to 200"],
    ["limit=0", "limit", "Limit must be a whole number from 1 to 200"],
    ["limit=2.5", "limit", "Limit must be a whole number from 1 to 200"],
    ["sort=password", "sort", "Sort by one of: name, -name, createdAt, -createdAt, lastContactDate, -lastContactDate"],
    ["status=gone", "status", "Status must be one of: active, inactive"],
    ["cursor=not-a-cursor", "cursor", "Invalid cursor: start again from the first page"],
    ["cursor=v1.AAAA.BBBB.CCCC", "cursor", "Invalid cursor: start again from the first page"],
    [`q=${"x".repeat(101)}`, "q", "Search must be at most 100 characters"],
  ])("answers %s with 400 naming the field", async (query, field, message) => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("GET", `/api/clients?${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "VALIDATION", fields: { [field]: message } });
  });

  it("refuses a cursor altered, reused with other filters or sort, or taken from another owner", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClients(t, 12);
    const other = await ownerWithClients(t, 12);
    const first = await t.call("GET", "/api/clients?limit=5", { cookie: owner.cookie });
    const cursor = new URL(`http://x${/<([^>]+)>/.exec(first.headers.get("link")!)![1]}`).searchParams.get("cursor")!;
    expect((await t.call("GET", `/api/clients?limit=5&cursor=${cursor}`, { cookie: owner.cookie })).status).toBe(200);

    const foreign = await t.call("GET", `/api/clients?limit=5&cursor=${cursor}`, { cookie: other.cookie });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({
      code: "VALIDATION",
      message: "Invalid cursor: start again from the first page",
      fields: { cursor: "Invalid cursor: start again from the first page" },
    });
    for (const query of [
      `sort=-name&cursor=${cursor}`,
      `status=active&cursor=${cursor}`,
      `q=client&cursor=${cursor}`,
    ]) {
      expect((await t.call("GET", `/api/clients?${query}`, { cookie: owner.cookie })).status).toBe(400);
    }
    const tampered = cursor.slice(0, -2) + (cursor.endsWith("AA") ? "AB" : "AA");
    expect((await t.call("GET", `/api/clients?cursor=${tampered}`, { cookie: owner.cookie })).status).toBe(400);
  });

  it("is for signed-in owners only and shows each owner only their own", async () => {
    const t = makeTestApp();
    await ownerWithClients(t, 3);
    expect((await t.call("GET", "/api/clients")).status).toBe(401);
    const empty = await t.signUp();
    const res = await t.call("GET", "/api/clients", { cookie: empty.cookie });
    expect(res.json).toEqual([]);
    expect(res.headers.get("x-total-count")).toBe("0");
    expect(res.headers.get("link")).toBeNull();
  });
});
