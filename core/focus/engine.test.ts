// The engine kept up to date from the change log answers exactly what a full rebuild answers, after any
// write, from this connection or another process's; and it rebuilds when it should.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/client";
import {
  clients,
  emailOutbox,
  events,
  invoiceEvents,
  invoices,
  postDeliveries,
  quotes,
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
import { asOwner } from "../context";
import { pruneChanges } from "./changes";
import { BULK, ownerEngine } from "./engine";
import { focusState } from "./state";
import {
  business,
  DAY,
  NOW,
  paymentDraft,
  post,
  quote,
  rebuilt,
  timeEntry,
  TODAY,
  view,
} from "../../test/focus-seeded-business";

describe("the focus engine kept up to date from the change log", () => {
  it.each([1, 2, 3, 4])("answers what a full rebuild answers after every kind of write (seed %i)", (seed) => {
    const { t, rnd, pick, ctx, file } = business(seed);
    const other = openDatabase(file, { migrate: false });
    focusState(ctx);
    const ids = (
      db: Db,
      table: typeof invoices | typeof clients | typeof tasks | typeof workflows | typeof events | typeof quotes,
    ) =>
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
      // A client's payments all read again as early or late: their habit turns, and with it whether
      // their invoices not yet due get a heads-up at all (decision 325).
      (db) => {
        const dueSoon = db.$client
          .prepare(
            "select distinct client_id from invoices where user_id = ? and status = 'pending' and due_date between ? and ?",
          )
          .pluck()
          .all(ctx.userId, TODAY, addDays(TODAY, 7)) as string[];
        db.$client
          .prepare("update invoices set paid_date = date(due_date, ?) where client_id = ? and status = 'paid'")
          .run(`${Math.floor(rnd() * 40) - 10} days`, pick(dueSoon.length ? dueSoon : ids(db, clients)) ?? "none");
      },
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
      // A draft after a payment naming one of the invoices: its move reads that invoice and its client
      // (who paid how much when, one per client), so the invoice and client writes above reach it.
      (db) =>
        void factories.event(db, ctx.userId, paymentDraft(pick, rnd, ids(db, invoices), Math.floor(rnd() * 1000))),
      (db) =>
        db
          .update(events)
          .set({ createdAt: new Date(NOW - Math.floor(rnd() * 20) * DAY) })
          .where(eq(events.id, pick(ids(db, events)) ?? "none"))
          .run(),
      // Quotes: one sent, answered or sent again, and its client's email: a follow-up comes and goes.
      (db) => void quote(db, ctx.userId, pick, rnd, ids(db, clients), Math.floor(rnd() * 1000)),
      (db) =>
        db
          .update(quotes)
          .set({ status: pick(["accepted", "declined", "sent", "draft"]) })
          .where(eq(quotes.id, pick(ids(db, quotes)) ?? "none"))
          .run(),
      (db) =>
        void db
          .insert(emailOutbox)
          .values({
            userId: ctx.userId,
            kind: "quote",
            toAddress: "a@x.test",
            fromAddress: "b@x.test",
            subject: "Following up",
            body: "b",
            relatedType: "quote",
            relatedId: pick(ids(db, quotes)) ?? "none",
            createdAt: new Date(NOW - Math.floor(rnd() * 10) * DAY),
          })
          .run(),
      (db) =>
        db
          .update(emailOutbox)
          .set({ status: pick(["failed", "sent"]) })
          .where(eq(emailOutbox.kind, "quote"))
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

  it("gives an invoice a heads-up when its client's habit turns late, though it had no move before", () => {
    // Whether an invoice makes a move depends on its client: a punctual client gets no heads-up, a late
    // payer does (decision 325). The engine keeps every open invoice it read, not only those with a move.
    const t = makeTestApp({ now: new Date(NOW).toISOString() });
    const owner = factories.user(t.db);
    const ctx = asOwner(t.services, owner.id);
    const fenwick = factories.client(t.db, owner.id, { name: "Fenwick Tiles", email: "ap@fenwick.test" });
    const paid = (dueIn: number, daysLate: number) =>
      factories.invoice(t.db, owner.id, fenwick.id, {
        status: "paid",
        amountCents: 90_000,
        dueDate: addDays(TODAY, dueIn),
        paidDate: addDays(TODAY, dueIn + daysLate),
        sentAt: new Date(NOW - 200 * DAY),
      });
    paid(-120, -4);
    paid(-90, -2);
    const soon = factories.invoice(t.db, owner.id, fenwick.id, {
      status: "pending",
      amountCents: 310_000,
      dueDate: addDays(TODAY, 3),
      sentAt: new Date(NOW - 10 * DAY),
    });
    const headsUp = () => focusState(ctx).ranking.get(`invoice:${soon.id}`);
    expect(headsUp()).toBeUndefined();
    // Two payments three weeks late: the median habit is now late, and a heads-up is worth sending.
    paid(-60, 21);
    paid(-30, 19);
    expect(ownerEngine(ctx).lastRefresh).toBe("changes");
    expect(headsUp()?.task().urgencyReason).toContain("Fenwick Tiles usually pays");
    expect(view(focusState(ctx))).toEqual(rebuilt(ctx, t.db.$client.name));
    // Those payments were early after all: the heads-up goes again.
    t.db.$client
      .prepare("update invoices set paid_date = date(due_date, '-3 days') where client_id = ? and status = 'paid'")
      .run(fenwick.id);
    expect(headsUp()).toBeUndefined();
    expect(view(focusState(ctx))).toEqual(rebuilt(ctx, t.db.$client.name));
  });

  it("answers a new state when a workflow is paused or resumed, even one that makes no move", () => {
    const { t, ctx, file } = business(15);
    const flow = factories.workflow(t.db, ctx.userId, { title: "No steps", status: "active", progress: 100 });
    const before = focusState(ctx).activeWorkflows;
    t.db.update(workflows).set({ status: "paused" }).where(eq(workflows.id, flow.id)).run();
    expect(focusState(ctx).activeWorkflows).toBe(before - 1);
    expect(view(focusState(ctx))).toEqual(rebuilt(ctx, file));
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
