import { Hono } from "hono";
import { listOutbox, batchProgress } from "@core/mail";
import { submitSupportRequest } from "@core/support";
import type { AppEnv } from "../env";
import { supportDocs, outboxDocs } from "./support.docs";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { limitByAddress } from "../middleware/rate-limit";
import { sendPage } from "../paging";

export function supportRoutes(limits: { limit: number; windowMs: number }) {
  return new Hono<AppEnv>().post(
    "/contact",
    supportDocs.postContact,
    limitByAddress({ ...limits, message: "Too many support requests. Please try again in an hour." }),
    async (c) =>
      c.json(
        submitSupportRequest({
          services: c.get("services"),
          input: await readJson(c),
          userId: c.get("user")?.id ?? null,
        }),
        201,
      ),
  );
}

export const outboxRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", outboxDocs.get, (c) => sendPage(c, listOutbox({ ctx: ownerContext(c), query: c.req.query() })))
  .get("/batches/:id", outboxDocs.getBatchesById, (c) =>
    c.json(batchProgress({ ctx: ownerContext(c), batchId: c.req.param("id") }), 200),
  );
