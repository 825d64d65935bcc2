import { Hono } from "hono";
import {
  emailBriefing,
  getDashboard,
  getPrioritizedTasks,
  listNotifications,
  markNotificationsRead,
  updateTaskOrMove,
} from "@core/focus";
import { nudgeClient, nudgeInvoice, NudgeInput } from "@core/smart-admin";
import { parseInput } from "@core/validation";
import { createTask, deleteTask, listTasks } from "@core/tasks";
import type { AppEnv } from "../env";
import { dashboardDocs, taskDocs, smartAdminDocs, notificationDocs, briefingDocs } from "./focus.docs";
import { readJson, readOptionalJson } from "../http";
import { cachedRead } from "../cached-read";
import { pageHeaders, sendOwnerPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";

export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", dashboardDocs.get, (c) => cachedRead(c, () => ({ body: getDashboard({ ctx: ownerContext(c) }) })));

export const taskRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/prioritized", taskDocs.getPrioritized, (c) =>
    cachedRead(c, async () => {
      const { view, page } = await getPrioritizedTasks({ ctx: ownerContext(c), query: c.req.query() });
      return { body: view, headers: pageHeaders(c, page) };
    }),
  )
  .get("/", taskDocs.get, (c) => sendOwnerPage(c, () => listTasks({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", taskDocs.post, async (c) => c.json(createTask({ ctx: ownerContext(c), input: await readJson(c) }), 201))
  .put("/:id", taskDocs.putById, async (c) =>
    c.json(updateTaskOrMove({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/:id", taskDocs.deleteById, (c) => c.json(deleteTask({ ctx: ownerContext(c), id: c.req.param("id") }), 200));

/** Nudges queue their email and answer at once (202); `{ confirm: true }` sends a reminder inside the quiet period. */
export const smartAdminRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/nudge-invoice/:invoiceId", smartAdminDocs.postNudgeInvoiceByInvoiceId, async (c) => {
    const confirm = parseInput(NudgeInput, await readOptionalJson(c)).confirm;
    return c.json(nudgeInvoice({ ctx: ownerContext(c), invoiceId: c.req.param("invoiceId"), confirm }), 202);
  })
  .post("/nudge-client/:clientId", smartAdminDocs.postNudgeClientByClientId, (c) =>
    c.json(nudgeClient({ ctx: ownerContext(c), clientId: c.req.param("clientId") }), 202),
  );

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", notificationDocs.get, (c) => c.json(listNotifications({ ctx: ownerContext(c) }), 200))
  .post("/read", notificationDocs.postRead, (c) => c.json(markNotificationsRead({ ctx: ownerContext(c) }), 200));

export const briefingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/email", briefingDocs.postEmail, (c) => c.json(emailBriefing({ ctx: ownerContext(c) }), 202));
