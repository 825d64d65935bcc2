// The engine kept up to date from the change log answers exactly what a full rebuild answers, after any
// write, from this connection or another process's; and it rebuilds when it should.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asOwner, type OwnerContext } from "../context";
import { openDatabase, type Db } from "../db/client";
import {
  clients,
  emailOutbox,
  events,
  invoiceEvents,
  invoices,
  postDeliveries,
  taskDelegations,
  tasks,
  timeEntries,
  users,
  workflows,
} from "../db/schema";
import { updateTaskOrMove } from "./update-task";
import { addDays } from "../time";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { pruneChanges } from "./changes";
import { BULK, ownerEngine } from "./engine";
import { focusState, type FocusState } from "./state";

const TODAY = "2026-11-21";
const NOW = Date.parse("2026-11-21T09:00:00Z");
const DAY = 86_400_000;

/** A small deterministic random source, so a failing seed can be replayed. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

function business(seed: number) {
  const t = makeTestApp({ now: new Date(NOW).toISOString() });
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const owner = factories.user(t.db, {
    socialMediaPlatforms: ["linkedin"],
    contentFrequency: "daily",
    defaultHourlyRate: "80",
  });
  const clientIds = Array.from(
    { length: 30 },
    (_, i) =>
      factories.client(t.db, owner.id, {
        name: `Client ${i}`,
        email: rnd() < 0.9 ? `c${i}@x.test` : null,
        status: rnd() < 0.85 ? "active" : "inactive",
        lastContactDate: rnd() < 0.2 ? null : new Date(NOW - Math.floor(rnd() * 60) * DAY),
        createdAt: new Date(NOW - 200 * DAY),
      }).id,
  );
  for (let i = 0; i < 140; i++) {
    const status = pick(["draft", "pending", "pending", "overdue", "paid", "paid"]);
    const dueDate = addDays(TODAY, Math.floor(rnd() * 160) - 130);
    factories.invoice(t.db, owner.id, pick(clientIds), {
      invoiceNumber: `INV-${i}`,
      amountCents: pick([4_500, 30_000, 120_050, 240_000, 1_800_000, Math.floor(rnd() * 2_000_000)]),
      status,
      dueDate,
      paidDate: status === "paid" ? addDays(dueDate, Math.floor(rnd() * 30) - 5) : null,
      sentAt: status === "draft" || rnd() < 0.15 ? null : new Date(NOW - 100 * DAY),
      createdAt: new Date(NOW - Math.floor(rnd() * 50) * DAY),
    });
  }
  const flows = Array.from({ length: 6 }, (_, i) =>
    factories.workflow(t.db, owner.id, {
      title: `Workflow ${i}`,
      progress: pick([0, 35, 100]),
      status: pick(["active", "active", "paused", "completed"]),
    }),
  );
  for (let i = 0; i < 60; i++) {
    const task = factories.task(t.db, owner.id, {
      title: `Task ${i}`,
      priority: pick(["low", "medium", "high"]),
      category: pick(["Sales", "Admin", null]),
      dueDate: rnd() < 0.4 ? null : addDays(TODAY, Math.floor(rnd() * 30) - 10),
      businessImpact: pick([null, "$1,500 retainer", "Unlocks $2k", "Wins referrals"]),
      completed: rnd() < 0.2,
      // Some are steps of a workflow: moves only while their workflow is active.
      workflowId: rnd() < 0.4 ? pick(flows).id : null,
    });
    // A task handed to a helper is not the owner's move.
    if (!task.completed && rnd() < 0.1) factories.delegation(t.db, owner.id, task.id);
  }
  factories.event(t.db, owner.id, { status: "scheduled", startDate: new Date(NOW + DAY) });
  // Posts that need the owner: the Creator's moves rank beside the others.
  for (let i = 0; i < 6; i++) factories.event(t.db, owner.id, post(pick, rnd, i));
  // Time tracked, some of it unbilled for over a week: unbilled work ranks beside the rest.
  for (let i = 0; i < 20; i++) factories.timeEntry(t.db, owner.id, pick(clientIds), timeEntry(rnd));
  return { t, rnd, pick, ctx: asOwner(t.services, owner.id), file: t.db.$client.name };
}

/** A finished entry of up to 4 hours, worked 0–19 days ago. */
function timeEntry(rnd: () => number) {
  const minutes = 1 + Math.floor(rnd() * 240);
  const workDate = addDays(TODAY, -Math.floor(rnd() * 20));
  return { workDate, minutes, rateCents: 9000, amountCents: Math.round((minutes * 9000) / 60) };
}

