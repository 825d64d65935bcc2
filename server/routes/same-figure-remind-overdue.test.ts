// One rule in one place: what "remind everyone who's overdue" asks for is the server's `remindable`
// figure (GET /api/invoices/figures): what is still owed on the overdue invoices whose client has an
// email address. A partly paid invoice counts its balance, as the web's overdue panel and the morning
// digest count it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, users } from "@core/db";
import { runMorningDigest } from "@core/focus";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { factories } from "../../test/factories";

const NOW = "2026-11-21T09:00:00Z";

async function overdueBusiness() {
  const t = makeTestApp({ now: NOW });
  const owner = await t.signUp();
  const id = owner.user.id;
  t.db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, id)).run();
  const invoice = (name: string, email: string | null, o: Parameters<typeof factories.invoice>[3]) =>
    factories.invoice(t.db, id, factories.client(t.db, id, { name, email }).id, {
      sentAt: new Date("2026-10-01T12:00:00Z"),
      ...o,
    });
  // Overdue: $250, $400, and $300 of which $100 is paid: $850 still owed ($950 invoiced).
  invoice("Bolt", "bolt@example.com", { amountCents: 25_000, status: "pending", dueDate: "2026-11-05" });
  invoice("Cora", "cora@example.com", { amountCents: 40_000, status: "pending", dueDate: "2026-11-14" });
  const partly = invoice("Acme", "acme@example.com", { amountCents: 30_000, status: "pending", dueDate: "2026-11-10" });
  const paid = await t.call("POST", `/api/invoices/${partly.id}/payments`, {
    cookie: owner.cookie,
    body: { amount: "100", date: "2026-11-12" },
  });
  expect(paid.status, paid.text).toBe(201);
  const get = async (path: string) => (await t.call("GET", path, { cookie: owner.cookie })).json;
  return { t, owner, invoice, get, cli: cliHarness(t, id, NOW) };
}

describe("reminding everyone who's overdue", () => {
  it("asks for what is still owed, the figure the web and the digest show", async () => {
    const { t, get, cli } = await overdueBusiness();
    // The web: the overdue panel's total (the summary) and the money figures.
    expect((await get("/api/invoices/summary")).overdue).toEqual({ count: 3, total: "850.00" });
    expect((await get("/api/invoices/figures")).remindable).toEqual({ count: 3, total: "850.00" });

    // The terminal: the chat's proposal, not sent (no terminal to confirm it: the question is the error).
    const asked = await cli.run(["ask", "remind everyone who's overdue"], { interactive: false });
    expect(asked.stderr).toContain("This would change your data: Email 3 payment reminders ($850.00 in all): ");
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);

    // The email: the morning digest's three moves, one per client (decision 325), each what is still owed.
    expect(runMorningDigest(t.services).queued).toBe(1);
    const digest = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "digest")).get()!;
    for (const move of ["Chase $250 from Bolt", "Chase $400 from Cora", "Chase $200 from Acme"]) {
      expect(digest.body).toContain(move);
    }
  });

  it("leaves out, and does not count, a client with no email address", async () => {
    const { get, cli, invoice } = await overdueBusiness();
    const dora = invoice("Dora", null, { amountCents: 50_000, status: "pending", dueDate: "2026-11-12" });
    expect(await get("/api/invoices/figures")).toMatchObject({
      overdue: { count: 4, total: "1350.00" },
      remindable: { count: 3, total: "850.00" },
    });
    const asked = await cli.run(["ask", "remind everyone who's overdue"], { interactive: false });
    expect(asked.stdout).toContain(`Left out: ${dora.invoiceNumber} (Dora has no email address).`);
    expect(asked.stderr).toContain("Email 3 payment reminders ($850.00 in all): ");
  });
});
