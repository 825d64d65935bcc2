// Kept answers (server/cached-read.ts) must never outlive the data: any write — through the API or
// straight into the database file, as the terminal does from its own process — and the owner's day
// turning both answer afresh.
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../test/app";
import { factories } from "../test/factories";

describe("kept answers", () => {
  it("answers a repeated read with the same body and ETag, and afresh after a write from anywhere", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const client = factories.client(t.db, owner.user.id, { name: "Acme" });
    factories.invoice(t.db, owner.user.id, client.id, { invoiceNumber: "INV-1", amountCents: 10_000 });
    const read = () => t.call("GET", "/api/invoices?limit=10", { cookie: owner.cookie });

    const first = await read();
    const again = await read();
    expect(again.text).toBe(first.text);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("x-total-count")).toBe("1");

    // Through the API.
    await t.call("POST", "/api/invoices", {
      cookie: owner.cookie,
      body: { clientId: client.id, amount: "50.00", dueDate: "2026-12-20", invoiceNumber: "INV-2" },
    });
    const afterApi = await read();
    expect(afterApi.json.map((i: { invoiceNumber: string }) => i.invoiceNumber).sort()).toEqual(["INV-1", "INV-2"]);
    expect(afterApi.headers.get("x-total-count")).toBe("2");

    // Another process writing the same file (a second connection here).
    const other = new Database(t.db.$client.name);
    other.prepare("update invoices set amount_cents = 99900 where invoice_number = 'INV-1'").run();
    other.close();
    const afterOther = await read();
    expect(afterOther.json.find((i: { invoiceNumber: string }) => i.invoiceNumber === "INV-1").amount).toBe("999.00");
  });

  it("gives a page another ETag when only its total changes (a 304 would keep the old total)", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const acme = factories.client(t.db, owner.user.id, { name: "Acme" });
    const read = () => t.call("GET", "/api/clients?sort=name&limit=1", { cookie: owner.cookie });
    const before = await read();
    // A client sorted after Acme: the first page's row is the same, the total is not.
    factories.client(t.db, owner.user.id, { name: "Zeta" });
    const after = await read();
    expect(after.json).toEqual(before.json);
    expect(after.json[0].id).toBe(acme.id);
    expect(after.headers.get("x-total-count")).toBe("2");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("answers afresh when the owner's day turns, as statuses depend on it", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = await t.signUp();
    const client = factories.client(t.db, owner.user.id);
    factories.invoice(t.db, owner.user.id, client.id, { status: "pending", dueDate: "2026-11-21", sentAt: new Date() });
    const status = async () =>
      (await t.call("GET", "/api/invoices", { cookie: owner.cookie })).json[0].status as string;
    expect(await status()).toBe("pending");
    t.clock.set("2026-11-22T09:00:00Z");
    expect(await status()).toBe("overdue");
  });

  it("keeps nothing for bad input and never shows one owner another's answer", async () => {
    const t = makeTestApp();
    const a = await t.signUp();
    const b = await t.signUp();
    factories.client(t.db, a.user.id, { name: "Only A's" });
    expect((await t.call("GET", "/api/clients?limit=abc", { cookie: a.cookie })).status).toBe(400);
    expect((await t.call("GET", "/api/clients", { cookie: a.cookie })).json).toHaveLength(1);
    expect((await t.call("GET", "/api/clients", { cookie: b.cookie })).json).toEqual([]);
  });
});
