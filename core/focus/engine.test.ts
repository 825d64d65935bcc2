// The SQL-ranked engine (parts.ts) answers exactly what the reference derivation answers: the same
// moves in the same order with the same text, the same counts, whatever the data.
import Database from "better-sqlite3";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { eq } from "drizzle-orm";
import { users, workflows } from "../db/schema";
import { updateTask } from "../tasks/update";
import { addDays } from "../time";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { getDashboard } from "./dashboard";
import { loadFocusSnapshot } from "./load";
import { deriveMoves, isIdle } from "./moves";
import { getPrioritizedTasks } from "./prioritized";
import { focusScore, idlePoints, moneyPoints, sqlScore, timePoints } from "./score";
import type { PrioritizedTask } from "./types";

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
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const owner = factories.user(t.db, { socialMediaPlatforms: ["linkedin"], contentFrequency: "daily" });
  const clients = Array.from({ length: 40 }, (_, i) =>
    factories.client(t.db, owner.id, {
      name: `Client ${i}`,
      status: rnd() < 0.85 ? "active" : "inactive",
      lastContactDate: rnd() < 0.2 ? null : new Date(NOW - Math.floor(rnd() * 60) * DAY - Math.floor(rnd() * DAY)),
      createdAt: new Date(NOW - 200 * DAY),
    }),
  );
  for (let i = 0; i < 160; i++) {
    factories.invoice(t.db, owner.id, pick(clients).id, {
      invoiceNumber: `INV-${i}`,
      amountCents: pick([0, 5_000, 120_050, 240_000, 999_999, Math.floor(rnd() * 2_000_000)]),
      status: pick(["draft", "pending", "pending", "overdue", "paid"]),
      dueDate: addDays(TODAY, Math.floor(rnd() * 40) - 25),
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
  for (let i = 0; i < 90; i++) {
    const task = factories.task(t.db, owner.id, {
      title: `Task ${i}`,
      priority: pick(["low", "medium", "high", "urgent"]),
      category: pick(["Sales", "Admin", null]),
      dueDate: rnd() < 0.4 ? null : addDays(TODAY, Math.floor(rnd() * 30) - 10),
      businessImpact: pick([null, "$1,500 retainer", "Unlocks $2k", "Wins referrals", "$ 300.50 fee"]),
      completed: rnd() < 0.2,
      // Some are steps of a workflow: moves only while their workflow is active.
      workflowId: rnd() < 0.4 ? pick(flows).id : null,
    });
    // A task handed to a helper is not the owner's move.
    if (!task.completed && rnd() < 0.1) factories.delegation(t.db, owner.id, task.id);
  }
  for (let i = 0; i < 3; i++) {
    factories.event(t.db, owner.id, { status: "scheduled", startDate: new Date(NOW + (i + 1) * DAY) });
  }
  // Posts that need the owner: the Creator's moves rank beside the others.
  for (let i = 0; i < 6; i++) {
    factories.event(t.db, owner.id, {
      title: `Post ${i}`,
      ...pick([
        { status: "failed", startDate: new Date(NOW - DAY) },
        { status: "ready", startDate: new Date(NOW - Math.floor(rnd() * 3) * DAY) },
        { status: "scheduled", approvalStatus: "pending", startDate: new Date(NOW + Math.floor(rnd() * 5) * DAY) },
        { status: "scheduled", approvalStatus: "changes_requested", startDate: new Date(NOW - DAY) },
        { status: "draft", relatedType: "invoice", type: pick(["content_post", "email_draft"]) },
      ]),
      createdAt: new Date(NOW - i * 1000),
    });
  }
  return { t, ctx: asOwner(t.services, owner.id) };
}

async function everyPage(ctx: ReturnType<typeof business>["ctx"], limit: number, extra: Record<string, string> = {}) {
  const moves: PrioritizedTask[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { view, page } = await getPrioritizedTasks({
      ctx,
      query: { limit: String(limit), ...extra, ...(cursor ? { cursor } : {}) },
    });
    moves.push(...view.prioritizedTasks);
    if (!page.nextCursor) return { moves, view, page };
    cursor = page.nextCursor;
  }
}

describe("the SQL-ranked focus engine", () => {
  it.each([1, 2, 3, 4, 5])("ranks, counts and words every move as the reference does (seed %i)", async (seed) => {
    const { ctx } = business(seed);
    // Two derived moves marked done today stay out of both.
    const first = deriveMoves(loadFocusSnapshot(ctx)).filter((m) => m.kind !== "task");
    for (const m of first.slice(3, 5)) updateTask({ ctx, id: m.id, input: { completed: true } });

    const expected = deriveMoves(loadFocusSnapshot(ctx));
    const { moves, view, page } = await everyPage(ctx, 17);
    expect(moves).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(view.summary.total).toBe(expected.length);
    expect(view.summary.critical).toBe(expected.filter((m) => m.automatedPriority === "critical").length);
    expect(view.summary.high).toBe(expected.filter((m) => m.automatedPriority === "high").length);
    const categories = new Map<string, number>();
    for (const m of expected) categories.set(m.category, (categories.get(m.category) ?? 0) + 1);
    expect(new Map(view.summary.categories.map((c) => [c.category, c.count]))).toEqual(categories);

    // The first page (kept with the state) is the same ranking.
    const firstPage = await getPrioritizedTasks({ ctx, query: {} });
    expect(firstPage.view.prioritizedTasks).toEqual(expected.slice(0, 50));

    // Filters and search page the same ranking, narrowed.
    const sales = await everyPage(ctx, 7, { category: "Sales" });
    expect(sales.moves).toEqual(expected.filter((m) => m.category === "Sales"));
    expect(sales.page.total).toBe(sales.moves.length);
    const named = await everyPage(ctx, 5, { q: "client 1" });
    expect(named.moves.length).toBeGreaterThan(0);
    expect(named.moves.every((m) => /client 1/i.test(`${m.title} ${m.description} ${m.urgencyReason}`))).toBe(true);
  });

  it("gives the dashboard the reference's counts and alerts", async () => {
    const { ctx } = business(7);
    const snapshot = loadFocusSnapshot(ctx);
    const moves = deriveMoves(snapshot);
    const overdue = snapshot.invoices.filter(
      (i) => i.status === "overdue" || (i.status === "pending" && i.dueDate < snapshot.today),
    );
    const idle = snapshot.clients.filter((c) => isIdle(c, snapshot.now));
    const dashboard = getDashboard({ ctx });
    expect(dashboard.invoices.overdueCount).toBe(overdue.length);
    expect(dashboard.suggestions).toEqual({ overdueInvoices: overdue.length, idleClients: idle.length });
    const alertIds = moves
      .filter(
        (m) =>
          (m.kind === "invoice" && m.action?.type === "nudge_invoice" && m.urgencyReason.includes("late")) ||
          m.kind === "client",
      )
      .slice(0, 10)
      .map((m) => m.id);
    expect(dashboard.alerts.urgent.map((a) => a.id)).toEqual(alertIds);
  });

  it("recomputes after a write to any table it reads", async () => {
    const { t, ctx } = business(9);
    const before = getDashboard({ ctx });
    const client = factories.client(t.db, ctx.userId, { name: "New Quiet One", createdAt: new Date(NOW - 90 * DAY) });
    const after = getDashboard({ ctx });
    expect(after.suggestions.idleClients).toBe(before.suggestions.idleClients + 1);
    factories.invoice(t.db, ctx.userId, client.id, { status: "pending", dueDate: addDays(TODAY, -3) });
    expect(getDashboard({ ctx }).suggestions.idleClients).toBe(before.suggestions.idleClients);
    // Pausing a workflow takes its steps out; handing a task to a helper takes it out too.
    const flow = factories.workflow(t.db, ctx.userId, { title: "Launch" });
    const step = factories.task(t.db, ctx.userId, { title: "Draft the launch email", workflowId: flow.id });
    const other = factories.task(t.db, ctx.userId, { title: "Call the printer" });
    let ids = (await everyPage(ctx, 200)).moves.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([step.id, other.id]));
    t.db.update(workflows).set({ status: "paused" }).where(eq(workflows.id, flow.id)).run();
    factories.delegation(t.db, ctx.userId, other.id);
    ids = (await everyPage(ctx, 200)).moves.map((m) => m.id);
    expect(ids).not.toContain(step.id);
    expect(ids).not.toContain(other.id);
    t.db.update(users).set({ contentFrequency: "occasional" }).run();
    const moves = await everyPage(ctx, 200);
    expect(moves.moves.some((m) => m.id === "content:week")).toBe(false);
    expect(moves.moves).toEqual(deriveMoves(loadFocusSnapshot(ctx)));
  });
});

describe("the score as SQL", () => {
  const sqlite = new Database(":memory:");
  const one = (expr: string) => (sqlite.prepare(`select ${expr} as v`).get() as { v: number }).v;

  it("agrees with score.ts on any amount, due date and idle time", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
        fc.integer({ min: 0, max: 40 }),
        (cents, days, weight) => {
          const js = focusScore({ money: moneyPoints(cents / 100), time: timePoints(days), weight });
          const sql = one(
            sqlScore.total(
              sqlScore.money(`${cents} / 100.0`),
              sqlScore.time(days === null ? "null" : String(days)),
              String(weight),
            ),
          );
          expect(sql).toBe(js);
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (idle) => {
        expect(one(sqlScore.idle(String(idle)))).toBe(idlePoints(idle));
      }),
    );
  });
});
