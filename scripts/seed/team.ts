// The demo owner's Project Manager and Strategist: the 8 example workflows with some steps done over
// the past weeks, one paused, a step with a helper and one a helper finished, and the suggestion feed
// generated from the demo's own figures (one accepted). Through the real verbs, so the data is what an
// owner using the app would have.
import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../../core/context";
import { taskDelegations, tasks, taskSuggestions, workflows } from "../../core/db/schema";
import { delegateTask } from "../../core/delegation/delegate";
import { completeDelegatedTask } from "../../core/delegation/public";
import { generateSuggestions } from "../../core/strategist/generate";
import { acceptSuggestion } from "../../core/strategist/accept";
import { addExampleWorkflows } from "../../core/workflows/add-examples";

const DAY = 86_400_000;

export async function seedTeam(ctx: OwnerContext) {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY);
  addExampleWorkflows({ ctx });
  const flows = db.select().from(workflows).where(eq(workflows.userId, ctx.userId)).all();
  const flow = (key: string) => flows.find((w) => w.templateKey === key)!;
  const stepsOf = (key: string) =>
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.workflowId, flow(key).id)))
      .all()
      .sort(
        (a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? "") || a.createdAt.getTime() - b.createdAt.getTime(),
      );
  const done = (key: string, index: number, daysAgo: number) =>
    db
      .update(tasks)
      .set({ completed: true, completedAt: ago(daysAgo) })
      .where(eq(tasks.id, stepsOf(key)[index].id))
      .run();

  // Weeks of work: started 3 to 5 weeks ago, steps done along the way.
  // (a millisecond apart, as added, so they keep the examples' order)
  for (const w of flows) {
    const at = new Date(w.createdAt.getTime() - 35 * DAY);
    db.update(workflows)
      .set({ createdAt: at, updatedAt: ago(2) })
      .where(eq(workflows.id, w.id))
      .run();
  }
  done("revenue-25", 0, 12);
  done("revenue-25", 3, 4);
  done("client-onboarding", 0, 20);
  done("client-onboarding", 1, 9);
  done("client-onboarding", 3, 3);
  done("linkedin-brand", 0, 16);
  done("linkedin-brand", 1, 6);
  done("paid-faster", 0, 25);
  done("admin-hours", 1, 10);
  db.update(workflows)
    .set({ status: "paused" })
    .where(eq(workflows.id, flow("referrals").id))
    .run();

  // A helper finished one step and has another.
  const finished = stepsOf("linkedin-brand")[3];
  delegateTask({
    ctx,
    taskId: finished.id,
    input: {
      helperName: "Maya Chen",
      helperEmail: "maya@assist.example",
      message: "Prospects list is in the shared sheet.",
    },
  });
  const token = db.select().from(taskDelegations).where(eq(taskDelegations.taskId, finished.id)).get()!.token;
  completeDelegatedTask({
    services: ctx,
    token,
    input: { note: "Commented on 10 posts, 2 replied asking about workshops." },
  });
  db.update(taskDelegations)
    .set({ createdAt: ago(5), viewedAt: ago(5), completedAt: ago(2) })
    .where(eq(taskDelegations.taskId, finished.id))
    .run();
  db.update(tasks)
    .set({ completedAt: ago(2) })
    .where(eq(tasks.id, finished.id))
    .run();
  const open = stepsOf("client-onboarding")[2];
  delegateTask({
    ctx,
    taskId: open.id,
    input: {
      helperName: "Maya Chen",
      helperEmail: "maya@assist.example",
      message: "Use last month's checklist as a start.",
    },
  });
  db.update(taskDelegations)
    .set({ createdAt: ago(1), viewedAt: ago(1) })
    .where(eq(taskDelegations.taskId, open.id))
    .run();

  // The suggestion feed from the demo's figures; the owner took the first one.
  await generateSuggestions({ ctx });
  const [first] = db
    .select()
    .from(taskSuggestions)
    .where(eq(taskSuggestions.userId, ctx.userId))
    .all()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (first) acceptSuggestion({ ctx, id: first.id });
}
