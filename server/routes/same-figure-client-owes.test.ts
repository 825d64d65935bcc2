// One rule in one place: what a client owes is the server's figure (the balance of their unpaid
// invoices, overdue or not). `microteam nudge` used to say "owes nothing" of a client with nothing
// overdue; it now says what the server counts, as the web's clients page and the digest do.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, users } from "@core/db";
import { runMorningDigest } from "@core/focus";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { factories } from "../../test/factories";

const NOW = "2026-11-21T09:00:00Z";

describe("what a client owes", () => {
  it("is the same figure on the clients page, in the terminal and in the digest", async () => {
    const t = makeTestApp({ now: NOW });
    const owner = await t.signUp();
    const id = owner.user.id;
    t.db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, id)).run();
    const acme = factories.client(t.db, id, { name: "Acme", email: "acme@example.com" });
    factories.client(t.db, id, { name: "Jane", email: "jane@example.com" });
    // $1,000 due in 3 days, $400 of it paid: Acme owes $600, none of it overdue.
    const inv = factories.invoice(t.db, id, acme.id, {
      amountCents: 100_000,
      status: "pending",
      dueDate: "2026-11-24",
      sentAt: new Date("2026-11-01T12:00:00Z"),
    });
    const paid = await t.call("POST", `/api/invoices/${inv.id}/payments`, {
      cookie: owner.cookie,
      body: { amount: "400", date: "2026-11-20" },
    });
    expect(paid.status, paid.text).toBe(201);
    const get = async (path: string) => (await t.call("GET", path, { cookie: owner.cookie })).json;

    // The web: the clients page's "open" amount, and the money figures for the client.
    const owed = Object.fromEntries(
      (await get("/api/clients")).map((c: { name: string; openAmount: string }) => [c.name, c.openAmount]),
    );
    expect(owed).toEqual({ Acme: "600.00", Jane: "0.00" });
    expect((await get(`/api/invoices/figures?clientId=${acme.id}&period=all`)).owed).toEqual({
      count: 1,
      total: "600.00",
    });

    // The terminal: a follow-up offered to a client with nothing overdue says what they still owe.
    const cli = cliHarness(t, id, NOW);
    const acmeNudge = await cli.run(["nudge", "Acme"], { answer: false });
    expect(acmeNudge.questions[0]).toBe(
      "Acme owes $600.00 (1 invoice), none of it overdue yet. Send them a friendly follow-up email <acme@example.com>?",
    );
    const janeNudge = await cli.run(["nudge", "Jane"], { answer: false });
    expect(janeNudge.questions[0]).toBe(
      "Jane owes nothing right now. Send them a friendly follow-up email <jane@example.com>?",
    );
    const several = await cli.run(["nudge", "Acme", "Jane"], { answer: false });
    expect(several.stderr).toContain("Acme owes $600.00 (1 invoice), none of it overdue yet; nudge them on their own.");
    expect((await cli.run(["ask", "what does Acme owe me?"])).stdout).toContain("Acme owes you $600.00 (1 invoice)");
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);

    // The email: the digest's heads-up asks for the same $600.
    expect(runMorningDigest(t.services).queued).toBe(1);
    const digest = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "digest")).get()!;
    expect(digest.body).toContain("Make sure Acme pays $600 ");
  });
});
