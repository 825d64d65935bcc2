import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

describe("creating invoices", () => {
  it("creates a pending invoice with an INV- number, amount as a decimal string", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const res = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "1234.5", dueDate: "2026-12-21", description: "Brand workshop" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      clientName: "Acme Ltd",
      amount: "1234.50",
      status: "pending",
      dueDate: "2026-12-21",
      description: "Brand workshop",
      currency: "USD",
    });
    expect(res.json.invoiceNumber).toMatch(/^INV-\d{13}$/);
    expect(t.db.select().from(invoices).get()!.amountCents).toBe(123450);
    const second = await createInvoice(t, cookie, { clientId: client.id });
    expect(second.invoiceNumber).toBe(`${res.json.invoiceNumber}-2`);
  });

  it.each([
    [{}, { clientId: "Client is required", amount: "Amount is required", dueDate: "Due date is required" }],
    [{ amount: "" }, { amount: "Amount is required" }],
    [{ amount: "abc" }, { amount: "Amount must be a number" }],
    [{ amount: "0" }, { amount: "Amount must be greater than 0" }],
    [{ amount: "-5" }, { amount: "Amount must be greater than 0" }],
    [{ amount: "10.999" }, { amount: "Amount can have at most 2 decimals" }],
    [{ amount: "100000000" }, { amount: "Amount must be less than 100,000,000" }],
    [{ dueDate: "2026-02-30" }, { dueDate: "Due date must be a real date (YYYY-MM-DD)" }],
    [{ dueDate: "tomorrow" }, { dueDate: "Due date must be a real date (YYYY-MM-DD)" }],
    [{ status: "paid" }, { status: "A new invoice starts as draft or pending" }],
  ])("refuses %j with the right message and stores nothing", async (override, fields) => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const base = Object.keys(override).length ? { clientId: client.id, amount: "10", dueDate: "2026-12-01" } : {};
    const res = await t.call("POST", "/api/invoices", { cookie, body: { ...base, ...override } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual(fields);
    expect(t.db.select().from(invoices).all()).toHaveLength(0);
  });

  it("accepts the largest amount and numbers as well as strings", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const max = await createInvoice(t, cookie, { clientId: client.id, amount: "99999999.99" });
    expect(max.amount).toBe("99999999.99");
    const res = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: 12.5, dueDate: "2026-12-01" },
    });
    expect(res.json.amount).toBe("12.50");
  });

  it("refuses another owner's client", async () => {
    const t = makeTestApp();
    const alice = await ownerWithClient(t);
    const bob = await t.signUp();
    const res = await t.call("POST", "/api/invoices", {
      cookie: bob.cookie,
      body: { clientId: alice.client.id, amount: "10", dueDate: "2026-12-01" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ clientId: "Choose one of your clients" });
  });
});

describe("status rules", () => {
  const move = async (from: string, to: string) => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, {
      clientId: client.id,
      dueDate: "2026-12-30",
      status: from === "draft" ? "draft" : "pending",
    });
    if (from === "overdue" || from === "paid")
      await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: from } });
    const res = await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: to } });
    return { res, stored: t.db.select().from(invoices).where(eq(invoices.id, inv.id)).get()! };
  };

  it.each([
    ["draft", "pending"],
    ["draft", "paid"],
    ["pending", "paid"],
    ["pending", "overdue"],
    ["pending", "sent"],
    ["overdue", "paid"],
  ])("allows %s → %s", async (from, to) => {
    const { res, stored } = await move(from, to);
    expect(res.status).toBe(200);
    expect(stored.status).toBe(to === "sent" ? "pending" : to);
  });

  it.each([
    ["paid", "pending"],
    ["paid", "overdue"],
    ["paid", "draft"],
    ["overdue", "pending"],
    ["pending", "draft"],
  ])("refuses %s → %s with 409 and changes nothing", async (from, to) => {
    const { res, stored } = await move(from, to);
    expect(res.status).toBe(409);
    expect(stored.status).toBe(from);
  });

  it("records the paid date in the owner's time zone", async () => {
    const t = makeTestApp({ now: "2026-11-21T23:30:00Z" });
    const { cookie, client, email } = await ownerWithClient(t);
    await t.call("PUT", "/api/user/profile", {
      cookie,
      body: { firstName: "O", lastName: "O", email, timeZone: "Asia/Tokyo" },
    });
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    const res = await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } });
    expect(res.json.paidDate).toBe("2026-11-22");
  });

  it("shows an awaiting invoice past its due date as overdue, with its days late", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, dueDate: "2026-11-12" });
    expect(inv).toMatchObject({ status: "overdue", daysOverdue: 9 });
    const list = await t.call("GET", "/api/invoices", { cookie });
    expect(list.json[0]).toMatchObject({ status: "overdue", daysOverdue: 9 });
  });

  it("answers 404 for unknown and foreign invoices", async () => {
    const t = makeTestApp();
    const alice = await ownerWithClient(t);
    const bob = await t.signUp();
    const inv = await createInvoice(t, alice.cookie, { clientId: alice.client.id });
    expect(
      (await t.call("PUT", `/api/invoices/${inv.id}`, { cookie: bob.cookie, body: { status: "paid" } })).status,
    ).toBe(404);
    expect((await t.call("GET", `/api/invoices/${inv.id}/pdf`, { cookie: bob.cookie })).status).toBe(404);
    expect((await t.call("PUT", `/api/invoices/nope`, { cookie: alice.cookie, body: { status: "paid" } })).status).toBe(
      404,
    );
    expect(t.db.select().from(invoices).get()!.status).toBe("pending");
  });
});

