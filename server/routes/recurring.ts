import { Hono } from "hono";
import {
  endRecurringSeries,
  pauseRecurringSeries,
  resumeRecurringSeries,
  createRecurringSeries,
  getRecurringSeries,
  listRecurringSeries,
  listSeriesInvoices,
  previewRecurringSeries,
  runRecurringJob,
} from "@core/recurring";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { sendOwnerPage, sendPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";
import { recurringDocs } from "./recurring.docs";

/** Recurring invoice series (docs/decisions/200-recurring-invoices.md). */
export const recurringRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", recurringDocs.get, (c) =>
    sendOwnerPage(c, () => listRecurringSeries({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .post("/", recurringDocs.post, async (c) =>
    c.json(createRecurringSeries({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .post("/preview", recurringDocs.postPreview, async (c) =>
    c.json(previewRecurringSeries({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  // The job for this owner now (the terminal's `microteam recurring run`): what is due is made, once.
  .post("/run-due", recurringDocs.postRunDue, (c) => {
    const ctx = ownerContext(c);
    return c.json(runRecurringJob(ctx, ctx.userId), 200);
  })
  .get("/:id", recurringDocs.getById, (c) =>
    c.json(getRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .get("/:id/invoices", recurringDocs.getByIdInvoices, (c) =>
    sendPage(c, listSeriesInvoices({ ctx: ownerContext(c), id: c.req.param("id"), query: c.req.query() })),
  )
  .post("/:id/pause", recurringDocs.postByIdPause, (c) =>
    c.json(pauseRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .post("/:id/resume", recurringDocs.postByIdResume, (c) =>
    c.json(resumeRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .post("/:id/end", recurringDocs.postByIdEnd, (c) =>
    c.json(endRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );
