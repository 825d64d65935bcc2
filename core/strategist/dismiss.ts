import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { taskSuggestions } from "../db";
import { conflict } from "../errors";
import { getSuggestionOfOwner, toSuggestionView } from "./internal";

/** POST /api/task-suggestions/{id}/dismiss: not for now; the same suggestion is not offered again for a week. */
export function dismissSuggestion({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const s = getSuggestionOfOwner(ctx, id);
  if (s.status !== "pending") throw conflict(`This suggestion was already ${s.status}.`);
  ctx.db
    .update(taskSuggestions)
    .set({ status: "dismissed", decidedAt: ctx.clock.now() })
    .where(eq(taskSuggestions.id, s.id))
    .run();
  return { success: true, suggestion: toSuggestionView({ ...s, status: "dismissed" }) };
}
