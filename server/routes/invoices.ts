import { Hono, type Context } from "hono";
import {
  createInvoice,
  currencyOptions,
  invoiceCsvChunks,
  paymentCsvChunks,
  fetchRateFor,
  fetchRateForInvoice,
  setInvoiceRate,
  deleteDraftInvoice,
  duplicateInvoice,
  editInvoice,
  getNumbering,
  setNumbering,
  invoiceDefaults,
  recordPayment,
  voidInvoice,
  bulkReminderDraft,
  invoiceEmailDraft,
  moneyFigures,
  getInvoice,
  listInvoices,
  renderInvoicePdf,
  renderPublicInvoicePdf,
  claimInvoicePayment,
  getPublicInvoice,
  payInvoiceInDemo,
  startInvoiceCardPayment,
  sendInvoiceEmail,
  sendOverdueEmails,
  invoiceCalendar,
  updateInvoiceStatus,
} from "@core/invoices";
import { sendCsvStream } from "../csv-stream";
import { invoiceSummary } from "@core/invoices/summary";
import { triggerAutoReminders } from "@core/reminders";
import type { AppEnv } from "../env";
import { invoiceDocs, publicInvoiceDocs } from "./invoices.docs";
import { readJson, readOptionalJson } from "../http";
import { cachedRead } from "../cached-read";
import { sendOwnerPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";

/** A PDF download; the file name keeps any characters the invoice number has (RFC 6266 / 5987). */
function pdfResponse(c: Context<AppEnv>, pdf: { filename: string; content: Buffer }) {
  const ascii = pdf.filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  c.header(
    "Content-Disposition",
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
  );
  return c.body(new Uint8Array(pdf.content), 200, { "Content-Type": "application/pdf" });
}

export const invoiceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", invoiceDocs.get, (c) =>
    sendOwnerPage(c, () => listInvoices({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .post("/", invoiceDocs.post, async (c) => {
    const ctx = ownerContext(c);
    const input = await readJson(c);
    return c.json(createInvoice({ ctx, input, fetched: await fetchRateFor(ctx, input) }), 201);
  })
  .get("/currencies", invoiceDocs.getCurrencies, (c) => c.json(currencyOptions({ ctx: ownerContext(c) }), 200))
  .get("/defaults", invoiceDocs.getDefaults, (c) => c.json(invoiceDefaults({ ctx: ownerContext(c) }), 200))
  .get("/export.csv", invoiceDocs.getExportCsv, (c) =>
    sendCsvStream(c, "invoices.csv", invoiceCsvChunks({ ctx: ownerContext(c) })),
  )
  .get("/payments/export.csv", invoiceDocs.getPaymentsExportCsv, (c) =>
    sendCsvStream(c, "payments.csv", paymentCsvChunks({ ctx: ownerContext(c) })),
  )
  .get("/summary", invoiceDocs.getSummary, (c) =>
    cachedRead(c, () => ({ body: invoiceSummary({ ctx: ownerContext(c) }) })),
  )
  .get("/figures", invoiceDocs.getFigures, (c) =>
    c.json(moneyFigures({ ctx: ownerContext(c), query: c.req.query() }), 200),
  )
  .get("/calendar", invoiceDocs.getCalendar, (c) =>
    c.json(invoiceCalendar({ ctx: ownerContext(c), month: c.req.query("month") }), 200),
  )
  .get("/drafts/bulk-reminder", invoiceDocs.getDraftsBulkReminder, (c) =>
    c.json(bulkReminderDraft({ ctx: ownerContext(c) }), 200),
  )
  // Sending records the emails and answers at once; the delivery worker sends (GET /api/outbox/batches/:id).
  .post("/send-single", invoiceDocs.postSendSingle, async (c) =>
    c.json(sendInvoiceEmail({ ctx: ownerContext(c), input: await readJson(c) }), 202),
  )
  .post("/send-overdue-email", invoiceDocs.postSendOverdueEmail, async (c) =>
    c.json(sendOverdueEmails({ ctx: ownerContext(c), input: await readJson(c) }), 202),
  )
  .post("/trigger-auto-reminders", invoiceDocs.postTriggerAutoReminders, (c) =>
    c.json(triggerAutoReminders({ ctx: ownerContext(c), dryRun: c.req.query("dryRun") === "1" }), 202),
  )
  .get("/numbering", invoiceDocs.getNumbering, (c) => c.json(getNumbering({ ctx: ownerContext(c) }), 200))
  .put("/numbering", invoiceDocs.putNumbering, async (c) =>
    c.json(setNumbering({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .get("/:id", invoiceDocs.getById, (c) => c.json(getInvoice({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .patch("/:id", invoiceDocs.patchById, async (c) => {
    const ctx = ownerContext(c);
    const input = await readJson(c);
    return c.json(editInvoice({ ctx, id: c.req.param("id"), input, fetched: await fetchRateFor(ctx, input) }), 200);
  })
  .put("/:id/rate", invoiceDocs.putByIdRate, async (c) => {
    const ctx = ownerContext(c);
    const id = c.req.param("id");
    const input = (await readOptionalJson(c)) ?? {};
    return c.json(setInvoiceRate({ ctx, id, input, fetched: await fetchRateForInvoice(ctx, id, input) }), 200);
  })
  .delete("/:id", invoiceDocs.deleteById, (c) =>
    c.json(deleteDraftInvoice({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .post("/:id/void", invoiceDocs.postByIdVoid, async (c) =>
    c.json(voidInvoice({ ctx: ownerContext(c), id: c.req.param("id"), input: await readOptionalJson(c) }), 200),
  )
  .post("/:id/payments", invoiceDocs.postByIdPayments, async (c) =>
    c.json(recordPayment({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 201),
  )
  .post("/:id/duplicate", invoiceDocs.postByIdDuplicate, (c) =>
    c.json(duplicateInvoice({ ctx: ownerContext(c), id: c.req.param("id") }), 201),
  )
  .get("/:id/draft", invoiceDocs.getByIdDraft, (c) =>
    c.json(invoiceEmailDraft({ ctx: ownerContext(c), id: c.req.param("id"), kind: c.req.query("kind") }), 200),
  )
  .put("/:id", invoiceDocs.putById, async (c) =>
    c.json(updateInvoiceStatus({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .get("/:id/pdf", invoiceDocs.getByIdPdf, async (c) =>
    pdfResponse(c, await renderInvoicePdf({ ctx: ownerContext(c), id: c.req.param("id") })),
  );

/** The client's side of an invoice, reached by its unguessable token; no account needed. */
export const publicInvoiceRoutes = new Hono<AppEnv>()
  .get("/:token", publicInvoiceDocs.getByToken, (c) =>
    c.json(getPublicInvoice({ services: c.get("services"), token: c.req.param("token") }), 200),
  )
  .get("/:token/pdf", publicInvoiceDocs.getByTokenPdf, async (c) =>
    pdfResponse(c, await renderPublicInvoicePdf({ services: c.get("services"), token: c.req.param("token") })),
  )
  .post("/:token/payment-intent", publicInvoiceDocs.postByTokenPaymentIntent, async (c) =>
    c.json(
      await startInvoiceCardPayment({
        services: c.get("services"),
        token: c.req.param("token"),
        input: await readOptionalJson(c),
      }),
      200,
    ),
  )
  .post("/:token/demo-pay", publicInvoiceDocs.postByTokenDemoPay, async (c) =>
    c.json(
      payInvoiceInDemo({ services: c.get("services"), token: c.req.param("token"), input: await readOptionalJson(c) }),
      200,
    ),
  )
  .post("/:token/payment-sent", publicInvoiceDocs.postByTokenPaymentSent, async (c) =>
    c.json(
      claimInvoicePayment({
        services: c.get("services"),
        token: c.req.param("token"),
        input: await readOptionalJson(c),
      }),
      200,
    ),
  );
