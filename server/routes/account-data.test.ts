import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { schema } from "@core/db";
import { makeTestApp, onboardingAnswers } from "../../test/app";
import { factories as f } from "../../test/factories";
import { NOT_EXPORTED, OWNED_TABLES } from "@core/account";

describe("GET /api/user/export", () => {
  it("downloads one zip with JSON of every owned entity and CSVs of clients and invoices, without secrets", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    await t.call("POST", "/api/onboarding/complete", { cookie: owner.cookie, body: onboardingAnswers });
    const other = await t.signUp();
    const client = f.client(t.db, owner.user.id, { name: '=HYPERLINK("http://evil")', email: "acme@example.com" });
    f.invoice(t.db, owner.user.id, client.id, { invoiceNumber: "INV-1001", amountCents: 240_050, description: "+cmd" });
    f.invoice(t.db, other.user.id, f.client(t.db, other.user.id, { name: "Not yours" }).id, { invoiceNumber: "INV-9" });
    const source = f.contentSource(t.db, owner.user.id);
    f.queueEntry(t.db, f.contentAsset(t.db, source.id).id);
    const token = (await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body: { name: "cli" } })).json
      .token;

    const res = await t.app.request(
      "/api/user/export",
      {
        headers: { cookie: owner.cookie },
      },
      { incoming: { socket: { remoteAddress: "192.0.2.1" } } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="microteam-export-2026-11-21.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "microteam-export/clients.csv",
      "microteam-export/data.json",
      "microteam-export/invoices.csv",
    ]);
    const raw = strFromU8(files["microteam-export/data.json"]);
    const data = JSON.parse(raw);
    expect(data.profile).toMatchObject({ email: owner.email, businessName: "Olive & Co Consulting" });
    for (const entry of OWNED_TABLES) expect(data, entry.name).toHaveProperty(entry.name);
    expect(data.clients.map((c: { name: string }) => c.name)).toEqual(['=HYPERLINK("http://evil")']);
    expect(data.invoices).toHaveLength(1);
    expect(data.contentAssets).toHaveLength(1);
    expect(data.publishQueue).toHaveLength(1);
    expect(data.apiTokens).toEqual([expect.objectContaining({ name: "cli", hint: token.slice(-4) })]);
    for (const secret of [
      "passwordHash",
      "tokenHash",
      "twitterAccessToken",
      "linkedinAccessToken",
      "clientSecret",
      "$argon2id",
      token,
      "tw-token-123",
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toContain("Not yours");
    expect(raw).not.toContain("INV-9");
    expect(data).not.toHaveProperty("sessions");

    const clientsCsv = strFromU8(files["microteam-export/clients.csv"]);
    expect(clientsCsv.split("\n")[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",acme@example.com/);
    const invoicesCsv = strFromU8(files["microteam-export/invoices.csv"]).trim().split("\n");
    expect(invoicesCsv[0]).toBe(
      "invoiceNumber,client,amount,currency,status,dueDate,paidDate,sentAt,description,createdAt",
    );
    expect(invoicesCsv).toHaveLength(2);
    expect(invoicesCsv[1]).toContain("INV-1001");
    expect(invoicesCsv[1]).toContain("2400.50");
    expect(invoicesCsv[1]).toContain("'+cmd");
  });

  it("needs a signed-in owner", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/user/export")).status).toBe(401);
  });

  it("covers every table of the schema: exported, or left out for a stated reason", () => {
    const exported = new Set(OWNED_TABLES.map((e) => getTableConfig(e.table).name));
    for (const table of Object.values(schema) as SQLiteTable[]) {
      const name = getTableConfig(table).name;
      expect(exported.has(name) || name in NOT_EXPORTED, `${name}: add it to OWNED_TABLES or NOT_EXPORTED`).toBe(true);
    }
  });
});

describe("DELETE /api/user", () => {
  it("deletes the account and everything it owns after the password and the typed confirmation", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const other = await t.signUp();
    for (const u of [owner.user.id, other.user.id]) {
      const client = f.client(t.db, u);
      f.reminder(t.db, f.invoice(t.db, u, client.id).id);
      const wf = f.workflow(t.db, u);
      f.task(t.db, u, { workflowId: wf.id });
      f.suggestion(t.db, u, { workflowId: wf.id });
      f.queueEntry(t.db, f.contentAsset(t.db, f.contentSource(t.db, u).id).id);
      f.event(t.db, u);
      f.apiToken(t.db, u);
      f.supportRequest(t.db, u);
      f.email(t.db, u);
    }
    const { token } = (await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body: { name: "cli" } })).json;

    const byToken = await t.call("DELETE", "/api/user", {
      token,
      body: { password: owner.password, confirmation: "DELETE" },
    });
    expect(byToken.status).toBe(403);
    const wrongPassword = await t.call("DELETE", "/api/user", {
      cookie: owner.cookie,
      body: { password: "not my password", confirmation: "DELETE" },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.fields).toEqual({ password: "Password is incorrect" });
    const unconfirmed = await t.call("DELETE", "/api/user", {
      cookie: owner.cookie,
      body: { password: owner.password, confirmation: "delete it" },
    });
    expect(unconfirmed.json.fields).toEqual({ confirmation: "Type DELETE to confirm" });
    expect(rowsOf(t, owner.user.id)).toBeGreaterThan(10);

    const ok = await t.call("DELETE", "/api/user", {
      cookie: owner.cookie,
      body: { password: owner.password, confirmation: "DELETE" },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toMatch(/mt_session=;/);
    expect((await t.call("GET", "/api/auth/user", { cookie: owner.cookie })).status).toBe(401);
    expect((await t.call("GET", "/api/auth/user", { token })).status).toBe(401);
    expect(rowsOf(t, owner.user.id)).toBe(0);
    expect(rowsOf(t, other.user.id)).toBeGreaterThan(10);
    expect(
      (await t.call("POST", "/api/auth/signin", { body: { email: owner.email, password: owner.password } })).status,
    ).toBe(401);
  });
});

/** Every row that belongs to the owner, directly or through a parent row (what the export covers). */
function rowsOf(t: ReturnType<typeof makeTestApp>, userId: string): number {
  const sqlite = t.db.$client;
  let total = 0;
  for (const table of sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
    name: string;
  }[]) {
    const columns = (sqlite.prepare(`PRAGMA table_info(${table.name})`).all() as { name: string }[]).map((c) => c.name);
    const column = table.name === "users" ? "id" : columns.includes("user_id") ? "user_id" : null;
    if (column)
      total += (
        sqlite.prepare(`SELECT count(*) AS n FROM ${table.name} WHERE ${column} = ?`).get(userId) as { n: number }
      ).n;
  }
  const child = (sql: string) => (sqlite.prepare(sql).get(userId) as { n: number }).n;
  total += child(
    "SELECT count(*) AS n FROM invoice_reminders WHERE invoice_id IN (SELECT id FROM invoices WHERE user_id = ?)",
  );
  total += child(
    "SELECT count(*) AS n FROM content_assets WHERE content_source_id IN (SELECT id FROM content_sources WHERE user_id = ?)",
  );
  return total;
}
