import { assertPro } from "../billing";
import type { OwnerContext } from "../context";
import { insightReports } from "../db";
import { refreshRuleSuggestions, storeSuggestions, titleKey } from "./store";
import { TASK_CATEGORY_OF } from "./schemas";
import { getOwner } from "../users";
import { businessFigures } from "./figures";
import { findingsFor, type SuggestionDraft } from "./findings";
import { allowedNumbers, ungroundedNumbers, withoutNumbering } from "./grounding";
import { findingsAsAnswer, ModelAnswer, promptFigures, SYSTEM_PROMPT } from "./model";
import { healthReport, usagePatterns } from "./report";

/** The AI business suggestion feed is a Pro feature (spec 000 §6): Pro, or a trial not yet ended. */
export function assertSuggestionFeed(ctx: OwnerContext): void {
  assertPro(
    getOwner(ctx),
    ctx.clock.now(),
    "The AI business suggestion feed is part of Pro. Upgrade to get suggestions generated from your data.",
  );
}

/** Every text of an answer a reader sees: each must be grounded in the figures. */
function textsOf(answer: ModelAnswer): string[] {
  return [
    ...answer.insights.flatMap((i) => [i.title, i.description, i.businessImpact, ...i.specificSteps]),
    ...answer.suggestions.flatMap((s) => [s.title, s.description, s.reasoning, s.potentialImpact ?? ""]),
  ];
}

/**
 * POST /api/task-suggestions/generate ("Generate Insights"): reads the owner's figures, asks the AI
 * engine for personalised insights and suggestions (a model when configured, with the figures in the
 * prompt and zod-validated structured output; the offline rules otherwise or when the model fails),
 * rejects a model answer that writes any number the figures do not contain, then stores the new
 * suggestions (never a second pending copy of one) and the insights, in one transaction.
 */
export async function generateSuggestions({ ctx }: { ctx: OwnerContext }) {
  assertSuggestionFeed(ctx);
  const figures = businessFigures(ctx);
  const health = healthReport(figures);
  const patterns = usagePatterns(figures);
  const findings = findingsFor(figures);
  const promptData = promptFigures(figures, health, patterns);
  const pending = ctx.db.$client
    .prepare<[string], string>("select title from task_suggestions where user_id = ? and status = 'pending'")
    .pluck()
    .all(ctx.userId);

  const result = await ctx.ai.structured({
    name: "business_insights",
    system: SYSTEM_PROMPT,
    prompt: JSON.stringify({ figures: promptData, pendingSuggestions: pending }),
    schema: ModelAnswer,
    offline: () => findingsAsAnswer(findings),
  });

  let source = result.source;
  let fallbackReason = result.fallbackReason ?? null;
  let answer = result.value;
  if (source === "model") {
    answer = {
      insights: answer.insights.map((i) => ({ ...i, specificSteps: i.specificSteps.map(withoutNumbering) })),
      suggestions: answer.suggestions,
    };
    const invented = ungroundedNumbers(textsOf(answer), allowedNumbers(promptData));
    if (invented.length > 0) {
      fallbackReason = `the model wrote numbers the figures do not contain: ${invented.slice(0, 5).join(", ")}`;
      ctx.log.warn({ userId: ctx.userId, invented: invented.slice(0, 5) }, "[ai] ungrounded insights rejected");
      source = "offline";
      answer = findingsAsAnswer(findings);
    }
  }

  const drafts: SuggestionDraft[] =
    source === "model"
      ? answer.suggestions.map((s) => ({
          ...s,
          dedupeKey: titleKey(s.title),
          taskCategory: TASK_CATEGORY_OF[s.category],
        }))
      : findings.map((f) => f.suggestion);
  const now = ctx.clock.now();
  const stored = ctx.db.transaction((tx) => {
    // The rules' findings are today's figures whatever wrote the new ones: stale pending ones go first.
    const { withdrawn } = refreshRuleSuggestions(
      ctx,
      findings.map((f) => f.suggestion),
    );
    const counts = { ...storeSuggestions(ctx, drafts, source), withdrawn };
    tx.insert(insightReports)
      .values({ userId: ctx.userId, source, model: result.model ?? null, insights: answer.insights, generatedAt: now })
      .onConflictDoUpdate({
        target: insightReports.userId,
        set: {
          source,
          model: source === "model" ? (result.model ?? null) : null,
          insights: answer.insights,
          generatedAt: now,
        },
      })
      .run();
    return counts;
  });
  return {
    success: true,
    source,
    model: source === "model" ? (result.model ?? null) : null,
    fallbackReason,
    created: stored.created,
    skipped: stored.skipped,
    message:
      stored.created > 0
        ? "New business improvement suggestions are ready!"
        : stored.withdrawn > 0
          ? `No new suggestions. ${stored.withdrawn === 1 ? "1 suggestion no longer fits" : `${stored.withdrawn} suggestions no longer fit`} your figures and left your feed.`
          : "No new suggestions: the ones that fit your figures are already in your feed.",
  };
}
