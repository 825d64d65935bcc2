// An invoice email the mail server took without confirming it, as the terminal shows it: "may have
// been sent" in the ledger and the briefing, never "not emailed" or "never sent" (docs/decisions/318);
// and a real reminder run that sent nothing says so, never "would be sent".
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { createInvoice, markSent, ownerWithClient } from "../test/owner";

/** Globex's invoice emailed through the API, the email then settled as the channel does for a hand-over without an answer. */
async function setup(dueDate: string) {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t, { name: "Globex", email: "ap@globex.example" });
  const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id, amount: "900", dueDate });
  const sent = await t.call("POST", "/api/invoices/send-single", {
    cookie: owner.cookie,
    body: { invoiceId: invoice.id },
  });
  expect(sent.status).toBeLessThan(300);
  t.db
    .update(emailOutbox)
    .set({
      status: "possibly_sent",
      sentAt: null,
      error: "the mail server took the message but did not confirm it (Timeout)",
    })
    .where(eq(emailOutbox.relatedId, invoice.id))
    .run();
  t.db.$client.prepare("update invoices set sent_at = null where id = ?").run(invoice.id);
  return { t, owner, invoice, cli: cliHarness(t, owner.user.id) };
}

describe("an invoice that may have been sent, in the terminal", () => {
  it("reads 'may have been sent' in `microteam invoices`, not 'not emailed'", async () => {
    const { cli, invoice } = await setup("2026-12-05");
    const res = await cli.run(["invoices"]);
    const line = res.stdout.split("\n").find((l) => l.startsWith(invoice.invoiceNumber))!;
    expect(line).toMatch(/pending, may have been sent/);
    expect(res.stdout).not.toContain("not emailed");
    const json = JSON.parse((await cli.run(["invoices", "--json"])).stdout);
    expect(json[0]).toMatchObject({ invoiceNumber: invoice.invoiceNumber, delivery: "possibly_sent", sentAt: null });
  });

  it("is checked in `microteam focus`, never 'never sent', with the send that asks again", async () => {
    const { cli, invoice } = await setup("2026-12-05");
    const res = await cli.run(["focus"]);
    expect(res.stdout).toContain(`Check that Globex received invoice ${invoice.invoiceNumber}`);
    expect(res.stdout).toContain("Why: $900 for Globex, may have been sent (not confirmed), due on");
    expect(res.stdout).toContain(`→ microteam invoice send ${invoice.invoiceNumber}`);
    expect(res.stdout).not.toMatch(/never sent|never emailed|has not received/);
  });

  it("`microteam remind --yes` that sends nothing says what it did and why, not what 'would be sent'", async () => {
    const { t, owner, cli, invoice } = await setup("2026-11-12");
    // A second invoice, emailed an hour ago: its first reminder waits for the quiet period.
    const fresh = await createInvoice(t, owner.cookie, {
      clientId: owner.client.id,
      amount: "300",
      dueDate: "2026-11-19",
    });
    markSent(t, fresh.id, "2026-11-21T08:00:00Z");
    const res = await cli.run(["remind", "--yes"]);
    expect(res.exitCode).toBe(0);
    expect(res.questions).toEqual([]);
    expect(res.stdout).not.toMatch(/would/);
    const line = (n: string) => res.stdout.split("\n").find((l) => l.startsWith(n)) ?? "";
    expect(line(invoice.invoiceNumber)).toContain(
      "skipped: the invoice may have been sent (the mail server did not confirm it)",
    );
    expect(line(fresh.invoiceNumber)).toContain("deferred: the invoice was emailed less than");
    expect(res.stdout).toContain(
      "No reminders were sent; 1 reminder waits for its quiet period or allowance, 1 reminder skipped (the table says why)",
    );
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).all()).toHaveLength(0);
  });
});
