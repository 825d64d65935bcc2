import { Hono } from "hono";
import { bestClients, ownerVocabulary, paymentHabits } from "@core/assistant";
import type { AppEnv } from "../env";
import { cachedRead } from "../cached-read";
import { ownerContext, requireUser } from "../middleware/auth";
import { assistantDocs } from "./assistant.docs";

/** What the terminal chat reads to understand a request: the owner's names, kept per owner revision. */
export const assistantRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/vocabulary", assistantDocs.getVocabulary, (c) =>
    cachedRead(c, () => ({ body: ownerVocabulary({ ctx: ownerContext(c) }) })),
  )
  .get("/best-clients", assistantDocs.getBestClients, (c) =>
    cachedRead(c, () => ({ body: bestClients({ ctx: ownerContext(c), query: c.req.query() }) })),
  )
  .get("/payment-habits", assistantDocs.getPaymentHabits, (c) =>
    cachedRead(c, () => ({ body: paymentHabits({ ctx: ownerContext(c) }) })),
  );