/** A post in one of the states that make a move (or not). */
function post(pick: <T>(xs: readonly T[]) => T, rnd: () => number, i: number) {
  return {
    title: `Post ${i}`,
    ...pick([
      { status: "failed", startDate: new Date(NOW - DAY) },
      { status: "ready", startDate: new Date(NOW - Math.floor(rnd() * 3) * DAY) },
      { status: "scheduled", approvalStatus: "pending", startDate: new Date(NOW + Math.floor(rnd() * 9) * DAY) },
      { status: "scheduled", approvalStatus: "changes_requested", startDate: new Date(NOW - DAY) },
      { status: "draft", relatedType: "invoice", type: pick(["content_post", "email_draft"]) },
      { status: "published", startDate: new Date(NOW - DAY) },
    ]),
    createdAt: new Date(NOW - i * 1000),
  };
}

/** What a state says, in a form two states can be compared by. */
function view(state: FocusState) {
  return {
    visible: state.ranking.visible.items.map((m) => ({ value: m.value, ...m.task() })),
    all: state.ranking.all.items.map((m) => `${m.id}@${m.value}`),
    summary: state.summary,
    alerts: state.alerts,
    alertsTotal: state.alertsTotal,
    idleClients: state.idleClients,
    activeWorkflows: state.activeWorkflows,
    openSteps: state.openSteps,
  };
}

/** The state a process that has never read this owner computes: a full rebuild. */
function rebuilt(ctx: OwnerContext, file: string) {
  const db = openDatabase(file, { migrate: false });
  try {
    return view(focusState({ ...ctx, db }));
  } finally {
    db.$client.close();
  }
}

