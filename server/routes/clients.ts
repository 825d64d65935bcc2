import { Hono } from "hono";
import {
  importClientsCsv,
  exportClientsCsv,
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from "@core/clients";
import { clientHistory } from "@core/invoices";
import type { AppEnv } from "../env";
import { clientDocs } from "./clients.docs";
import { sendCsv } from "../csv-stream";
import { readCsvUpload, readJson } from "../http";
import { sendOwnerPage, sendPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";

export const clientRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", clientDocs.get, (c) => sendOwnerPage(c, () => listClients({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", clientDocs.post, async (c) =>
    c.json(createClient({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .get("/export", clientDocs.getExport, (c) => sendCsv(c, "clients.csv", exportClientsCsv({ ctx: ownerContext(c) })))
  .post("/import", clientDocs.postImport, async (c) => {
    const csv = await readCsvUpload(c);
    return c.json(importClientsCsv({ ctx: ownerContext(c), csv }), 201);
  })
  .get("/:id", clientDocs.getById, (c) => c.json(getClient({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .put("/:id", clientDocs.putById, async (c) =>
    c.json(updateClient({ ctx: ownerContext(c), id: c.req.param("id"), input: await readJson(c) }), 200),
  )
  .delete("/:id", clientDocs.deleteById, (c) =>
    c.json(deleteClient({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .get("/:id/communication-history", clientDocs.getByIdCommunicationHistory, (c) =>
    sendPage(c, clientHistory({ ctx: ownerContext(c), clientId: c.req.param("id"), query: c.req.query() })),
  );
