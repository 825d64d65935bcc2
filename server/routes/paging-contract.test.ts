// QA pass on issue 10 (docs/decisions/appendix/290-qa10-adversarial-pass.md): the paging contract's findings.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

const nextLink = (res: { headers: Headers }) =>
  /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;

describe("the paging contract", () => {
  it("a search is case-insensitive beyond ASCII, on every searched list", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const elodie = factories.client(t.db, owner.user.id, { name: "Élodie Ünal", email: "elodie@example.com" });
    factories.client(t.db, owner.user.id, { name: "Ödön Şahin", email: "odon@example.com" });
    factories.client(t.db, owner.user.id, { name: "Plain Name", email: "plain@example.com" });
    factories.invoice(t.db, owner.user.id, elodie.id, { description: "Ремонт квартиры" });
    factories.task(t.db, owner.user.id, { title: "Call ΣΟΦΙΑ about the quote" });

    const count = async (path: string) => {
      const res = await t.call("GET", path, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get("x-total-count"))).toBe(res.json.length);
      return res.json as { name?: string; title?: string }[];
    };
    for (const q of ["élodie", "ÉLODIE", "Élodie", "ünal", "ÜNAL", "lodie ü"]) {
      const rows = await count(`/api/clients?q=${encodeURIComponent(q)}`);
      expect(
        rows.map((r) => r.name),
        q,
      ).toEqual(["Élodie Ünal"]);
    }
    // ASCII searches still match ASCII letters either way, and nothing else.
    expect((await count("/api/clients?q=PLAIN")).map((r) => r.name)).toEqual(["Plain Name"]);
    expect(await count(`/api/invoices?q=${encodeURIComponent("élodie")}`)).toHaveLength(1);
    expect(await count(`/api/invoices?q=${encodeURIComponent("РЕМОНТ")}`)).toHaveLength(1);
    expect(await count(`/api/tasks?q=${encodeURIComponent("σοφια")}`)).toHaveLength(1);
    // `%` and `_` stay literal on the folded path too.
    expect(await count(`/api/clients?q=${encodeURIComponent("é%")}`)).toHaveLength(0);
  });

  it("pages through a folded search without repeating or skipping a row", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    for (let i = 0; i < 25; i++) factories.client(t.db, owner.user.id, { name: `Ärzte ${String(i).padStart(2, "0")}` });
    factories.client(t.db, owner.user.id, { name: "Other" });
    const seen: string[] = [];
    let next: string | null = `/api/clients?q=${encodeURIComponent("ärzte")}&limit=10`;
    while (next) {
      const res = await t.call("GET", next, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-total-count")).toBe("25");
      seen.push(...res.json.map((c: { name: string }) => c.name));
      next = nextLink(res);
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });

  it("a search holding a control character is 400 naming q, never every row", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    factories.client(t.db, owner.user.id, { name: "Acme" });
    factories.task(t.db, owner.user.id, { title: "Anything" });
    for (const path of ["/api/clients", "/api/tasks", "/api/invoices", "/api/events"]) {
      for (const q of ["%00", "a%00b", "%07", "%1B%5B31m"]) {
        const res = await t.call("GET", `${path}?q=${q}`, { cookie: owner.cookie });
        expect(res.status, `${path} q=${q}`).toBe(400);
        expect(res.json.fields.q).toMatch(/control characters/);
      }
    }
    // Tabs, emoji and accents are text: a tab inside is refused too, but trimmed at the ends.
    const trimmed = await t.call("GET", "/api/clients?q=%09acme%09", { cookie: owner.cookie });
    expect(trimmed.status).toBe(200);
    expect(trimmed.json).toHaveLength(1);
  });

  it("the same page keeps its ETag (so its 304) across an unrelated write", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    for (let i = 0; i < 5; i++) factories.client(t.db, owner.user.id, { name: `Client ${i}` });
    const first = await t.call("GET", "/api/clients?limit=2", { cookie: owner.cookie });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    // A write that changes nothing on this page (a task) bumps the owner's revision.
    const write = await t.call("POST", "/api/tasks", {
      cookie: owner.cookie,
      body: { title: "Unrelated", category: "Admin" },
    });
    expect(write.status).toBe(201);
    // The HTTP server answers 304 when If-None-Match names the page's ETag (server/response-encoding.ts).
    const again = await t.call("GET", "/api/clients?limit=2", { cookie: owner.cookie });
    expect(again.headers.get("etag")).toBe(etag);
    // The same place seals to the same cursor every time it is sealed.
    const third = await t.call("POST", "/api/tasks", {
      cookie: owner.cookie,
      body: { title: "Another", category: "Admin" },
    });
    expect(third.status).toBe(201);
    expect(nextLink(await t.call("GET", "/api/clients?limit=2", { cookie: owner.cookie }))).toBe(nextLink(first));
  });

  it("a cursor still opens only for its owner, list, sort, search and filters", async () => {
    const t = makeTestApp();
    const a = await t.signUp();
    const b = await t.signUp();
    for (let i = 0; i < 3; i++) factories.client(t.db, a.user.id, { name: `A ${i}` });
    for (let i = 0; i < 3; i++) factories.client(t.db, b.user.id, { name: `A ${i}` });
    const pageA = await t.call("GET", "/api/clients?limit=1", { cookie: a.cookie });
    const pageB = await t.call("GET", "/api/clients?limit=1", { cookie: b.cookie });
    // Same position values, other owners: other cursors, and neither opens for the other.
    expect(nextLink(pageA)).not.toBe(nextLink(pageB));
    const foreign = await t.call("GET", nextLink(pageA)!, { cookie: b.cookie });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields.cursor).toBeDefined();
    const otherSort = await t.call("GET", nextLink(pageA)!.replace("limit=1", "limit=1&sort=-name"), {
      cookie: a.cookie,
    });
    expect(otherSort.status).toBe(400);
  });

  it("limit takes only a whole number written in digits", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    factories.client(t.db, owner.user.id, { name: "Acme" });
    for (const limit of ["0x10", "1e2", "%2B5", "199.9999999999999999", "5.0", "-0", "Infinity", "%205", "0"]) {
      const res = await t.call("GET", `/api/clients?limit=${limit}`, { cookie: owner.cookie });
      expect(res.status, `limit=${limit}`).toBe(400);
      expect(res.json.fields.limit).toBe("Limit must be a whole number from 1 to 200");
    }
    for (const limit of ["1", "05", "200"]) {
      const res = await t.call("GET", `/api/clients?limit=${limit}`, { cookie: owner.cookie });
      expect(res.status, `limit=${limit}`).toBe(200);
    }
  });

  it("a date filter outside the years it takes says so", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const res = await t.call("GET", "/api/invoices?dueTo=9999-12-31", { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(res.json.fields.dueTo).toMatch(/between/);
    const bad = await t.call("GET", "/api/invoices?dueFrom=2026-02-30", { cookie: owner.cookie });
    expect(bad.json.fields.dueFrom).toBe("dueFrom must be a date (YYYY-MM-DD)");
  });
});
