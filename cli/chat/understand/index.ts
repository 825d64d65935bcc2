// The face of the offline understanding (decision 329): a message and the owner's names in, an Intent
// out. The readers load chrono-node, so the chat imports this file only when a message arrives.

import type { OwnerVocabulary } from "@core/assistant";
import { todayIn } from "@core/time";
import type { CliContext } from "../../context";
import type { Intent } from "../types";
import { entitiesOf } from "./entities";
import { understand, type Understood } from "./understand";

export type { Understood } from "./understand";
export { overrules } from "./overrule";

/** What the owner meant, read against their own names (GET /api/assistant/vocabulary). */
export async function understandOffline(ctx: CliContext, text: string, timeZone: string): Promise<Understood> {
  const vocabulary = await (await ctx.api()).request<OwnerVocabulary>("GET", "/api/assistant/vocabulary");
  const now = ctx.now();
  return understand(text, { now, timeZone, today: todayIn(timeZone, now), entities: entitiesOf(vocabulary) });
}

export const isUnknown = (intent: Intent) => intent.op === "unknown";
