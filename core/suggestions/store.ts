import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import type { SuggestionDraft } from "../insights/findings";

/** A suggestion accepted or dismissed this recently is not offered again. */
export const RECENTLY_DECIDED_DAYS = 7;
/** New suggestions per generation. */
export const MAX_NEW_SUGGESTIONS = 5;

const DAY = 86_400_000;

/** "Send Reminders — 3 overdue!" → "send reminders 3 overdue": a model's title as a dedupe key. */
export const titleKey = (title: string) =>
  `title:${title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()}`;

/**
 * Stores new suggestions, inside the caller's transaction. A draft whose key (or title) is already
 * pending, or was accepted or dismissed in the last week, is skipped, so generating twice never
 * repeats a pending suggestion; the unique index on pending keys holds that even for two requests at
 * once. A suggestion stands alone: accepted, it becomes a task of its own, not a step of a workflow.
 */
export function storeSuggestions(ctx: OwnerContext, drafts: SuggestionDraft[], source: "model" | "offline") {
  const now = ctx.clock.now().getTime();
  const taken = new Set(
    prepared(ctx.db, "suggestions:taken-keys", (d) =>
      d.$client
        .prepare<[string, number], string>(
          `select dedupe_key from task_suggestions where user_id = ? and dedupe_key is not null
             and (status = 'pending' or decided_at >= ?)`,
        )
        .pluck(),
    ).all(ctx.userId, now - RECENTLY_DECIDED_DAYS * DAY),
  );
  const pendingTitles = new Set(
    prepared(ctx.db, "suggestions:pending-titles", (d) =>
      d.$client
        .prepare<[string], string>("select title from task_suggestions where user_id = ? and status = 'pending'")
        .pluck(),
    )
      .all(ctx.userId)
      .map(titleKey),
  );
  const insert = prepared(ctx.db, "suggestions:insert", (d) =>
    d.$client.prepare(
      `insert into task_suggestions (id, user_id, title, description, reasoning, priority, category, estimated_time,
         potential_impact, status, workflow_id, dedupe_key, task_category, source, created_at)
       values (@id, @userId, @title, @description, @reasoning, @priority, @category, @estimatedTime,
         @potentialImpact, 'pending', @workflowId, @dedupeKey, @taskCategory, @source, @createdAt)
       on conflict do nothing`,
    ),
  );
  let created = 0;
  let skipped = 0;
  for (const draft of drafts) {
    if (created >= MAX_NEW_SUGGESTIONS) break;
    if (taken.has(draft.dedupeKey) || pendingTitles.has(titleKey(draft.title))) {
      skipped++;
      continue;
    }
    const changes = insert.run({
      id: crypto.randomUUID(),
      userId: ctx.userId,
      title: draft.title,
      description: draft.description,
      reasoning: draft.reasoning,
      priority: draft.priority,
      category: draft.category,
      estimatedTime: draft.estimatedTime,
      potentialImpact: draft.potentialImpact,
      workflowId: null,
      dedupeKey: draft.dedupeKey,
      taskCategory: draft.taskCategory,
      source,
      // Apart by a millisecond, so the feed keeps the engine's order (newest first reads best first).
      createdAt: now + (MAX_NEW_SUGGESTIONS - created),
    }).changes;
    if (changes === 1) {
      created++;
      taken.add(draft.dedupeKey);
      pendingTitles.add(titleKey(draft.title));
    } else skipped++;
  }
  return { created, skipped };
}
