import { Hono } from "hono";
import { delegateTask, listDelegations, completeDelegatedTask, getDelegatedTask, takeBackTask } from "@core/delegation";
import type { AppEnv } from "../env";
import { taskDelegationDocs, delegationDocs, publicDelegationDocs } from "./delegations.docs";
import { readJson, readOptionalJson } from "../http";
import { sendPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";
import { limitByAddress } from "../middleware/rate-limit";

/** The owner's side: hand a task to a helper (Pro), take it back, see who has what. */
export const taskDelegationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/:id/delegation", taskDelegationDocs.postByIdDelegation, async (c) =>
    c.json(delegateTask({ ctx: ownerContext(c), taskId: c.req.param("id"), input: await readJson(c) }), 202),
  )
  .delete("/:id/delegation", taskDelegationDocs.deleteByIdDelegation, (c) =>
    c.json(takeBackTask({ ctx: ownerContext(c), taskId: c.req.param("id") }), 200),
  );

export const delegationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", delegationDocs.get, (c) => sendPage(c, listDelegations({ ctx: ownerContext(c), query: c.req.query() })));

/**
 * The helper's private link (no account): 64-hex tokens, a plain 404 for anything else, limited per
 * address so tokens cannot be tried in bulk.
 */
export function publicDelegationRoutes(limits: { limit: number; windowMs: number }) {
  return new Hono<AppEnv>()
    .use(limitByAddress({ ...limits, message: "Too many requests. Please try again in a few minutes." }))
    .get("/:token", publicDelegationDocs.getByToken, (c) =>
      c.json(getDelegatedTask({ services: c.get("services"), token: c.req.param("token") }), 200),
    )
    .post("/:token/complete", publicDelegationDocs.postByTokenComplete, async (c) =>
      c.json(
        completeDelegatedTask({
          services: c.get("services"),
          token: c.req.param("token"),
          input: await readOptionalJson(c),
        }),
        200,
      ),
    );
}
