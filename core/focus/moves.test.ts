import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveMoves } from "./moves";
import { dollars, focusScore, impactDollars, moneyPoints, timePoints } from "./score";
import type { FocusSnapshot, SnapshotClient, SnapshotInvoice, SnapshotTask } from "./snapshot";

const TODAY = "2026-11-21";
const NOW = Date.parse("2026-11-21T09:00:00Z");
const DAY = 86_400_000;
const date = (offsetDays: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offsetDays * DAY).toISOString().slice(0, 10);

function snapshot(over: Partial<FocusSnapshot> = {}): FocusSnapshot {
  return {
    today: TODAY,
    now: NOW,
    contentFrequency: "occasional",
    postsToSocial: true,
    invoices: [],
    clients: [],
    tasks: [],
    workflows: [],
    postsNextWeek: 0,
    dismissed: new Set(),
    timeZone: "UTC",
    posts: [],
    ...over,
  };
}

const invoice = (o: Partial<SnapshotInvoice> = {}): SnapshotInvoice => ({
  id: "inv-1",
  invoiceNumber: "INV-1",
  clientId: "c1",
  clientName: "Acme",
  clientEmail: "ap@acme.test",
  amountCents: 240_000,
  currency: "USD",
  status: "pending",
  dueDate: date(-9),
  createdAt: NOW - 40 * DAY,
  ...o,
});

const task = (o: Partial<SnapshotTask> = {}): SnapshotTask => ({
  id: "t1",
  title: "Prepare proposal",
  description: null,
  priority: "medium",
  category: "Sales",
  estimatedTime: 30,
  dueDate: null,
  businessImpact: null,
  completed: false,
  ...o,
});

const client = (o: Partial<SnapshotClient> = {}): SnapshotClient => ({
  id: "c9",
  name: "Jane Doe",
  email: "jane@doe.test",
  status: "active",
  lastTouch: NOW - 34 * DAY,
  createdAt: NOW - 200 * DAY,
  averageInvoiceCents: 120_000,
  hasOpenInvoice: false,
  ...o,
});

const overdueScore = (cents: number, daysLate: number) =>
  deriveMoves(snapshot({ invoices: [invoice({ amountCents: cents, dueDate: date(-daysLate) })] }))[0].priorityScore;

describe("the focus score", () => {
  it("explains an overdue invoice in its own words", () => {
    const [m] = deriveMoves(snapshot({ invoices: [invoice()] }));
    expect(m).toMatchObject({
      id: "invoice:inv-1",
      title: "Chase $2,400 from Acme",
      urgencyReason: "$2,400 from Acme, 9 days late",
      revenueImpact: 2400,
      category: "Invoicing",
      automatedPriority: "critical",
      action: { type: "nudge_invoice", invoiceId: "inv-1" },
    });
    // money 10·log10(2401) = 33.8, time 25 + 2·9 = 43, weight 15 → 92
    expect(m.priorityScore).toBe(92);
  });

  it("never lowers a score for more money", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 1, max: 400 }),
        (a, extra, late) => {
          expect(overdueScore(a + extra, late)).toBeGreaterThanOrEqual(overdueScore(a, late));
        },
      ),
    );
  });

  it("never lowers a score for more days late", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (cents, late, more) => {
          expect(overdueScore(cents, late + more)).toBeGreaterThanOrEqual(overdueScore(cents, late));
        },
      ),
    );
  });

  it("keeps each part monotonic and the total within 0–100", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          expect(moneyPoints(a + b)).toBeGreaterThanOrEqual(moneyPoints(a));
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (d) => {
        expect(timePoints(d - 1)).toBeGreaterThanOrEqual(timePoints(d));
        const s = focusScore({ money: moneyPoints(1e12), time: timePoints(d), weight: 15 });
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("reads dollar amounts in a task's business impact", () => {
    expect(impactDollars("Unlocks a $1,500 retainer")).toBe(1500);
    expect(impactDollars("worth $2.5k a month")).toBe(2500);
    expect(impactDollars("brand awareness")).toBeNull();
    expect(dollars(240_050)).toBe("$2,400.50");
  });
});