describe("sending invoice emails", () => {
  it("sends an invoice, records sentAt, the outbox row and the client's history", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, status: "draft" });
    const res = await t.call("POST", "/api/invoices/send-single", {
      cookie,
      body: {
        invoiceId: inv.id,
        subject: `Invoice ${inv.invoiceNumber} - Payment Required`,
        message: "Hi {clientName}, {amount} due {dueDate}.",
        isReminder: false,
      },
    });
    // Recorded and answered at once; the draft is issued now, the invoice counts as sent once delivered.
    expect(res.status).toBe(202);
    expect(res.json.message).toBe(`Invoice ${inv.invoiceNumber} is on its way to billing@acme.test`);
    expect(res.json.queued).toHaveLength(1);
    const queued = t.db.select().from(emailOutbox).get()!;
    expect(queued).toMatchObject({
      toAddress: "billing@acme.test",
      kind: "invoice",
      relatedId: inv.id,
      status: "queued",
    });
    expect(t.db.select().from(invoices).get()!).toMatchObject({ status: "pending", sentAt: null });
    expect(await t.deliver()).toBe(1);
    const mail = t.db.select().from(emailOutbox).get()!;
    expect(mail).toMatchObject({ status: "stored", attempts: 1, messageId: `<${mail.id}@microteam.test>` });
    expect(mail.body).toBe("Hi Acme Ltd, $2,400.00 due November 30, 2026.");
    const stored = t.db.select().from(invoices).get()!;
    expect(stored.status).toBe("pending");
    expect(stored.sentAt).not.toBeNull();
    const card = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
    expect(card.emails.last).toMatchObject({ kind: "invoice", to: "billing@acme.test", status: "stored" });
    const history = await t.call("GET", `/api/clients/${client.id}/communication-history`, { cookie });
    expect(history.json[0]).toMatchObject({ type: "invoice_sent", amount: "2400.00" });
  });

  it("refuses a reminder for a paid invoice and a client without email", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } });
    const paid = await t.call("POST", "/api/invoices/send-single", {
      cookie,
      body: { invoiceId: inv.id, subject: "s", message: "m", isReminder: true },
    });
    expect(paid.status).toBe(409);
    const noMail = (await t.call("POST", "/api/clients", { cookie, body: { name: "Silent Co" } })).json;
    const inv2 = await createInvoice(t, cookie, { clientId: noMail.id });
    const res = await t.call("POST", "/api/invoices/send-single", {
      cookie,
      body: { invoiceId: inv2.id, subject: "s", message: "m", isReminder: true },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Silent Co has no email address. Add one on the Clients page.");
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
  });

  it("validates the dialogs' fields", async () => {
    const t = makeTestApp();
    const { cookie } = await ownerWithClient(t);
    const one = await t.call("POST", "/api/invoices/send-single", {
      cookie,
      body: { invoiceId: "x", subject: "", message: "" },
    });
    expect(one.json.fields).toEqual({ subject: "Subject is required", message: "Message is required" });
    const bulk = await t.call("POST", "/api/invoices/send-overdue-email", {
      cookie,
      body: { subject: "s", message: "m", invoiceIds: [] },
    });
    expect(bulk.json.fields).toEqual({ invoiceIds: "At least one invoice must be selected" });
  });

  it("sends bulk reminders with the placeholders filled per invoice, or none if one is paid", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const other = (await t.call("POST", "/api/clients", { cookie, body: { name: "Globex", email: "ap@globex.test" } }))
      .json;
    const a = await createInvoice(t, cookie, { clientId: client.id, amount: "2400", dueDate: "2026-11-10" });
    const b = await createInvoice(t, cookie, { clientId: other.id, amount: "99.5", dueDate: "2026-11-01" });
    const c = await createInvoice(t, cookie, { clientId: other.id, amount: "10", dueDate: "2026-11-01" });
    await t.call("PUT", `/api/invoices/${c.id}`, { cookie, body: { status: "paid" } });
    const body = {
      subject: "Payment Reminder - Invoice #{invoiceNumber}",
      message: "Dear {clientName}, {invoiceNumber} for {amount} was due {dueDate}.",
    };
    const refused = await t.call("POST", "/api/invoices/send-overdue-email", {
      cookie,
      body: { ...body, invoiceIds: [a.id, c.id] },
    });
    expect(refused.status).toBe(409);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);

    const res = await t.call("POST", "/api/invoices/send-overdue-email", {
      cookie,
      body: { ...body, invoiceIds: [a.id, b.id] },
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ sent: 2, message: "2 payment reminders queued" });
    expect(await t.deliver()).toBe(2);
    const progress = await t.call("GET", `/api/outbox/batches/${res.json.batchId}`, { cookie });
    expect(progress.json).toMatchObject({ total: 2, delivered: 2, failed: 0, done: true });
    const mails = t.db.select().from(emailOutbox).all();
    expect(mails.map((m) => [m.toAddress, m.subject, m.body]).sort()).toEqual([
      [
        "ap@globex.test",
        `Payment Reminder - Invoice #${b.invoiceNumber}`,
        `Dear Globex, ${b.invoiceNumber} for $99.50 was due November 1, 2026.`,
      ],
      [
        "billing@acme.test",
        `Payment Reminder - Invoice #${a.invoiceNumber}`,
        `Dear Acme Ltd, ${a.invoiceNumber} for $2,400.00 was due November 10, 2026.`,
      ],
    ]);
  });
});

