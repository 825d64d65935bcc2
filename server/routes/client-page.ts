import { Hono } from "hono";
import { getClientPageLink, regenerateClientPageLink, removeClientPageLink, getClientPage } from "@core/client-portal";
import type { AppEnv } from "../env";
import { ownerContext, requireUser } from "../middleware/auth";
import { clientPageDocs, publicClientPageDocs } from "./client-page.docs";

/** The owner's side of a client's private page (docs/decisions/202-client-page.md), under /api/clients. */
export const clientPageRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/page", clientPageDocs.getByIdPage, (c) =>
    c.json(getClientPageLink({ ctx: ownerContext(c), clientId: c.req.param("id") }), 200),
  )
  .post("/:id/page", clientPageDocs.postByIdPage, (c) =>
    c.json(regenerateClientPageLink({ ctx: ownerContext(c), clientId: c.req.param("id") }), 201),
  )
  .delete("/:id/page", clientPageDocs.deleteByIdPage, (c) =>
    c.json(removeClientPageLink({ ctx: ownerContext(c), clientId: c.req.param("id") }), 200),
  );

/** The client's page: GET /api/public/client-pages/{token}. */
export const publicClientPageRoutes = new Hono<AppEnv>().get("/:token", publicClientPageDocs.getByToken, (c) =>
  c.json(getClientPage({ services: c.get("services"), token: c.req.param("token") }), 200),
);
