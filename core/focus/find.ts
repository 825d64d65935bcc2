import type { OwnerContext } from "../context";
import { movesFor } from "./details";
import { partRanked, type PartName } from "./parts";
import { focusState } from "./state";
import type { PrioritizedTask } from "./types";

const PART_OF: Record<string, PartName> = { invoice: "invoices", client: "clients", workflow: "workflows" };

/** One of the owner's open derived moves by id (`invoice:…`, `client:…`, …), or null (not open, or done today). */
export function findOpenMove(ctx: OwnerContext, id: string): PrioritizedTask | null {
  const state = focusState(ctx);
  const shown = state.top.find((m) => m.id === id);
  if (shown) return shown;
  if (state.dismissed.some((r) => r.id === id)) return null;
  const extra = state.extras.find((e) => e.id === id);
  if (extra) return extra.move;
  const part = PART_OF[id.slice(0, id.indexOf(":"))];
  if (!part) return null;
  const rows = partRanked(ctx, part, state.params, { ids: [id], limit: 1 });
  return rows.length ? (movesFor(ctx, [{ id, kind: part }], state).get(id) ?? null) : null;
}