describe("the focus engine kept up to date from the change log", () => {
  it.each([1, 2, 3, 4])("answers what a full rebuild answers after every kind of write (seed %i)", (seed) => {
    const { t, rnd, pick, ctx, file } = business(seed);
    const other = openDatabase(file, { migrate: false });
    focusState(ctx);
    const ids = (db: Db, table: typeof invoices | typeof clients | typeof tasks | typeof workflows | typeof events) =>
      db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.userId, ctx.userId))
        .all()
        .map((r) => r.id);
    const entryIds = (db: Db, unbilled = false) =>
      db
        .select({ id: timeEntries.id, billed: timeEntries.billedInvoiceId })
        .from(timeEntries)
        .where(eq(timeEntries.userId, ctx.userId))
        .all()
        .filter((e) => !unbilled || e.billed === null)
        .map((e) => e.id);
    const writes: ((db: Db) => void)[] = [
      (db) =>
        db
          .update(invoices)
          .set({ status: "paid", paidDate: TODAY })
          .where(eq(invoices.id, pick(ids(db, invoices))))
          .run(),
      (db) =>
        db
          .update(invoices)
          .set({ amountCents: Math.floor(rnd() * 3_000_000) })
          .where(eq(invoices.id, pick(ids(db, invoices))))
          .run(),
      (db) =>
        db
          .update(invoices)
          .set({ clientId: pick(ids(db, clients)) })
          .where(eq(invoices.id, pick(ids(db, invoices))))
          .run(),
      (db) =>
        db
          .update(invoices)
          .set({ sentAt: new Date(NOW - DAY) })
          .where(eq(invoices.id, pick(ids(db, invoices))))
          .run(),
      (db) =>
        db
          .update(invoices)
          .set({ dueDate: addDays(TODAY, Math.floor(rnd() * 20) - 10) })
          .where(eq(invoices.id, pick(ids(db, invoices))))
          .run(),
      (db) =>
        db
          .delete(invoices)
          .where(eq(invoices.id, pick(ids(db, invoices))))
          .run(),
      (db) =>
        void factories.invoice(db, ctx.userId, pick(ids(db, clients)), {
          status: pick(["draft", "pending", "overdue"]),
          dueDate: addDays(TODAY, Math.floor(rnd() * 60) - 50),
          sentAt: rnd() < 0.7 ? new Date(NOW - 20 * DAY) : null,
          amountCents: Math.floor(rnd() * 500_000) + 100,
        }),
      (db) =>
        void db
          .insert(emailOutbox)
          .values({
            userId: ctx.userId,
            kind: "reminder",
            toAddress: "a@x.test",
            fromAddress: "b@x.test",
            subject: "s",
            body: "b",
            relatedType: "invoice",
            relatedId: pick(ids(db, invoices)),
            createdAt: new Date(NOW - Math.floor(rnd() * 5) * DAY),
          })
          .run(),
      (db) => db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.kind, "reminder")).run(),
      (db) =>
        void db
          .insert(invoiceEvents)
          .values({
            userId: ctx.userId,
            invoiceId: pick(ids(db, invoices)),
            type: "payment_claimed",
            createdAt: new Date(NOW - DAY),
          })
          .run(),
      (db) =>
        db
          .update(clients)
          .set({ lastContactDate: new Date(NOW) })
          .where(eq(clients.id, pick(ids(db, clients))))
          .run(),
      (db) =>
        db
          .update(clients)
          .set({ name: `Renamed ${rnd()}`, email: null })
          .where(eq(clients.id, pick(ids(db, clients))))
          .run(),
      (db) =>
        db
          .update(clients)
          .set({ status: pick(["active", "inactive"]) })
          .where(eq(clients.id, pick(ids(db, clients))))
          .run(),
      (db) =>
        db
          .delete(clients)
          .where(eq(clients.id, pick(ids(db, clients))))
          .run(),
      (db) => void factories.client(db, ctx.userId, { createdAt: new Date(NOW - 90 * DAY) }),
      (db) => void factories.task(db, ctx.userId, { priority: "high", dueDate: TODAY, businessImpact: "$900 fee" }),
      (db) =>
        db
          .update(tasks)
          .set({ completed: true })
          .where(eq(tasks.id, pick(ids(db, tasks))))
          .run(),
      (db) =>
        db
          .update(tasks)
          .set({ priority: pick(["low", "high"]) })
          .where(eq(tasks.id, pick(ids(db, tasks))))
          .run(),
      (db) =>
        db
          .delete(tasks)
          .where(eq(tasks.id, pick(ids(db, tasks))))
          .run(),
      () => {
        // Done on a derived move: recorded as a task, hidden for today (a fold too).
        const move = pick(focusState(ctx).ranking.visible.items.filter((m) => m.kind !== "task"));
        if (move) updateTaskOrMove({ ctx, id: move.id, input: { completed: true } });
      },
      (db) =>
        db
          .update(workflows)
          .set({ progress: Math.floor(rnd() * 100) })
          .where(eq(workflows.userId, ctx.userId))
          .run(),
      // A workflow paused, resumed, finished or deleted: its steps come and go with it.
      (db) =>
        db
          .update(workflows)
          .set({ status: pick(["active", "paused", "completed"]) })
          .where(eq(workflows.id, pick(ids(db, workflows)) ?? "none"))
          .run(),
      (db) =>
        void factories.task(db, ctx.userId, {
          title: `Step ${rnd()}`,
          workflowId: pick(ids(db, workflows)) ?? "none",
          dueDate: addDays(TODAY, Math.floor(rnd() * 10) - 3),
        }),
      (db) =>
        db
          .delete(workflows)
          .where(eq(workflows.id, pick(ids(db, workflows)) ?? "none"))
          .run(),
      // A task handed to a helper, finished by them, or taken back.
      (db) => {
        const id = pick(ids(db, tasks));
        db.delete(taskDelegations).where(eq(taskDelegations.taskId, id)).run();
        factories.delegation(db, ctx.userId, id);
      },
      (db) =>
        db
          .update(taskDelegations)
          .set({ completedAt: new Date(NOW) })
          .where(eq(taskDelegations.userId, ctx.userId))
          .run(),
      (db) =>
        db
          .delete(taskDelegations)
          .where(eq(taskDelegations.taskId, pick(ids(db, tasks))))
          .run(),
      (db) => void factories.event(db, ctx.userId, { status: "scheduled", startDate: new Date(NOW + 2 * DAY) }),
      // The Creator's posts: one added or changed, a delivery failing or waiting for the owner's hands.
      (db) => void factories.event(db, ctx.userId, post(pick, rnd, Math.floor(rnd() * 1000))),
      (db) =>
        db
          .update(events)
          .set({ status: pick(["failed", "ready", "published", "scheduled"]) })
          .where(eq(events.id, pick(ids(db, events)) ?? "none"))
          .run(),
      (db) => {
        const eventId = pick(ids(db, events));
        if (!eventId) return;
        db.delete(postDeliveries).where(eq(postDeliveries.eventId, eventId)).run();
        db.insert(postDeliveries)
          .values({
            userId: ctx.userId,
            eventId,
            platform: pick(["linkedin", "twitter"]),
            status: pick(["failed", "manual", "published"]),
            error: "Token expired",
          })
          .run();
      },
      (db) =>
        db
          .update(postDeliveries)
          .set({ status: pick(["failed", "manual", "published"]), error: `Refused ${rnd()}` })
          .where(eq(postDeliveries.userId, ctx.userId))
          .run(),
      // Time: tracked, billed on an invoice, moved to another client, deleted, or in another currency.
      (db) => void factories.timeEntry(db, ctx.userId, pick(ids(db, clients)), timeEntry(rnd)),
      (db) =>
        db
          .update(timeEntries)
          .set({ billedInvoiceId: pick(ids(db, invoices)) })
          .where(eq(timeEntries.id, pick(entryIds(db, true)) ?? "none"))
          .run(),
      (db) =>
        db
          .update(timeEntries)
          .set({ clientId: pick(ids(db, clients)) })
          .where(eq(timeEntries.id, pick(entryIds(db)) ?? "none"))
          .run(),
      (db) =>
        db
          .delete(timeEntries)
          .where(eq(timeEntries.id, pick(entryIds(db)) ?? "none"))
          .run(),
      (db) =>
        db
          .update(timeEntries)
          .set({ currency: "EUR" })
          .where(eq(timeEntries.id, pick(entryIds(db)) ?? "none"))
          .run(),
    ];
    for (let step = 0; step < 60; step++) {
      const write = writes[Math.floor(rnd() * writes.length)];
      // Half the writes come from another connection, as the terminal beside the server makes them.
      write(rnd() < 0.5 ? other : t.db);
      // The engine is brought up to date by this call; the state below reads the same engine.
      expect(ownerEngine(ctx).lastRefresh).not.toBe("rebuild");
      expect(view(focusState(ctx))).toEqual(rebuilt(ctx, file));
    }
    other.$client.close();
  });

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
      urgencyReason: "Failed to publish: Token expired",
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

  it("re-reads only after a change, and keeps the same state object while nothing changes", () => {
    const { t, ctx } = business(11);
    const first = focusState(ctx);
    expect(focusState(ctx)).toBe(first);
    expect(ownerEngine(ctx).lastRefresh).toBe("unchanged");
    factories.task(t.db, ctx.userId, { title: "New one" });
    expect(ownerEngine(ctx).lastRefresh).toBe("changes");
    const second = focusState(ctx);
    expect(second).not.toBe(first);
    expect(ownerEngine(ctx).lastRefresh).toBe("unchanged");
    expect(focusState(ctx)).toBe(second);
  });

  it("rebuilds after a bulk change, a pruned log, a new day or new settings", () => {
    const { t, ctx, file } = business(12);
    focusState(ctx);
    t.db.transaction((tx) => {
      for (let i = 0; i <= BULK; i++) factories.task(tx as unknown as Db, ctx.userId, { title: `Bulk ${i}` });
    });
    expect(ownerEngine(ctx).lastRefresh).toBe("rebuild");
    expect(view(focusState(ctx))).toEqual(rebuilt(ctx, file));

    factories.task(t.db, ctx.userId, { title: "One more" });
    expect(pruneChanges(t.db, 0).pruned).toBeGreaterThan(0);
    expect(ownerEngine(ctx).lastRefresh).toBe("rebuild");
    expect(view(focusState(ctx))).toEqual(rebuilt(ctx, file));

    t.clock.advanceDays(1);
    expect(ownerEngine(ctx).lastRefresh).toBe("rebuild");
    expect(focusState(ctx).today).toBe("2026-11-22");

    t.db.update(users).set({ defaultHourlyRate: "200" }).where(eq(users.id, ctx.userId)).run();
    expect(ownerEngine(ctx).lastRefresh).toBe("rebuild");
    expect(view(focusState(ctx))).toEqual(rebuilt(ctx, file));
  });

  it("prunes all but the last rows of the log", () => {
    const { t, ctx } = business(13);
    const count = () => t.db.$client.prepare("select count(*) from focus_changes").pluck().get() as number;
    const before = count();
    expect(before).toBeGreaterThan(100);
    expect(pruneChanges(t.db, 100).pruned).toBe(before - 100);
    expect(count()).toBe(100);
    expect(pruneChanges(t.db, 100)).toEqual({ pruned: 0 });
    expect(focusState(ctx).summary.total).toBeGreaterThan(0);
  });

  it("deletes an owner's log with the owner, and writes nothing for their deleted rows", () => {
    const { t, ctx } = business(14);
    const other = factories.user(t.db);
    factories.task(t.db, other.id);
    const count = () => t.db.$client.prepare("select count(*) from focus_changes").pluck().get() as number;
    const owners = () =>
      t.db.$client.prepare("select count(distinct user_id) from focus_changes").pluck().get() as number;
    expect(owners()).toBe(2);
    t.db.delete(users).where(eq(users.id, ctx.userId)).run();
    expect(owners()).toBe(1);
    expect(count()).toBe(1);
  });
});
