import { Hono } from "hono";
import { getAnalytics, setWeeklyGoal } from "@core/analyst";
import { linkSummary, listPostAttribution } from "@core/leads";
import { sendPage } from "../paging";
import type { AppEnv } from "../env";
import { analyticsDocs } from "./analyst.docs";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";

/** The Analyst (/analytics): the four tabs' figures, and the owner's weekly goal. */
export const analyticsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", analyticsDocs.get, (c) => c.json(getAnalytics({ ctx: ownerContext(c) }), 200))
  // Which post brought the money (core/leads/attribution.ts): totals by platform, and per post (paged).
  .get("/links", analyticsDocs.getLinks, (c) => c.json(linkSummary({ ctx: ownerContext(c) }), 200))
  .get("/links/posts", analyticsDocs.getLinksPosts, (c) =>
    sendPage(c, listPostAttribution({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .put("/weekly-goal", analyticsDocs.putWeeklyGoal, async (c) =>
    c.json(setWeeklyGoal({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  );
