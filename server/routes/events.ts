import { Hono } from "hono";
import {
  postCalendar,
  createEventPost,
  exportPostsCsv,
  importPostsCsv,
  deletePost,
  getPostView,
  listPosts,
  updatePost,
} from "@core/creator";
import type { AppEnv } from "../env";
import { eventDocs } from "./events.docs";
import { sendCsv } from "../csv-stream";
import { readCsvUpload, readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { sendPage } from "../paging";

/** Scheduled posts as spec 001's events (§7 GET/POST/PUT/DELETE /api/events), the calendar and CSV. */
export const eventRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", eventDocs.get, (c) => sendPage(c, listPosts({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", eventDocs.post, async (c) =>
    c.json(createEventPost({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .get("/calendar", eventDocs.getCalendar, (c) =>
    c.json(postCalendar({ ctx: ownerContext(c), query: c.req.query() }), 200),
  )
  .get("/export", eventDocs.getExport, (c) =>
    sendCsv(c, "content-calendar.csv", exportPostsCsv({ ctx: ownerContext(c) })),
  )
  .post("/import", eventDocs.postImport, async (c) => {
    const csv = await readCsvUpload(c);
    return c.json(importPostsCsv({ ctx: ownerContext(c), csv }), 201);
  })
  .get("/:id", eventDocs.getById, (c) => c.json(getPostView(ownerContext(c), c.req.param("id")), 200))
  .put("/:id", eventDocs.putById, async (c) =>
    c.json(updatePost({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/:id", eventDocs.deleteById, (c) =>
    c.json(deletePost({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );
