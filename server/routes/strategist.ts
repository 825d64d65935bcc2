import { Hono } from "hono";
import {
  generateSuggestions,
  getAiInsights,
  acceptSuggestion,
  dismissSuggestion,
  listSuggestions,
} from "@core/strategist";
import type { AppEnv } from "../env";
import { suggestionDocs, insightDocs } from "./strategist.docs";
import { sendPage } from "../paging";
import { ownerContext, requireUser } from "../middleware/auth";

/** The Strategist (spec 001 §7): the AI business suggestion feed. */
export const suggestionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", suggestionDocs.get, (c) => sendPage(c, listSuggestions({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/generate", suggestionDocs.postGenerate, async (c) =>
    c.json(await generateSuggestions({ ctx: ownerContext(c) }), 200),
  )
  .post("/:id/accept", suggestionDocs.postByIdAccept, (c) =>
    c.json(acceptSuggestion({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .post("/:id/dismiss", suggestionDocs.postByIdDismiss, (c) =>
    c.json(dismissSuggestion({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );

/** GET /api/ai-insights: health score, business context, usage patterns and personalised insights. */
export const insightRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", insightDocs.get, (c) => c.json(getAiInsights({ ctx: ownerContext(c) }), 200));
