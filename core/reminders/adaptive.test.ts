import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adaptSchedule, MIN_HISTORY, type PaymentHistory } from "./adaptive";
import { DEFAULT_SCHEDULE, MAX_STEPS, STEP_MAX, STEP_MIN } from "./schedule";
import type { ReminderScheduleJson } from "./types";

const history = (h: Partial<PaymentHistory>): PaymentHistory => ({
  paidInvoices: 4,
  averageDaysLate: 0,
  maxDaysLate: 0,
  averageReminders: 0,
  ...h,
});

describe("the adaptive cadence", () => {
  it("moves a late payer's reminders earlier and says why from the figures", () => {
    const a = adaptSchedule(
      DEFAULT_SCHEDULE,
      history({ averageDaysLate: 9, maxDaysLate: 15, averageReminders: 0.5 }),
      "Acme",
    );
    expect(a.shift).toBe("earlier");
    expect(a.schedule).toEqual({ steps: [-2, 0, 4], repeatEvery: 7 });
    expect(a.reason).toBe(
      "Acme paid its last 4 invoices 9 days late on average: first reminder moved to 2 days before due, then every 7 days until paid.",
    );
  });

  it("counts reminders needed as lateness too", () => {
    const a = adaptSchedule(
      DEFAULT_SCHEDULE,
      history({ averageDaysLate: 1, maxDaysLate: 2, averageReminders: 2.5 }),
      "Initech",
    );
    expect(a.shift).toBe("earlier");
    expect(a.schedule.steps[0]).toBe(0);
    expect(a.reason).toContain("1 day late on average, after 2.5 reminders each");
  });

  it("is gentler with a client who always pays on time", () => {
    const a = adaptSchedule({ steps: [-3, 0, 3, 7], repeatEvery: null }, history({ paidInvoices: 5 }), "Globex");
    expect(a.shift).toBe("gentler");
    expect(a.schedule).toEqual({ steps: [5, 9], repeatEvery: null });
    expect(a.reason).toBe(
      "Globex paid its last 5 invoices on time: no reminder before it is due; first reminder moved to 5 days after due.",
    );
  });

  it("leaves the schedule alone in between, and says so", () => {
    const a = adaptSchedule(DEFAULT_SCHEDULE, history({ averageDaysLate: 1.4, maxDaysLate: 3 }), "Umbrella");
    expect(a).toEqual({
      schedule: DEFAULT_SCHEDULE,
      shift: "none",
      reason: "Umbrella paid its last 4 invoices 1 day late on average: the set schedule stands.",
    });
  });

  it("does not shift on a thin history, and says so", () => {
    expect(adaptSchedule(DEFAULT_SCHEDULE, null, "Acme")).toEqual({
      schedule: DEFAULT_SCHEDULE,
      shift: "none",
      reason: "Acme has no paid invoices on record (the cadence adapts from 3): the set schedule stands.",
    });
    expect(adaptSchedule(DEFAULT_SCHEDULE, history({ paidInvoices: 1, averageDaysLate: 40 }), "Acme").reason).toBe(
      "Acme has 1 paid invoice on record (the cadence adapts from 3): the set schedule stands.",
    );
  });
});

const schedules = fc
  .uniqueArray(fc.integer({ min: STEP_MIN, max: STEP_MAX }), { minLength: 1, maxLength: MAX_STEPS })
  .chain((steps) =>
    fc.record({
      steps: fc.constant([...steps].sort((a, b) => a - b)),
      repeatEvery: fc.option(fc.integer({ min: 3, max: 60 }), { nil: null }),
    }),
  ) as fc.Arbitrary<ReminderScheduleJson>;
const histories = fc
  .record({
    paidInvoices: fc.integer({ min: 0, max: 6 }),
    averageDaysLate: fc.double({ min: 0, max: 90, noNaN: true }),
    extra: fc.double({ min: 0, max: 30, noNaN: true }),
    averageReminders: fc.double({ min: 0, max: 6, noNaN: true }),
  })
  .map(({ extra, ...h }) => ({ ...h, maxDaysLate: Math.ceil(h.averageDaysLate + extra) }));

describe("the adaptive cadence's properties", () => {
  it("never shifts a history thinner than 3 paid invoices", () => {
    fc.assert(
      fc.property(schedules, histories, (s, h) => {
        fc.pre(h.paidInvoices < MIN_HISTORY);
        const a = adaptSchedule(s, h, "C");
        return a.shift === "none" && a.schedule === s && a.reason.includes("the set schedule stands");
      }),
    );
  });

  it("moves earlier for late payers, later for punctual ones, and keeps steps sorted, distinct and in range", () => {
    fc.assert(
      fc.property(schedules, histories, (s, h) => {
        const a = adaptSchedule(s, h, "C");
        const steps = a.schedule.steps;
        expect([...steps].sort((x, y) => x - y)).toEqual(steps);
        expect(new Set(steps).size).toBe(steps.length);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps[0]).toBeGreaterThanOrEqual(STEP_MIN);
        if (a.shift === "earlier") {
          if (s.steps[0] > STEP_MIN) expect(steps[0]).toBeLessThan(s.steps[0]);
          else expect(steps[0]).toBe(STEP_MIN);
          expect(a.schedule.repeatEvery).not.toBeNull();
          expect(a.reason).toContain(`last ${h.paidInvoices} invoice`);
        }
        if (a.shift === "gentler") {
          expect(steps[0]).toBeGreaterThan(0);
          expect(steps[0]).toBeGreaterThanOrEqual(Math.min(...s.steps.filter((x) => x > 0), 1));
          expect(h.maxDaysLate).toBe(0);
        }
        if (a.shift === "none") expect(a.schedule).toBe(s);
      }),
    );
  });
});
