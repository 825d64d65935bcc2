import { Hono } from "hono";
import { createInvoice } from "@core/invoices/create";
import { getInvoice, listInvoices } from "@core/invoices/list";
import { renderInvoicePdf } from "@core/invoices/pdf";
import { getPublicInvoice, payInvoiceInDemo, startInvoiceCardPayment } from "@core/invoices/public";
import { sendInvoiceEmail } from "@core/invoices/send";
import { sendOverdueEmails } from "@core/invoices/send-overdue";
import { triggerAutoReminders } from "@core/invoices/trigger-reminders";
import { updateInvoiceStatus } from "@core/invoices/update";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";

export const invoiceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", (c) => c.json(listInvoices({ ctx: ownerContext(c) }), 200))
  .post("/", async (c) => c.json(createInvoice({ ctx: ownerContext(c), input: await readJson(c) }), 201))
  .post("/send-single", async (c) =>
    c.json(await sendInvoiceEmail({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .post("/send-overdue-email", async (c) =>
    c.json(await sendOverdueEmails({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .post("/trigger-auto-reminders", async (c) =>
    c.json(await triggerAutoReminders({ ctx: ownerContext(c), dryRun: c.req.query("dryRun") === "1" }), 200),
  )
  .get("/:id", (c) => c.json(getInvoice({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .put("/:id", async (c) =>
    c.json(updateInvoiceStatus({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .get("/:id/pdf", async (c) => {
    const pdf = await renderInvoicePdf({ ctx: ownerContext(c), id: c.req.param("id") });
    c.header("Content-Disposition", `attachment; filename="${pdf.filename}"`);
    return c.body(new Uint8Array(pdf.content), 200, { "Content-Type": "application/pdf" });
  });

/** The client's side of an invoice, reached by its unguessable token; no account needed. */
export const publicInvoiceRoutes = new Hono<AppEnv>()
  .get("/:token", (c) => c.json(getPublicInvoice({ services: c.get("services"), token: c.req.param("token") }), 200))
  .post("/:token/payment-intent", async (c) =>
    c.json(await startInvoiceCardPayment({ services: c.get("services"), token: c.req.param("token") }), 200),
  )
  .post("/:token/demo-pay", (c) =>
    c.json(payInvoiceInDemo({ services: c.get("services"), token: c.req.param("token") }), 200),
  );
