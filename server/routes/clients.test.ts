import { describe, expect, it } from "vitest";
import { clients, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { ownerWithClient } from "../../test/owner";

const jane = {
  name: "Jane Doe",
  email: "Jane@Doe.com",
  phone: "+1 555 0100",
  company: "Doe Bakery",
  businessNiche: "Food & Beverage",
};

describe("clients", () => {
  it("adds, lists, edits and shows a client", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/clients", { cookie, body: jane });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: "Jane Doe",
      email: "jane@doe.com",
      company: "Doe Bakery",
      status: "active",
    });
    const list = await t.call("GET", "/api/clients", { cookie });
    expect(list.json.map((c: { name: string }) => c.name)).toEqual(["Jane Doe"]);
    const edited = await t.call("PUT", `/api/clients/${created.json.id}`, { cookie, body: { ...jane, company: "" } });
    expect(edited.json.company).toBeNull();
    expect((await t.call("GET", `/api/clients/${created.json.id}`, { cookie })).json.name).toBe("Jane Doe");
  });

  it("sets a client inactive and active again; a status left out stays, another is refused", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/clients", { cookie, body: jane });
    const path = `/api/clients/${created.json.id}`;
    const off = await t.call("PUT", path, { cookie, body: { ...jane, status: "inactive" } });
    expect(off.json.status).toBe("inactive");
    expect((await t.call("PUT", path, { cookie, body: { ...jane, phone: "312-555-0100" } })).json).toMatchObject({
      status: "inactive",
      phone: "312-555-0100",
    });
    const odd = await t.call("PUT", path, { cookie, body: { ...jane, status: "archived" } });
    expect(odd.status).toBe(400);
    expect(odd.json.fields).toEqual({ status: "Status must be active or inactive" });
    expect((await t.call("PUT", path, { cookie, body: { ...jane, status: "active" } })).json.status).toBe("active");
  });

  it("validates with the spec's messages and stores nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/clients", { cookie, body: { name: " ", email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ name: "Name is required", email: "Invalid email" });
    expect(t.db.select().from(clients).all()).toHaveLength(0);
    const emptyEmail = await t.call("POST", "/api/clients", { cookie, body: { name: "No Mail", email: "" } });
    expect(emptyEmail.status).toBe(201);
    expect(emptyEmail.json.email).toBeNull();
  });

  it("deletes a client with its invoices", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const a = (await t.call("POST", "/api/clients", { cookie, body: { name: "A" } })).json;
    const b = (await t.call("POST", "/api/clients", { cookie, body: { name: "B" } })).json;
    for (const c of [a, a, b]) {
      await t.call("POST", "/api/invoices", { cookie, body: { clientId: c.id, amount: "100", dueDate: "2026-12-01" } });
    }
    const res = await t.call("DELETE", `/api/clients/${a.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((i) => i.clientId),
    ).toEqual([b.id]);
  });

  it("answers 404 for unknown and foreign client ids, changing nothing", async () => {
    const t = makeTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const mine = (await t.call("POST", "/api/clients", { cookie: alice.cookie, body: { name: "Mine" } })).json;
    for (const [method, path] of [
      ["GET", `/api/clients/${mine.id}`],
      ["PUT", `/api/clients/${mine.id}`],
      ["DELETE", `/api/clients/${mine.id}`],
      ["GET", `/api/clients/${mine.id}/communication-history`],
      ["GET", `/api/clients/unknown-id`],
    ] as const) {
      const res = await t.call(method, path, {
        cookie: bob.cookie,
        body: method === "PUT" ? { name: "Stolen" } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(t.db.select().from(clients).get()!.name).toBe("Mine");
    expect((await t.call("GET", "/api/clients", { cookie: bob.cookie })).json).toEqual([]);
  });

  it("requires sign-in", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/clients")).status).toBe(401);
  });
});

describe("CSV import and export", () => {
  it("round-trips clients through CSV", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const csv = [
      "name,email,company,phone,businessNiche",
      'Jane Doe,jane@doe.com,"Doe, Bakery",555-0100,Food & Beverage',
      "Sam Smith,,Smith & Co,,",
      "",
      "=HYPERLINK(evil),evil@example.com,,,",
    ].join("\n");
    const imported = await t.call("POST", "/api/clients/import", {
      cookie,
      body: csv,
      headers: { "content-type": "text/csv" },
    });
    expect(imported.status).toBe(201);
    expect(imported.json).toMatchObject({ imported: 3, message: "3 clients imported" });

    const exported = await t.call("GET", "/api/clients/export", { cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = exported.text.trim().split("\n");
    expect(lines[0]).toBe("name,email,company,phone,businessNiche,status,lastContactDate,createdAt");
    expect(lines).toHaveLength(4);
    expect(exported.text).toContain('"Doe, Bakery"');
    expect(exported.text).toContain("'=HYPERLINK(evil)");

    // A second owner imports the export and gets the same clients.
    const other = await t.signUp();
    const again = await t.call("POST", "/api/clients/import", { cookie: other.cookie, body: { csv: exported.text } });
    expect(again.json.imported).toBe(3);
    const names = (await t.call("GET", "/api/clients", { cookie: other.cookie })).json.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(["'=HYPERLINK(evil)", "Jane Doe", "Sam Smith"]);
  });

  it("reports bad rows by line number and imports none of the file", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const csv = ["name,email", "Good One,good@example.com", ",missing@example.com", "", "Bad Mail,not-an-email"].join(
      "\n",
    );
    const res = await t.call("POST", "/api/clients/import", { cookie, body: { csv } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ "line 3: name": "Name is required", "line 5: email": "Invalid email" });
    expect(res.json.message).toContain("Nothing was imported");
    expect(t.db.select().from(clients).all()).toHaveLength(0);
  });

  it("refuses a file without a name column", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/clients/import", { cookie, body: { csv: "email\na@b.co" } });
    expect(res.status).toBe(400);
    expect(res.json.fields.file).toMatch(/name/);
  });
});

describe("a client with the name or email of another", () => {
  it("is asked about, added only with confirm, and never for another owner's clients", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t, { name: "Acme Ltd", email: "billing@acme.test" });
    const twice = await t.call("POST", "/api/clients", {
      cookie: owner.cookie,
      body: { name: " ACME LTD ", email: "Billing@Acme.test" },
    });
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({
      code: "CONFIRMATION_REQUIRED",
      message: "A client named Acme Ltd with that email already exists. Add another anyway?",
      details: { existingClientId: owner.client.id },
    });
    const byName = await t.call("POST", "/api/clients", { cookie: owner.cookie, body: { name: "acme ltd" } });
    expect(byName.json.message).toBe("A client named Acme Ltd (billing@acme.test) already exists. Add another anyway?");
    const confirmed = await t.call("POST", "/api/clients", {
      cookie: owner.cookie,
      body: { name: "Acme Ltd", email: "billing@acme.test", confirm: true },
    });
    expect(confirmed.status).toBe(201);
    const other = await t.signUp("other@example.com");
    const theirs = await t.call("POST", "/api/clients", {
      cookie: other.cookie,
      body: { name: "Acme Ltd", email: "billing@acme.test" },
    });
    expect(theirs.status).toBe(201);
    const list = await t.call("GET", "/api/clients", { cookie: owner.cookie });
    expect(list.json).toHaveLength(2);
  });
});
