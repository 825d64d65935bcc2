import { Hono } from "hono";
import { createApprovalLink, listApprovalLinks, revokeApprovalLink, approvalPage, decideOnPost } from "@core/creator";
import type { AppEnv } from "../../env";
import { approvalDocs, publicApprovalDocs } from "./approvals.docs";
import { readJson } from "../../http";
import { ownerContext, requireUser } from "../../middleware/auth";
import { sendPage } from "../../paging";

/** The owner's approval links (issue 11 §5). */
export const approvalRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/links", approvalDocs.getLinks, (c) =>
    sendPage(c, listApprovalLinks({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .post("/links", approvalDocs.postLinks, async (c) =>
    c.json(createApprovalLink({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .delete("/links/:id", approvalDocs.deleteLinksById, (c) =>
    c.json(revokeApprovalLink({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );

/** The reviewer's side: no account, only the link's token. */
export const publicApprovalRoutes = new Hono<AppEnv>()
  .get("/:token", publicApprovalDocs.getByToken, (c) => {
    const page = approvalPage({ services: c.get("services"), token: c.req.param("token"), query: c.req.query() });
    c.header("X-Total-Count", String(page.total));
    return c.json({ from: page.from, reviewer: page.reviewer, posts: page.items, nextCursor: page.nextCursor }, 200);
  })
  .post("/:token/posts/:id", publicApprovalDocs.postByTokenPostsById, async (c) =>
    c.json(
      decideOnPost({
        services: c.get("services"),
        token: c.req.param("token"),
        postId: c.req.param("id"),
        input: await readJson(c),
      }),
      200,
    ),
  );