const arbInvoice = fc.record({
  id: fc.uuid(),
  invoiceNumber: fc.string({ minLength: 1, maxLength: 8 }),
  clientId: fc.constantFrom("c1", "c2"),
  clientName: fc.constantFrom("Acme", "Globex"),
  clientEmail: fc.option(fc.constant("x@y.test"), { nil: null }),
  amountCents: fc.integer({ min: 1, max: 1e9 }),
  currency: fc.constant("USD"),
  status: fc.constantFrom("draft", "pending", "overdue", "paid"),
  dueDate: fc.integer({ min: -60, max: 60 }).map(date),
  createdAt: fc.integer({ min: NOW - 90 * DAY, max: NOW }),
});
const arbTask = fc.record({
  id: fc.uuid(),
  title: fc.string({ minLength: 1, maxLength: 20 }),
  description: fc.constant(null),
  priority: fc.constantFrom("low", "medium", "high"),
  category: fc.constant("Sales"),
  estimatedTime: fc.integer({ min: 1, max: 120 }),
  dueDate: fc.option(fc.integer({ min: -30, max: 30 }).map(date), { nil: null }),
  businessImpact: fc.option(fc.constantFrom("$500 upsell", "retention"), { nil: null }),
  completed: fc.boolean(),
});
const arbClient = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 10 }),
  email: fc.option(fc.constant("c@d.test"), { nil: null }),
  status: fc.constantFrom("active", "inactive"),
  lastTouch: fc.integer({ min: NOW - 120 * DAY, max: NOW }),
  createdAt: fc.constant(NOW - 200 * DAY),
  averageInvoiceCents: fc.option(fc.integer({ min: 100, max: 1e8 }), { nil: null }),
  hasOpenInvoice: fc.boolean(),
});
const arbSnapshot = fc
  .record({
    invoices: fc.array(arbInvoice, { maxLength: 15 }),
    tasks: fc.array(arbTask, { maxLength: 15 }),
    clients: fc.array(arbClient, { maxLength: 8 }),
    postsNextWeek: fc.integer({ min: 0, max: 10 }),
    contentFrequency: fc.constantFrom("daily", "weekly", "occasional"),
  })
  .map((r) => snapshot(r));

describe("the moves", () => {
  it("never include completed tasks or paid invoices", () => {
    fc.assert(
      fc.property(arbSnapshot, (s) => {
        const ids = new Set(deriveMoves(s).map((m) => m.id));
        for (const t of s.tasks) if (t.completed) expect(ids.has(t.id)).toBe(false);
        for (const i of s.invoices) if (i.status === "paid") expect(ids.has(`invoice:${i.id}`)).toBe(false);
      }),
    );
  });

  it("come in the same order for the same data, whatever order it was read in", () => {
    fc.assert(
      fc.property(arbSnapshot, fc.integer(), (s, seed) => {
        const shuffle = <T>(xs: T[]) =>
          xs
            .map((x, i) => ({ x, k: Math.sin(seed + i) }))
            .sort((a, b) => a.k - b.k)
            .map((p) => p.x);
        const a = deriveMoves(s).map((m) => m.id);
        const b = deriveMoves({
          ...s,
          invoices: shuffle(s.invoices),
          tasks: shuffle(s.tasks),
          clients: shuffle(s.clients),
        }).map((m) => m.id);
        expect(b).toEqual(a);
      }),
    );
  });

  it("are sorted best first with scores between 0 and 100", () => {
    fc.assert(
      fc.property(arbSnapshot, (s) => {
        const moves = deriveMoves(s);
        for (let i = 1; i < moves.length; i++)
          expect(moves[i - 1].priorityScore).toBeGreaterThanOrEqual(moves[i].priorityScore);
        for (const m of moves) expect(m.priorityScore).toBeGreaterThanOrEqual(0);
        for (const m of moves) expect(m.priorityScore).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("leave out a move dismissed today", () => {
    const moves = deriveMoves(snapshot({ invoices: [invoice()], dismissed: new Set(["invoice:inv-1"]) }));
    expect(moves).toEqual([]);
  });

  it("flag an idle client with what they are worth, but not one with an open invoice", () => {
    const [m] = deriveMoves(snapshot({ clients: [client()] }));
    expect(m).toMatchObject({
      id: "client:c9",
      title: "Follow up with Jane Doe",
      urgencyReason: "No contact with Jane Doe for 34 days; typical invoice $1,200",
      revenueImpact: 1200,
      action: { type: "nudge_client", clientId: "c9" },
    });
    expect(deriveMoves(snapshot({ clients: [client({ hasOpenInvoice: true })] }))).toEqual([]);
    expect(deriveMoves(snapshot({ clients: [client({ lastTouch: NOW - 5 * DAY })] }))).toEqual([]);
  });

  it("notice a content plan behind the owner's posting frequency", () => {
    const [m] = deriveMoves(snapshot({ contentFrequency: "daily", postsNextWeek: 3 }));
    expect(m).toMatchObject({ id: "content:week", title: "Schedule 4 more posts for this week" });
    expect(m.urgencyReason).toBe("3 of 7 posts scheduled for the next 7 days (your plan: daily)");
    expect(deriveMoves(snapshot({ contentFrequency: "weekly", postsNextWeek: 1 }))).toEqual([]);
    expect(deriveMoves(snapshot({ contentFrequency: "daily", postsNextWeek: 0, postsToSocial: false }))).toEqual([]);
  });

  it("rank an overdue invoice above a soon-due one and a task with a due date above one without", () => {
    const moves = deriveMoves(
      snapshot({
        invoices: [invoice({ id: "late", dueDate: date(-2) }), invoice({ id: "soon", dueDate: date(3) })],
        tasks: [task({ id: "dated", dueDate: date(0) }), task({ id: "undated" })],
      }),
    );
    expect(moves.map((m) => m.id)).toEqual(["invoice:late", "invoice:soon", "dated", "undated"]);
    expect(moves[1].urgencyReason).toBe("$2,400 from Acme due in 3 days");
    expect(moves[2].urgencyReason).toBe("Due today");
  });
});
