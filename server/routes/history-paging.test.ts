// GET /api/clients/{id}/communication-history: what happened with a client, newest first, paged.
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@core/db";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";

describe("communication history", () => {
  async function setup() {
    const t = makeTestApp(); // today is 2026-11-21
    const owner = await t.signUp();
    const client = factories.client(t.db, owner.user.id, { name: "Acme" });
    const late = factories.invoice(t.db, owner.user.id, client.id, {
      invoiceNumber: "INV-1",
      amountCents: 240_000,
      status: "pending",
      dueDate: "2026-11-10",
    });
    factories.invoice(t.db, owner.user.id, client.id, {
      invoiceNumber: "INV-2",
      amountCents: 50_000,
      status: "paid",
      dueDate: "2026-10-01",
      paidDate: "2026-10-05",
    });
    factories.invoice(t.db, owner.user.id, client.id, {
      invoiceNumber: "INV-3",
      amountCents: 10_000,
      status: "pending",
      dueDate: "2026-12-30",
    });
    const email = (o: Partial<typeof emailOutbox.$inferInsert>) =>
      t.db
        .insert(emailOutbox)
        .values({
          userId: owner.user.id,
          kind: "invoice",
          toAddress: "ap@acme.test",
          fromAddress: "me@x.test",
          subject: "Invoice INV-1",
          body: "b",
          status: "stored",
          ...o,
        })
        .run();
    email({ relatedType: "invoice", relatedId: late.id, sentAt: new Date("2026-10-11T09:00:00Z") });
    email({
      kind: "nudge",
      subject: "Checking in",
      relatedType: "client",
      relatedId: client.id,
      sentAt: new Date("2026-11-15T10:00:00Z"),
    });
    email({ kind: "reminder", subject: "Never left", relatedType: "client", relatedId: client.id, status: "failed" });
    return { t, owner, client };
  }

  it("tells what happened, newest first", async () => {
    const { t, owner, client } = await setup();
    const res = await t.call("GET", `/api/clients/${client.id}/communication-history`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("5");
    expect(res.json).toEqual([
      {
        type: "email_sent",
        date: "2026-11-15T10:00:00.000Z",
        description: 'Follow-up emailed to ap@acme.test: "Checking in"',
        amount: null,
        currency: null,
        to: "ap@acme.test",
        invoiceNumber: null,
      },
      {
        type: "invoice_overdue",
        date: "2026-11-11T00:00:00.000Z",
        description: "Invoice INV-1 became overdue (due 2026-11-10)",
        amount: "2400.00",
        currency: "USD",
        to: null,
        invoiceNumber: "INV-1",
      },
      {
        type: "invoice_sent",
        date: "2026-10-11T09:00:00.000Z",
        description: 'Invoice emailed to ap@acme.test: "Invoice INV-1"',
        amount: "2400.00",
        currency: "USD",
        to: "ap@acme.test",
        invoiceNumber: "INV-1",
      },
      {
        type: "invoice_paid",
        date: "2026-10-05T12:00:00.000Z",
        description: "Invoice INV-2 paid",
        amount: "500.00",
        currency: "USD",
        to: null,
        invoiceNumber: "INV-2",
      },
      {
        type: "invoice_overdue",
        date: "2026-10-02T00:00:00.000Z",
        description: "Invoice INV-2 became overdue (due 2026-10-01)",
        amount: "500.00",
        currency: "USD",
        to: null,
        invoiceNumber: "INV-2",
      },
    ]);
  });

  it("pages, filters by type and sorts oldest first when asked", async () => {
    const { t, owner, client } = await setup();
    const path = `/api/clients/${client.id}/communication-history`;
    const first = await t.call("GET", `${path}?limit=2`, { cookie: owner.cookie });
    expect(first.json).toHaveLength(2);
    const rest = await t.call("GET", /<([^>]+)>/.exec(first.headers.get("link")!)![1], { cookie: owner.cookie });
    expect(rest.json.map((i: { type: string }) => i.type)).toEqual(["invoice_sent", "invoice_paid"]);
    const overdue = await t.call("GET", `${path}?type=invoice_overdue&sort=date`, { cookie: owner.cookie });
    expect(overdue.json.map((i: { date: string }) => i.date)).toEqual([
      "2026-10-02T00:00:00.000Z",
      "2026-11-11T00:00:00.000Z",
    ]);
    expect((await t.call("GET", `${path}?type=call`, { cookie: owner.cookie })).json.fields).toEqual({
      type: "Type must be one of: invoice_sent, invoice_paid, invoice_overdue, email_sent",
    });
  });

  it("reveals nothing of another owner's client, nor takes a cursor across clients", async () => {
    const { t, owner, client } = await setup();
    const stranger = await t.signUp();
    expect(
      (await t.call("GET", `/api/clients/${client.id}/communication-history`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    const other = factories.client(t.db, owner.user.id, { name: "Other" });
    factories.invoice(t.db, owner.user.id, other.id, { status: "overdue", dueDate: "2026-11-01" });
    const first = await t.call("GET", `/api/clients/${client.id}/communication-history?limit=1`, {
      cookie: owner.cookie,
    });
    const cursor = /cursor=([^&>]+)/.exec(first.headers.get("link")!)![1];
    const reused = await t.call("GET", `/api/clients/${other.id}/communication-history?limit=1&cursor=${cursor}`, {
      cookie: owner.cookie,
    });
    expect(reused.status).toBe(400);
    expect(reused.json.fields.cursor).toBe("Invalid cursor: start again from the first page");
  });
});
