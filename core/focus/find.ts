import type { OwnerContext } from "../context";
import { focusState } from "./state";
import type { PrioritizedTask } from "./types";

/** One of the owner's open derived moves by id (`invoice:…`, `client:…`, `fold:…`), or null (not open, or done today). */
export function findOpenMove(ctx: OwnerContext, id: string): PrioritizedTask | null {
  const { ranking } = focusState(ctx);
  if (ranking.isDismissed(id)) return null;
  const move = id.startsWith("fold:") ? ranking.shownFold(id.slice("fold:".length)) : ranking.get(id);
  return move?.task() ?? null;
}
