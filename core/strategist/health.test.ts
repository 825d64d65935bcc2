import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  automation,
  cashCollection,
  contentConsistency,
  execution,
  HEALTH_WEIGHTS,
  overallHealth,
  pipeline,
  type CashFigures,
} from "./health";
import { adminHoursPerWeek, clientEngagement, taskCompletionRate } from "./patterns";

const cents = fc.integer({ min: 0, max: 50_000_000 });
const cash = fc
  .record({
    paidCents: cents,
    notOverdue: cents,
    overdueCents: cents,
    averageDaysToPay: fc.option(fc.double({ min: 0, max: 200, noNaN: true }), { nil: null }),
    termsDays: fc.constantFrom(0, 7, 15, 30, 45, 60),
  })
  .map(({ notOverdue, ...f }): CashFigures => ({ ...f, unpaidCents: notOverdue + f.overdueCents }));

describe("cash collection", () => {
  it("reads the share of money overdue and the days to get paid", () => {
    // $10,000 paid, $5,000 unpaid of which $3,000 overdue: 80% on time; paid in 40 days on 30-day terms.
    expect(
      cashCollection({
        paidCents: 1_000_000,
        unpaidCents: 500_000,
        overdueCents: 300_000,
        averageDaysToPay: 40,
        termsDays: 30,
      }).score,
    ).toBe(Math.round(0.6 * 80 + 0.4 * 60));
    expect(
      cashCollection({ paidCents: 0, unpaidCents: 100, overdueCents: 100, averageDaysToPay: null, termsDays: 30 })
        .score,
    ).toBe(0);
  });

  it("says so when there is nothing to judge", () => {
    const none = cashCollection({
      paidCents: 0,
      unpaidCents: 0,
      overdueCents: 0,
      averageDaysToPay: null,
      termsDays: 30,
    });
    expect(none.score).toBeNull();
    expect(none.note).toMatch(/Not enough invoices/);
  });

  it("never rises with more overdue money", () => {
    fc.assert(
      fc.property(cash, fc.integer({ min: 1, max: 10_000_000 }), (f, more) => {
        const before = cashCollection(f).score;
        // More money overdue: it is also more money unpaid.
        const after = cashCollection({
          ...f,
          overdueCents: f.overdueCents + more,
          unpaidCents: f.unpaidCents + more,
        }).score;
        expect(after).not.toBeNull();
        if (before !== null) expect(after!).toBeLessThanOrEqual(before);
      }),
      { numRuns: 2000 },
    );
  });

  it("never rises when clients take longer to pay", () => {
    fc.assert(
      fc.property(cash, fc.double({ min: 0, max: 100, noNaN: true }), (f, slower) => {
        fc.pre(f.averageDaysToPay !== null);
        const before = cashCollection(f).score;
        const after = cashCollection({ ...f, averageDaysToPay: f.averageDaysToPay! + slower }).score;
        if (before !== null) expect(after!).toBeLessThanOrEqual(before);
      }),
    );
  });

  it("stays within 0–100", () => {
    fc.assert(
      fc.property(cash, (f) => {
        const s = cashCollection(f).score;
        if (s !== null) expect(s).toBeGreaterThanOrEqual(0);
        if (s !== null) expect(s).toBeLessThanOrEqual(100);
      }),
    );
  });
});

