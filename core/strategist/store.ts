import type { OwnerContext } from "../context";
import { prepared } from "../db";
import type { SuggestionDraft } from "./findings";

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

/** What a stored suggestion says, as the statements below name it: written when new, rewritten when refreshed. */
const draftWording = (draft: SuggestionDraft) => ({
  title: draft.title,
  description: draft.description,
  reasoning: draft.reasoning,
  priority: draft.priority,
  category: draft.category,
  estimatedTime: draft.estimatedTime,
  potentialImpact: draft.potentialImpact,
  taskCategory: draft.taskCategory,
});

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
      ...draftWording(draft),
      workflowId: null,
      dedupeKey: draft.dedupeKey,
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

/**
 * Before new suggestions are stored: a pending suggestion of the offline rules is about the figures as
 * they were when it was made. One whose rule no longer holds is taken off the feed (it was never
 * decided, so it leaves no trace and may come back when the rule holds again); one whose rule still
 * holds is rewritten with today's numbers. A model's suggestions cannot be re-checked and stay.
 * Inside the caller's transaction.
 */
export function refreshRuleSuggestions(ctx: OwnerContext, drafts: SuggestionDraft[]) {
  const current = new Map(drafts.filter((d) => d.dedupeKey.startsWith("rule:")).map((d) => [d.dedupeKey, d]));
  const pending = prepared(ctx.db, "suggestions:pending-rules", (d) =>
    d.$client.prepare<[string], { id: string; dedupeKey: string }>(
      `select id, dedupe_key as dedupeKey from task_suggestions
        where user_id = ? and status = 'pending' and dedupe_key like 'rule:%'`,
    ),
  ).all(ctx.userId);
  const withdraw = prepared(ctx.db, "suggestions:withdraw", (d) =>
    d.$client.prepare<[string, string]>(
      "delete from task_suggestions where id = ? and user_id = ? and status = 'pending'",
    ),
  );
  const rewrite = prepared(ctx.db, "suggestions:rewrite", (d) =>
    d.$client.prepare(
      `update task_suggestions set title = @title, description = @description, reasoning = @reasoning,
         priority = @priority, category = @category, estimated_time = @estimatedTime,
         potential_impact = @potentialImpact, task_category = @taskCategory
       where id = @id and user_id = @userId and status = 'pending'`,
    ),
  );
  let withdrawn = 0;
  for (const row of pending) {
    const draft = current.get(row.dedupeKey);
    if (!draft) {
      withdrawn += withdraw.run(row.id, ctx.userId).changes;
      continue;
    }
    rewrite.run({ id: row.id, userId: ctx.userId, ...draftWording(draft) });
  }
  return { withdrawn };
}
