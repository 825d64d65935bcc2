import { z } from "zod";
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { movesFor } from "../focus/details";
import { partCount, partParams, partRanked } from "../focus/parts";
import type { PrioritizedTask } from "../focus/types";
import { cursorField, limitField, openCursor, sealCursor, searchField, textFilter, type Page } from "../paging";
import { ownerToday } from "../users/today";
import { parseInput } from "../validation";
import { getWorkflowView } from "./internal";
import { parseHourlyRate, stepValue, type StepValue } from "./value";

/** An open step of an active workflow, as the focus engine scores it, with its workflow and value. */
export type NextStep = PrioritizedTask & { workflowId: string; workflowTitle: string; value: StepValue };

export const NextStepsQuery = z.object({
  limit: limitField,
  cursor: cursorField,
  q: searchField,
  workflowId: textFilter("workflowId", 100),
});

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * GET /api/workflows/next-steps: the open steps of the owner's active workflows, best first, ranked
 * by the focus engine itself (core/focus/parts.ts: the same scores as the dashboard and
 * /api/tasks/prioritized), a page at a time; `?workflowId` narrows to one workflow, `?q` searches.
 * Steps a helper has are left out (they are listed under delegations).
 */
export function listNextSteps({ ctx, query }: { ctx: OwnerContext; query?: unknown }): Page<NextStep> {
  const input = parseInput(NextStepsQuery, query ?? {});
  const workflow = input.workflowId ? getWorkflowView(ctx, input.workflowId).id : true;
  const now = ctx.clock.now().getTime();
  const today = ownerToday(ctx);
  const params = partParams(ctx.userId, today, now);
  const binding = JSON.stringify(["next-steps", input.q ?? null, input.workflowId ?? null]);
  const cursor = input.cursor ? openCursor(ctx, binding, input.cursor, 3) : null;
  const after = cursor ? { score: Number(cursor[0]), revenue: Number(cursor[1]), id: String(cursor[2]) } : undefined;
  const search = input.q === undefined ? undefined : likePattern(input.q);

  const rows = partRanked(ctx, "tasks", params, { after, search, workflow, limit: input.limit + 1 });
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  const built = movesFor(ctx, page as { id: string; kind: "tasks" }[], { today, now });
  const moves = page.map((r) => built.get(r.id)).filter((m): m is PrioritizedTask => !!m);

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
  const last = items[items.length - 1];
  return {
    items,
    total: partCount(ctx, "tasks", params, undefined, search, workflow),
    limit: input.limit,
    nextCursor: more && last ? sealCursor(ctx, binding, [last.priorityScore, last.revenueImpact ?? 0, last.id]) : null,
  };
}
