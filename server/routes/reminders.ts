// Reminder schedules, late fees and the adaptive cadence (docs/decisions/210–212): the owner's
// settings, a client's or an invoice's own schedule and pause, an invoice's plan, waiving a fee.
import { Hono } from "hono";
import {
  getInvoiceReminderPlan,
  getClientReminders,
  setClientReminders,
  setInvoiceReminders,
  getReminderSettings,
  setReminderSettings,
  waiveLateFee,
} from "@core/reminders";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { reminderDocs } from "./reminders.docs";

export const reminderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/settings", reminderDocs.getSettings, (c) => c.json(getReminderSettings({ ctx: ownerContext(c) }), 200))
  .put("/settings", reminderDocs.putSettings, async (c) =>
    c.json(setReminderSettings({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .get("/clients/:id", reminderDocs.getClientsById, (c) =>
    c.json(getClientReminders({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .put("/clients/:id", reminderDocs.putClientsById, async (c) =>
    c.json(setClientReminders({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .get("/invoices/:id", reminderDocs.getInvoicesById, (c) =>
    c.json(getInvoiceReminderPlan({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .put("/invoices/:id", reminderDocs.putInvoicesById, async (c) => {
    const ctx = ownerContext(c);
    const id = c.req.param("id");
    setInvoiceReminders({ ctx, id, input: await readJson(c) });
    return c.json(getInvoiceReminderPlan({ ctx, id }), 200);
  })
  .post("/invoices/:id/late-fees/:feeId/waive", reminderDocs.postInvoicesByIdLateFeesByFeeIdWaive, (c) =>
    c.json(waiveLateFee({ ctx: ownerContext(c), id: c.req.param("id"), feeId: c.req.param("feeId") }), 200),
  );
