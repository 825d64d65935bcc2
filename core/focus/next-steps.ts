import { z } from "zod";
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { cursorField, limitField, openCursor, sealCursor, searchField, textFilter, type Page } from "../paging";
import { parseInput } from "../validation";
import { getWorkflowView, type NextStep, parseHourlyRate, stepValue } from "../workflows";
import type { ScoredMove } from "./move";
import { focusState } from "./state";
import type { PrioritizedTask } from "./types";

export type { NextStep } from "../workflows";

export const NextStepsQuery = z.object({
  limit: limitField,
  cursor: cursorField,
  q: searchField,
  workflowId: textFilter("workflowId", 100),
});

/**
 * GET /api/workflows/next-steps: the open steps of the owner's active workflows, best first, ranked
 * by the focus engine itself (core/focus: the same values and order as the dashboard and
 * /api/tasks/prioritized), a page at a time; `?workflowId` narrows to one workflow, `?q` searches.
 * Steps a helper has are left out (they are listed under delegations).
 */
export function listNextSteps({ ctx, query }: { ctx: OwnerContext; query?: unknown }): Page<NextStep> {
  const input = parseInput(NextStepsQuery, query ?? {});
  const workflow = input.workflowId ? getWorkflowView(ctx, input.workflowId).id : null;
  const binding = JSON.stringify(["next-steps:value", input.q ?? null, input.workflowId ?? null]);
  const cursor = input.cursor ? openCursor(ctx, binding, input.cursor, 2) : null;
  const after = cursor ? { value: Number(cursor[0]), id: String(cursor[1]) } : undefined;
  const needle = input.q?.toLowerCase();

  // Every move of the owner's, best first (a step is never folded nor marked done as a derived move).
  const { all } = focusState(ctx).ranking;
  const isStep = (m: ScoredMove) =>
    m.workflowId !== undefined &&
    (workflow === null || m.workflowId === workflow) &&
    (needle === undefined || m.search.includes(needle));
  const page: ScoredMove[] = [];
  let total = 0;
  const from = after ? all.after(after) : 0;
  for (const [i, m] of all.items.entries()) {
    if (!isStep(m)) continue;
    total++;
    if (i >= from && page.length <= input.limit) page.push(m);
  }
  const more = page.length > input.limit;
  const shown = page.slice(0, input.limit);
  const moves: PrioritizedTask[] = shown.map((m) => m.task());

  const names = new Map(
    prepared(ctx.db, "workflows:step-names", (d) =>
      d.$client.prepare<[string, string], { id: string; priority: string; workflowId: string; workflowTitle: string }>(
        `select t.id, t.priority, w.id as workflowId, w.title as workflowTitle
           from json_each(?) j cross join tasks t on t.id = j.value join workflows w on w.id = t.workflow_id
           where t.user_id = ?`,
      ),
    )
      .all(JSON.stringify(moves.map((m) => m.id)), ctx.userId)
      .map((r) => [r.id, r]),
  );
  const rate = parseHourlyRate(
    prepared(ctx.db, "workflows:hourly-rate", (d) =>
      d.$client.prepare<[string], string | null>("select default_hourly_rate from users where id = ?").pluck(),
    ).get(ctx.userId),
  );
  const items = moves.flatMap((m) => {
    const name = names.get(m.id);
    return name
      ? [
          {
            ...m,
            workflowId: name.workflowId,
            workflowTitle: name.workflowTitle,
            value: stepValue({ ...m, priority: name.priority }, rate),
          },
        ]
      : [];
  });
  const last = shown[shown.length - 1];
  return {
    items,
    total,
    limit: input.limit,
    nextCursor: more && last ? sealCursor(ctx, binding, [last.value, last.id]) : null,
  };
}
