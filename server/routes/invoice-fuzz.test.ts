import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { createInvoice, ownerWithClient } from "../../test/owner";

// Issue 9 "Bad input" for the invoice routes this issue added or changed: 200 malformed bodies each,
// never a 5xx, never a 4xx without the envelope, and nothing queued or changed by a refused one.
describe("invoice routes under malformed bodies", () => {
  it("answer every one with a 4xx envelope or a valid 2xx", async () => {
    const t = makeTestApp({ config: { clientEmailsPerHour: 100_000, reminderQuietHours: 0 } });
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, dueDate: "2026-11-10" });
    const token = inv.publicPath.split("/").pop();
    const routes: { method: string; path: string; example: Record<string, any> }[] = [
      {
        method: "POST",
        path: "/api/invoices/send-single",
        example: { invoiceId: inv.id, subject: "Hi", message: "Pay {amount}", isReminder: true, confirm: true },
      },
      {
        method: "POST",
        path: "/api/invoices/send-overdue-email",
        example: { subject: "Hi", message: "Pay", invoiceIds: [inv.id], confirm: true },
      },
      { method: "PUT", path: `/api/invoices/${inv.id}`, example: { status: "overdue", paidDate: "2026-11-20" } },
      { method: "POST", path: `/api/smart-admin/nudge-invoice/${inv.id}`, example: { confirm: true } },
      {
        method: "POST",
        path: `/api/public/invoices/${token}/payment-sent`,
        example: { name: "Ann", reference: "TRX-1", note: "Sent Monday" },
      },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { ...route, cookie });
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
    const paging = await t.call("GET", "/api/invoices/calendar?month=%00", { cookie });
    expect(paging.status).toBe(400);
    expect((await t.call("GET", `/api/invoices/${inv.id}/draft?kind=nope`, { cookie })).status).toBe(400);
    expect((await t.call("GET", "/api/outbox/batches/not-a-batch", { cookie })).status).toBe(404);
  }, 120_000);

  it("reveal nothing of another owner's invoices, batches or drafts", async () => {
    const t = makeTestApp();
    const a = await ownerWithClient(t);
    const inv = await createInvoice(t, a.cookie, { clientId: a.client.id });
    const sent = await t.call("POST", "/api/invoices/send-single", { cookie: a.cookie, body: { invoiceId: inv.id } });
    const b = await t.signUp();
    for (const [method, path] of [
      ["GET", `/api/invoices/${inv.id}/draft?kind=invoice`],
      ["GET", `/api/outbox/batches/${sent.json.batchId}`],
      ["GET", `/api/invoices/${inv.id}/pdf`],
      ["POST", `/api/smart-admin/nudge-invoice/${inv.id}`],
    ] as const) {
      expect((await t.call(method, path, { cookie: b.cookie })).status, path).toBe(404);
    }
    const send = await t.call("POST", "/api/invoices/send-single", { cookie: b.cookie, body: { invoiceId: inv.id } });
    expect(send.status).toBe(404);
    const summary = (await t.call("GET", "/api/invoices/summary", { cookie: b.cookie })).json;
    expect(summary.totalCount).toBe(0);
  });
});

describe("typed text", () => {
  it("refuses control characters in names, numbers and subjects, and absurd dates and amounts, naming the field", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const bad = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "10", dueDate: "1900-01-01", invoiceNumber: "N\u0000\u0007\r\nBcc: x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      dueDate: "Due date must be between 2000 and 2099",
      invoiceNumber: "Must not contain control characters",
    });
    const huge = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "9999999999999999", dueDate: "2026-12-01" },
    });
    expect(huge.json.fields).toEqual({ amount: "Amount must be less than 100,000,000" });
    const named = await t.call("POST", "/api/clients", { cookie, body: { name: "Acme\r\nBcc: evil@x" } });
    expect(named.json.fields).toEqual({ name: "Must not contain control characters" });
    const inv = await createInvoice(t, cookie, { clientId: client.id });
    const subject = await t.call("POST", "/api/invoices/send-single", {
      cookie,
      body: { invoiceId: inv.id, subject: "Hello\u0007", message: "Line one\nLine two" },
    });
    expect(subject.json.fields).toEqual({ subject: "Must not contain control characters" });
    const many = await t.call("POST", "/api/invoices/send-overdue-email", {
      cookie,
      body: { subject: "s", message: "m", invoiceIds: Array.from({ length: 1001 }, (_, i) => `id-${i}`) },
    });
    expect(many.json.fields).toEqual({ invoiceIds: "At most 1000 invoices at once" });
  });
});
