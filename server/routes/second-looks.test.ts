// Two slips a polished product catches (issue 13 §3): a client typed in twice, an invoice emailed twice.
// Each answers 409 CONFIRMATION_REQUIRED with a sentence to show, and goes ahead when resent with confirm.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

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

describe("an invoice emailed a second time", () => {
  it("says when and to whom it went, and is queued again only with confirm", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = await ownerWithClient(t);
    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    const send = (confirm?: boolean) =>
      t.call("POST", "/api/invoices/send-single", {
        cookie: owner.cookie,
        body: { invoiceId: invoice.id, isReminder: false, ...(confirm === undefined ? {} : { confirm }) },
      });
    expect((await send()).status).toBe(202);
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("CONFIRMATION_REQUIRED");
    expect(again.json.message).toMatch(
      new RegExp(
        `^${invoice.invoiceNumber} was already emailed to billing@acme.test on November 21 at .+\\. Send it again\\?$`,
      ),
    );
    // A reminder is not a resend: the quiet period decides those.
    const reminder = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: invoice.id, isReminder: true },
    });
    expect(reminder.status).toBe(202);
    expect((await send(true)).status).toBe(202);
  });
});
