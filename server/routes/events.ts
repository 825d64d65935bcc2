import { Hono } from "hono";
import { AppError } from "@core/errors";
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
import { readJson } from "../http";
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
  .get("/export", eventDocs.getExport, (c) => {
    const csv = exportPostsCsv({ ctx: ownerContext(c) });
    c.header("Content-Disposition", 'attachment; filename="content-calendar.csv"');
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  })
  .post("/import", eventDocs.postImport, async (c) => {
    // The file itself (text/csv) or JSON {csv: "..."} from the web's file picker.
    const type = c.req.header("content-type") ?? "";
    const csv = type.includes("json") ? ((await readJson(c)) as { csv?: unknown }).csv : await c.req.text();
    if (typeof csv !== "string" || !csv.trim()) {
      throw new AppError("VALIDATION", "Choose a CSV file to import", { file: "Choose a CSV file to import" });
    }
    return c.json(importPostsCsv({ ctx: ownerContext(c), csv }), 201);
  })
  .get("/:id", eventDocs.getById, (c) => c.json(getPostView(ownerContext(c), c.req.param("id")), 200))
  .put("/:id", eventDocs.putById, async (c) =>
    c.json(updatePost({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/:id", eventDocs.deleteById, (c) =>
    c.json(deletePost({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );
