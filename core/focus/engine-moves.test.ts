// The engine's moves for a workflow's steps and for the Creator's posts, on the seeded business: they
// follow the rows they come from (a paused workflow, a delegated step, a post's deliveries).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, postDeliveries, taskDelegations, workflows } from "../db/schema";
import { factories } from "../../test/factories";
import { focusState } from "./state";
import { business, DAY, NOW } from "../../test/focus-seeded-business";

describe("the focus engine's moves from workflows and posts", () => {
  it("ranks a workflow's open steps only while it is active, and not a task a helper has", () => {
    const { t, ctx } = business(21);
    const flow = factories.workflow(t.db, ctx.userId, { title: "Launch" });
    const step = factories.task(t.db, ctx.userId, { title: "Draft the launch email", workflowId: flow.id });
    const other = factories.task(t.db, ctx.userId, { title: "Call the printer" });
    const ranked = () => new Set(focusState(ctx).ranking.all.items.map((m) => m.id));
    expect(ranked()).toContain(step.id);
    expect(ranked()).toContain(other.id);
    // A workflow with an open step is moved forward by that step, not by a move of its own.
    expect(ranked()).not.toContain(`workflow:${flow.id}`);
    const steps = focusState(ctx).openSteps;
    t.db.update(workflows).set({ status: "paused" }).where(eq(workflows.id, flow.id)).run();
    factories.delegation(t.db, ctx.userId, other.id);
    expect(ranked()).not.toContain(step.id);
    expect(ranked()).not.toContain(other.id);
    expect(focusState(ctx).openSteps).toBe(steps - 1);
    t.db.update(workflows).set({ status: "active" }).where(eq(workflows.id, flow.id)).run();
    t.db
      .update(taskDelegations)
      .set({ completedAt: new Date(NOW) })
      .where(eq(taskDelegations.taskId, other.id))
      .run();
    expect(ranked()).toContain(step.id);
    expect(ranked()).toContain(other.id);
  });

  it("ranks the Creator's posts that need the owner, and follows their deliveries", () => {
    const { t, ctx } = business(22);
    const failed = factories.event(t.db, ctx.userId, {
      title: "Three signs it is time to raise your prices",
      status: "failed",
      startDate: new Date(NOW - DAY),
    });
    const move = () => focusState(ctx).ranking.get(`post:${failed.id}`)?.task();
    expect(move()).toMatchObject({ title: "Fix the post that failed on its platform", kind: "content" });
    // The delivery's error is the reason; a later retry that publishes it takes the move away.
    t.db
      .insert(postDeliveries)
      .values({
        userId: ctx.userId,
        eventId: failed.id,
        platform: "linkedin",
        status: "failed",
        error: "Token expired",
      })
      .run();
    expect(move()).toMatchObject({
      title: "Fix the post that failed on LinkedIn",
      urgencyReason: "Failed to publish 1 day ago: Token expired",
    });
    // Failed for a dead connection: the move sends the owner to Reconnect, not to the post.
    t.db
      .update(postDeliveries)
      .set({ errorKind: "auth", error: "LinkedIn stopped accepting the token" })
      .where(eq(postDeliveries.eventId, failed.id))
      .run();
    expect(move()).toMatchObject({
      title: "Reconnect LinkedIn: a post could not go out",
      action: { type: "open", href: "/profile?tab=social" },
    });
    t.db.update(events).set({ status: "published" }).where(eq(events.id, failed.id)).run();
    expect(move()).toBeUndefined();
  });
});
