import { Hono } from "hono";
import { endRecurringSeries, pauseRecurringSeries, resumeRecurringSeries } from "@core/recurring/change-status";
import { createRecurringSeries } from "@core/recurring/create";
import { getRecurringSeries, listRecurringSeries, listSeriesInvoices } from "@core/recurring/list";
import { previewRecurringSeries } from "@core/recurring/preview";
import { runRecurringJob } from "@core/recurring/run";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { sendOwnerPage, sendPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";

/** Recurring invoice series (docs/decisions/200-recurring-invoices.md). */
export const recurringRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", (c) => sendOwnerPage(c, () => listRecurringSeries({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", async (c) => c.json(createRecurringSeries({ ctx: ownerContext(c), input: await readJson(c) }), 201))
  .post("/preview", async (c) =>
    c.json(previewRecurringSeries({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  // The job for this owner now (the terminal's `microteam recurring run`): what is due is made, once.
  .post("/run-due", (c) => {
    const ctx = ownerContext(c);
    return c.json(runRecurringJob(ctx, ctx.userId), 200);
  })
  .get("/:id", (c) => c.json(getRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .get("/:id/invoices", (c) =>
    sendPage(c, listSeriesInvoices({ ctx: ownerContext(c), id: c.req.param("id"), query: c.req.query() })),
  )
  .post("/:id/pause", (c) => c.json(pauseRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .post("/:id/resume", (c) => c.json(resumeRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .post("/:id/end", (c) => c.json(endRecurringSeries({ ctx: ownerContext(c), id: c.req.param("id") }), 200));
