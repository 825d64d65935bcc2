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
