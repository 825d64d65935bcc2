import { Hono } from "hono";
import { getAnalytics } from "@core/analytics/get";
import { setWeeklyGoal } from "@core/analytics/set-weekly-goal";
import type { AppEnv } from "../env";
import { analyticsDocs } from "./analytics.docs";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";

/** The Analyst (/analytics): the four tabs' figures, and the owner's weekly goal. */
export const analyticsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", analyticsDocs.get, (c) => c.json(getAnalytics({ ctx: ownerContext(c) }), 200))
  .put("/weekly-goal", analyticsDocs.putWeeklyGoal, async (c) => c.json(setWeeklyGoal({ ctx: ownerContext(c), input: await readJson(c) }), 200));
