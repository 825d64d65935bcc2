import { Hono } from "hono";
import {
  convertQuote,
  createQuote,
  followUpQuote,
  getQuote,
  listQuotes,
  acceptQuote,
  declineQuote,
  getPublicQuote,
  sendQuote,
} from "@core/quotes";
import type { AppEnv } from "../env";
import { readJson, readOptionalJson } from "../http";
import { sendOwnerPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";
import { publicQuoteDocs, quoteDocs } from "./quotes.docs";

/** The owner's quotes (docs/decisions/201-quotes.md). */
export const quoteRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", quoteDocs.get, (c) => sendOwnerPage(c, () => listQuotes({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", quoteDocs.post, async (c) => c.json(createQuote({ ctx: ownerContext(c), input: await readJson(c) }), 201))
  .get("/:id", quoteDocs.getById, (c) => c.json(getQuote({ ctx: ownerContext(c), id: c.req.param("id") }), 200))
  .post("/:id/send", quoteDocs.postByIdSend, (c) =>
    c.json(sendQuote({ ctx: ownerContext(c), id: c.req.param("id") }), 202),
  )
  .post("/:id/follow-up", quoteDocs.postByIdFollowUp, (c) =>
    c.json(followUpQuote({ ctx: ownerContext(c), id: c.req.param("id") }), 202),
  )
  .post("/:id/convert", quoteDocs.postByIdConvert, async (c) =>
    c.json(convertQuote({ ctx: ownerContext(c), id: c.req.param("id"), input: await readOptionalJson(c) }), 201),
  );

/** The client's link: read, accept with a name, or decline (a 64-hex token; 404 otherwise). */
export const publicQuoteRoutes = new Hono<AppEnv>()
  .get("/:token", publicQuoteDocs.getByToken, (c) =>
    c.json(getPublicQuote({ services: c.get("services"), token: c.req.param("token") }), 200),
  )
  .post("/:token/accept", publicQuoteDocs.postByTokenAccept, async (c) =>
    c.json(acceptQuote({ services: c.get("services"), token: c.req.param("token"), input: await readJson(c) }), 200),
  )
  .post("/:token/decline", publicQuoteDocs.postByTokenDecline, async (c) =>
    c.json(
      declineQuote({ services: c.get("services"), token: c.req.param("token"), input: await readOptionalJson(c) }),
      200,
    ),
  );