const tasks = fc.record({
  done: fc.integer({ min: 0, max: 500 }),
  open: fc.integer({ min: 0, max: 500 }),
  overdueShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("execution", () => {
  it("is the completion rate less 3 points per overdue task, at most 30", () => {
    expect(execution({ done: 8, open: 2, overdue: 1 }).score).toBe(77);
    expect(execution({ done: 8, open: 12, overdue: 12 }).score).toBe(10);
    expect(execution({ done: 0, open: 0, overdue: 0 }).score).toBeNull();
  });

  it("never falls when a task is completed", () => {
    fc.assert(
      fc.property(tasks, fc.boolean(), ({ done, open, overdueShare }, wasOverdue) => {
        fc.pre(open > 0);
        const overdue = Math.floor(open * overdueShare);
        fc.pre(!wasOverdue || overdue > 0);
        const before = execution({ done, open, overdue }).score!;
        const after = execution({ done: done + 1, open: open - 1, overdue: wasOverdue ? overdue - 1 : overdue }).score!;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("pipeline, content and automation", () => {
  it("weighs engaged clients and new ones", () => {
    expect(pipeline({ activeClients: 10, quietClients: 3, newClients: 1 }).score).toBe(Math.round(70 * 0.7 + 15));
    expect(pipeline({ activeClients: 0, quietClients: 0, newClients: 0 }).score).toBeNull();
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(10), (active, quiet, fresh) => {
        fc.pre(active > 0 && quiet < active);
        const before = pipeline({ activeClients: active, quietClients: quiet, newClients: fresh }).score!;
        expect(
          pipeline({ activeClients: active, quietClients: quiet + 1, newClients: fresh }).score!,
        ).toBeLessThanOrEqual(before);
      }),
    );
  });

  it("compares posts with the owner's plan over four weeks", () => {
    expect(contentConsistency({ platforms: 2, plannedPerWeek: 3, posts: 6 }).score).toBe(50);
    expect(contentConsistency({ platforms: 2, plannedPerWeek: 3, posts: 40 }).score).toBe(100);
    expect(contentConsistency({ platforms: 0, plannedPerWeek: 3, posts: 6 }).note).toMatch(/No social platform/);
    expect(contentConsistency({ platforms: 1, plannedPerWeek: 0, posts: 6 }).score).toBeNull();
  });

  it("counts reminders, active workflows and recent workflow steps", () => {
    expect(automation({ remindersOn: true, activeWorkflows: 2, stepsDoneRecently: 1 }).score).toBe(100);
    expect(automation({ remindersOn: false, activeWorkflows: 0, stepsDoneRecently: 0 }).score).toBe(0);
    expect(automation({ remindersOn: true, activeWorkflows: 0, stepsDoneRecently: 0 }).score).toBe(40);
  });
});

describe("the overall score", () => {
  it("is the weighted mean of the categories that have a score", () => {
    expect(
      overallHealth([
        { score: 80, weight: HEALTH_WEIGHTS.cashCollection },
        { score: null, weight: HEALTH_WEIGHTS.pipeline },
        { score: 40, weight: HEALTH_WEIGHTS.automation },
      ]),
    ).toBe(Math.round((80 * 30 + 40 * 15) / 45));
    expect(overallHealth([{ score: null, weight: 30 }])).toBe(0);
  });

  it("lies between the lowest and highest category", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.integer({ min: 0, max: 100 }), weight: fc.integer({ min: 1, max: 40 }) }), {
          minLength: 1,
        }),
        (cats) => {
          const overall = overallHealth(cats);
          expect(overall).toBeGreaterThanOrEqual(Math.min(...cats.map((c) => c.score)));
          expect(overall).toBeLessThanOrEqual(Math.max(...cats.map((c) => c.score)));
        },
      ),
    );
  });
});

describe("usage patterns", () => {
  it("task completion rate is completed ÷ total, rounded", () => {
    expect(taskCompletionRate(2, 3)).toBe(67);
    expect(taskCompletionRate(0, 0)).toBeNull();
  });

  it("client engagement is out of 10 from recency and frequency", () => {
    expect(clientEngagement([{ daysSinceContact: 0, touches: 4 }])).toBe(10);
    expect(clientEngagement([{ daysSinceContact: 60, touches: 0 }])).toBe(0);
    expect(clientEngagement([{ daysSinceContact: 30, touches: 2 }])).toBe(5);
    expect(clientEngagement([])).toBeNull();
  });

  it("admin hours per week come from 4 weeks of completed admin tasks", () => {
    expect(adminHoursPerWeek(480, 10)).toBe(2);
    expect(adminHoursPerWeek(100, 3)).toBe(0.5);
    expect(adminHoursPerWeek(0, 0)).toBeNull();
  });
});
