import { IDLE_CLIENT_DAYS } from "../catalog";
import type { OwnerContext } from "../context";
import { convertedSql, homeCentsSql } from "../currency";
import { prepared, tasks, workflows } from "../db";
import { invoiceSummary } from "../invoices";
import { addDays } from "../time";
import { ownerToday } from "../users";
import { exampleWorkflows, type ExampleFigures } from "./examples";
import { getWorkflowView } from "./internal";

const DAY = 86_400_000;

/** The owner's figures the examples' steps quote (money overdue from the one invoice summary). */
function exampleFigures(ctx: OwnerContext): ExampleFigures {
  const summary = invoiceSummary({ ctx });
  const row = prepared(ctx.db, "workflows:example-figures", (d) =>
    d.$client.prepare<
      { owner: string; idleBefore: number },
      { average: number | null; quiet: number; reminders: number }
    >(
      `select (select cast(avg(${homeCentsSql("amount_cents")}) as integer) from invoices
                where user_id = @owner and ${convertedSql()} and status <> 'draft') as average,
              (select count(*) from clients where user_id = @owner and status = 'active'
                and coalesce(last_contact_date, created_at) <= @idleBefore) as quiet,
              (select invoice_reminders from users where id = @owner) as reminders`,
    ),
  ).get({
    owner: ctx.userId,
    idleBefore: ctx.clock.now().getTime() - IDLE_CLIENT_DAYS * DAY,
  })!;
  return {
    currency: summary.currency,
    overdueCents: Math.round(Number(summary.overdue.total) * 100),
    overdueCount: summary.overdue.count,
    averageInvoiceCents: row.average ?? 0,
    quietClients: row.quiet,
    remindersOn: row.reminders === 1,
  };
}

/**
 * POST /api/workflows/examples: the 8 example workflows with their steps, due dates spread over each
 * workflow's estimated duration from today. An example already in the account (by its key) is not
 * added twice; one deleted may be added again. One transaction: all or nothing.
 */
export function addExampleWorkflows({ ctx }: { ctx: OwnerContext }) {
  const today = ownerToday(ctx);
  const examples = exampleWorkflows(exampleFigures(ctx));
  const now = ctx.clock.now().getTime();
  const createdIds = ctx.db.transaction((tx) => {
    const have = new Set(
      prepared(ctx.db, "workflows:template-keys", (d) =>
        d.$client
          .prepare<[string], string>(
            "select template_key from workflows where user_id = ? and template_key is not null",
          )
          .pluck(),
      ).all(ctx.userId),
    );
    const ids: string[] = [];
    examples.forEach((ex, i) => {
      if (have.has(ex.key)) return;
      // A millisecond apart, so the list (oldest first) keeps the examples' order.
      const at = new Date(now + i);
      const wf = tx
        .insert(workflows)
        .values({
          userId: ctx.userId,
          templateKey: ex.key,
          title: ex.title,
          description: ex.description,
          category: ex.category,
          status: "active",
          targetOutcome: ex.targetOutcome,
          estimatedDuration: ex.estimatedDuration,
          aiRecommendation: ex.aiRecommendation,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: workflows.id })
        .get();
      ex.steps.forEach((step, n) => {
        tx.insert(tasks)
          .values({
            userId: ctx.userId,
            workflowId: wf.id,
            title: step.title,
            description: step.description,
            category: step.category,
            priority: step.priority,
            estimatedTime: step.estimatedTime,
            businessImpact: step.businessImpact ?? null,
            dueDate: addDays(today, Math.max(1, Math.round(((n + 1) * ex.estimatedDuration) / ex.steps.length))),
            aiGenerated: true,
            generatedDate: at,
            createdAt: new Date(now + i * 100 + n),
          })
          .run();
      });
      ids.push(wf.id);
    });
    return ids;
  });
  const created = createdIds.length;
  return {
    success: true,
    created,
    message:
      created === examples.length
        ? `${created} strategic workflows have been added to help guide your business growth!`
        : created === 0
          ? `All ${examples.length} example workflows are already in your account.`
          : `${created} more example workflow${created === 1 ? " has" : "s have"} been added; the other ${examples.length - created} were already in your account.`,
    workflows: createdIds.map((id) => getWorkflowView(ctx, id)),
  };
}
