import { Hono } from "hono";
import { followLink, getContactPage, submitLead, convertLead, createLead, deleteLead, listLeads } from "@core/leads";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { limitByAddress } from "../middleware/rate-limit";
import { sendPage } from "../paging";
import { requestMethod } from "../request-method";
import { leadDocs, publicContactDocs } from "./leads.docs";

/** The owner's leads (paged), one recorded by hand, one click to make one a client, and deleting spam. */
export const leadRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", leadDocs.get, (c) => sendPage(c, listLeads({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/", leadDocs.post, async (c) => c.json(createLead({ ctx: ownerContext(c), input: await readJson(c) }), 201))
  .post("/:id/client", leadDocs.postByIdClient, (c) =>
    c.json(convertLead({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .delete("/:id", leadDocs.deleteById, (c) => c.json(deleteLead({ ctx: ownerContext(c), id: c.req.param("id") }), 200));

const TOO_MANY = "Too many requests. Please try again in a few minutes.";

/**
 * The public contact page's API (no account): the business's name, and the lead form. Limited per
 * address; a code that is not a link is a plain 404.
 */
export function publicContactRoutes(limits: { limit: number; windowMs: number }) {
  return new Hono<AppEnv>()
    .use(limitByAddress({ ...limits, message: TOO_MANY }))
    .get("/:code", publicContactDocs.getByCode, (c) =>
      c.json(getContactPage({ services: c.get("services"), code: c.req.param("code") }), 200),
    )
    .post("/:code", publicContactDocs.postByCode, async (c) =>
      c.json(submitLead({ services: c.get("services"), code: c.req.param("code"), input: await readJson(c) }), 201),
    );
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not found</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.25rem">This link does not exist</h1><p>Check that it was copied whole, or ask the person who shared it.</p></body></html>`;

/**
 * GET /l/{code}: a post's tracked link. Counts the click when it is one (core/leads/click.ts) and
 * redirects to the contact page; anything else is a 404 that says nothing of why.
 */
export function trackedLinkRoutes(limits: { limit: number; windowMs: number }) {
  return new Hono<AppEnv>().use(limitByAddress({ ...limits, message: TOO_MANY })).on(["GET", "HEAD"], "/:code", (c) => {
    try {
      const { location } = followLink({
        services: c.get("services"),
        code: c.req.param("code"),
        request: {
          method: requestMethod(c),
          address: c.get("clientIp"),
          userAgent: c.req.header("user-agent"),
          purpose: c.req.header("sec-purpose") ?? c.req.header("purpose") ?? c.req.header("x-moz") ?? undefined,
        },
      });
      // Not cached: each visit comes back here to be counted.
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.redirect(location, 302);
    } catch (error) {
      if ((error as { code?: string }).code === "NOT_FOUND") return c.html(NOT_FOUND_PAGE, 404);
      throw error;
    }
  });
}
