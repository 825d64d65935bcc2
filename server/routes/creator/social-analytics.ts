import { Hono } from "hono";
import { getSocialAnalytics, refreshOwnerSocial } from "@core/creator";
import type { AppEnv } from "../../env";
import { socialAnalyticsDocs } from "./social-analytics.docs";
import { ownerContext, requireUser } from "../../middleware/auth";

/** GET /api/social-analytics (spec 001 §7) and the owner's 'Refresh now'. */
export const socialAnalyticsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", socialAnalyticsDocs.get, (c) => c.json(getSocialAnalytics({ ctx: ownerContext(c) }), 200))
  .post("/refresh", socialAnalyticsDocs.postRefresh, async (c) => {
    const ctx = ownerContext(c);
    const outcomes = await refreshOwnerSocial(ctx, ctx.userId);
    return c.json({ refreshed: outcomes.length, ...getSocialAnalytics({ ctx }) }, 200);
  });