describe("PDF and the public link", () => {
  it("downloads a PDF of the invoice", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    const res = await t.app.request(`/api/invoices/${inv.id}/pdf`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`${inv.invoiceNumber}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("lets the client see and pay the invoice in demo mode (DEMO_PAYMENTS=1); paid is final", async () => {
    const t = makeTestApp({ config: { demoPayments: true } });
    const { cookie, client } = await ownerWithClient(t);
    await t.call("PUT", "/api/user/billing", {
      cookie,
      body: {
        defaultHourlyRate: "90",
        defaultCurrency: "USD",
        paymentTerms: "30",
        bankTransferDetails: "IBAN DE00 1111",
      },
    });
    const inv = await createInvoice(t, cookie, { clientId: client.id, amount: "750" });
    const token = inv.publicPath.split("/").pop();
    const view = await t.call("GET", `/api/public/invoices/${token}`);
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({
      invoiceNumber: inv.invoiceNumber,
      amount: "750.00",
      status: "pending",
      to: { name: "Acme Ltd" },
      payment: { card: "demo", bankTransferDetails: "IBAN DE00 1111" },
    });
    expect(view.text).not.toContain(client.id);
    const pay = await t.call("POST", `/api/public/invoices/${token}/demo-pay`);
    expect(pay.status).toBe(200);
    const after = await t.call("GET", `/api/invoices/${inv.id}`, { cookie });
    expect(after.json).toMatchObject({ status: "paid", paidDate: "2026-11-21" });
    expect((await t.call("POST", `/api/public/invoices/${token}/demo-pay`)).status).toBe(409);
    expect((await t.call("GET", `/api/public/invoices/${"0".repeat(64)}`)).status).toBe(404);
    expect((await t.call("GET", `/api/public/invoices/short`)).status).toBe(404);
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
