import {
  addTimeEntry,
  clientUnbilledWork,
  deleteTimeEntry,
  fetchRateForUnbilled,
  getTimer,
  invoiceUnbilledTime,
  listTimeEntries,
  startTimer,
  stopTimer,
  unbilledSummary,
} from "@core/time-entries";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { readJson, readOptionalJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { sendOwnerPage } from "../paging";
import { clientUnbilledDocs, timeEntryDocs } from "./time-entries.docs";

/** The owner's tracked time (docs/decisions/316-time-tracking.md). */
export const timeEntryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", timeEntryDocs.get, (c) =>
    sendOwnerPage(c, () => listTimeEntries({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .post("/", timeEntryDocs.post, async (c) =>
    c.json(addTimeEntry({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .get("/timer", timeEntryDocs.getTimer, (c) => c.json(getTimer({ ctx: ownerContext(c) }), 200))
  .post("/timer/start", timeEntryDocs.postTimerStart, async (c) =>
    c.json(startTimer({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .post("/timer/stop", timeEntryDocs.postTimerStop, (c) => c.json(stopTimer({ ctx: ownerContext(c) }), 200))
  .get("/unbilled", timeEntryDocs.getUnbilled, (c) => c.json(unbilledSummary({ ctx: ownerContext(c) }), 200))
  .delete("/:id", timeEntryDocs.deleteById, (c) =>
    c.json(deleteTimeEntry({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );

/** A client's unbilled work, on the client's page, under /api/clients. */
export const clientUnbilledRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/unbilled", clientUnbilledDocs.getByIdUnbilled, (c) =>
    c.json(clientUnbilledWork({ ctx: ownerContext(c), clientId: c.req.param("id") }), 200),
  )
  .post("/:id/unbilled/invoice", clientUnbilledDocs.postByIdUnbilledInvoice, async (c) => {
    const ctx = ownerContext(c);
    const clientId = c.req.param("id");
    const input = await readOptionalJson(c);
    const fetched = await fetchRateForUnbilled({ ctx, clientId, input });
    return c.json(invoiceUnbilledTime({ ctx, clientId, input, fetched }), 201);
  });
