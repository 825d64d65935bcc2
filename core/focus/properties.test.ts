// The properties issue 13 asks of the focus engine's judgement, on arbitrary businesses (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AT, ago, date, DAY, NOW } from "../../test/focus-business";
import { rankBusiness, type Business } from "./business";
import { daysQuiet } from "./client-moves";
import { foldKeyOf } from "./fold";
import type { ClientFacts, InvoiceFacts, TaskFacts } from "./facts";
import { invoiceMove } from "./invoice-moves";
import type { FocusRanking } from "./ranking";
import { byValue } from "./value";

const CLIENT_IDS = ["c1", "c2", "c3", "c4"];

const arbClient = (id: string) =>
  fc.record<ClientFacts>({
    id: fc.constant(id),
    name: fc.constantFrom("Acme", "Globex", "Initech", "Umbrella"),
    email: fc.option(fc.constant(`${id}@x.test`), { nil: null }),
    status: fc.constantFrom("active", "active", "inactive"),
    createdAt: fc.integer({ min: NOW - 500 * DAY, max: NOW }),
    lastEmailAt: fc.option(fc.integer({ min: NOW - 200 * DAY, max: NOW }), { nil: null }),
    lastPaymentDate: fc.option(fc.integer({ min: -200, max: 0 }).map(date), { nil: null }),
    lastInvoiceSentAt: fc.option(fc.integer({ min: NOW - 200 * DAY, max: NOW }), { nil: null }),
    lastMessageAt: fc.option(fc.integer({ min: NOW - 200 * DAY, max: NOW }), { nil: null }),
    openInvoices: fc.integer({ min: 0, max: 2 }),
    averageInvoiceCents: fc.option(fc.integer({ min: 100, max: 5_000_000 }), { nil: null }),
    paidDaysLate: fc.array(fc.integer({ min: -20, max: 120 }), { maxLength: 8 }),
  });

const arbInvoice = fc.record<InvoiceFacts>({
  id: fc.uuid(),
  invoiceNumber: fc.string({ minLength: 1, maxLength: 6 }),
  clientId: fc.constantFrom(...CLIENT_IDS),
  amountCents: fc.integer({ min: 1, max: 5_000_000 }),
  currency: fc.constantFrom("USD", "USD", "EUR"),
  status: fc.constantFrom("draft", "pending", "pending", "overdue", "paid", "void"),
  dueDate: fc.integer({ min: -400, max: 40 }).map(date),
  createdAt: fc.integer({ min: NOW - 450 * DAY, max: NOW }),
  sentAt: fc.option(fc.integer({ min: NOW - 450 * DAY, max: NOW }), { nil: null, freq: 4 }),
  possiblySentAt: fc.option(fc.integer({ min: NOW - 450 * DAY, max: NOW }), { nil: null, freq: 2 }),
  reminders: fc.integer({ min: 0, max: 4 }),
  lastReminderAt: fc.option(fc.integer({ min: NOW - 30 * DAY, max: NOW }), { nil: null }),
  paymentClaimedAt: fc.option(fc.integer({ min: NOW - 30 * DAY, max: NOW }), { nil: null, freq: 6 }),
});

const arbTask = fc.record<TaskFacts>({
  id: fc.uuid(),
  title: fc.string({ minLength: 1, maxLength: 12 }),
  description: fc.constant(null),
  priority: fc.constantFrom("low", "medium", "high"),
  category: fc.constantFrom("Sales", "Admin", null),
  estimatedTime: fc.integer({ min: 1, max: 120 }),
  dueDate: fc.option(fc.integer({ min: -30, max: 30 }).map(date), { nil: null }),
  businessImpact: fc.option(fc.constantFrom("$500 upsell", "$12k project", "retention"), { nil: null }),
  workflowId: fc.option(fc.constantFrom("w1", "w2"), { nil: null }),
});

const arbBusiness: fc.Arbitrary<Business> = fc
  .record({
    clients: fc.tuple(...CLIENT_IDS.map(arbClient)),
    invoices: fc.array(arbInvoice, { maxLength: 25 }),
    tasks: fc.array(arbTask, { maxLength: 8 }),
    dismissedPick: fc.array(fc.nat(), { maxLength: 3 }),
  })
  .map(({ clients, invoices, tasks, dismissedPick }) => {
    const ids = [...invoices.map((i) => `invoice:${i.id}`), ...clients.map((c) => `client:${c.id}`)];
    return {
      clients,
      invoices,
      tasks,
      workflows: [],
      content: null,
      dismissed: new Set(ids.length ? dismissedPick.map((n) => ids[n % ids.length]) : []),
    };
  });

const ids = (r: FocusRanking) => r.visible.items.map((m) => `${m.id}@${m.value}`);

describe("the focus engine's properties", () => {
  it("at equal urgency, more money never ranks lower", () => {
    fc.assert(
      fc.property(arbBusiness, arbInvoice, fc.integer({ min: 1, max: 5_000_000 }), (b, base, extra) => {
        const open = { ...base, status: "pending" };
        const smaller = { ...open, id: "smaller" };
        const larger = { ...open, id: "larger", amountCents: open.amountCents + extra };
        const client = b.clients.find((c) => c.id === open.clientId);
        const small = invoiceMove(smaller, client, AT);
        const large = invoiceMove(larger, client, AT);
        expect(large?.value ?? 0).toBeGreaterThanOrEqual(small?.value ?? 0);
        const r = rankBusiness({ ...b, invoices: [...b.invoices, smaller, larger], dismissed: new Set() }, AT);
        const order = r.all.items.map((m) => m.id);
        if (small && large && large.value > small.value) {
          expect(order.indexOf("invoice:larger")).toBeLessThan(order.indexOf("invoice:smaller"));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a payment never makes a client look quieter", () => {
    fc.assert(
      fc.property(arbClient("c1"), fc.integer({ min: -400, max: 0 }), (client, paidOn) => {
        const paid = date(paidOn);
        const after = {
          ...client,
          lastPaymentDate: client.lastPaymentDate && client.lastPaymentDate > paid ? client.lastPaymentDate : paid,
        };
        expect(daysQuiet(after, AT)).toBeLessThanOrEqual(daysQuiet(client, AT));
        // Paid today or yesterday: not quiet at all.
        if (paidOn >= -1) expect(rankBusiness({ ...emptyBusiness(), clients: [after] }, AT).idleClients).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it("a paid or void invoice never appears", () => {
    fc.assert(
      fc.property(arbBusiness, (b) => {
        const r = rankBusiness(b, AT);
        const closed = b.invoices.filter((i) => i.status === "paid" || i.status === "void");
        for (const i of closed) expect(r.get(`invoice:${i.id}`)).toBeUndefined();
        const everyInvoiceId = r.visible.items.flatMap((m) => {
          const action = m.task().action;
          return action?.type === "remind_invoices" ? action.invoiceIds : [m.id.replace(/^invoice:/, "")];
        });
        for (const i of closed) expect(everyInvoiceId).not.toContain(i.id);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same order for the same business, whatever order it was read in", () => {
    fc.assert(
      fc.property(arbBusiness, fc.integer(), (b, seed) => {
        const shuffle = <T>(xs: T[]) =>
          xs
            .map((x, i) => ({ x, k: Math.sin(seed + i) }))
            .sort((p, q) => p.k - q.k)
            .map((p) => p.x);
        const a = rankBusiness(b, AT);
        const c = rankBusiness({ ...b, invoices: shuffle(b.invoices), tasks: shuffle(b.tasks) }, AT);
        expect(ids(c)).toEqual(ids(a));
        expect(c.all.items.map((m) => m.id)).toEqual(a.all.items.map((m) => m.id));
        expect(c.visible.items.map((m) => m.task())).toEqual(a.visible.items.map((m) => m.task()));
        for (let i = 1; i < a.visible.items.length; i++) {
          expect(byValue(a.visible.items[i - 1], a.visible.items[i])).toBeLessThan(0);
          expect(a.visible.items[i - 1].score).toBeGreaterThanOrEqual(a.visible.items[i].score);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the top list never hides a move that the alerts count", () => {
    fc.assert(
      fc.property(arbBusiness, fc.integer({ min: 1, max: 10 }), (b, shown) => {
        const r = rankBusiness(b, AT);
        const top = r.visible.items.slice(0, shown);
        const lowestShown = top.length ? top[top.length - 1].value : Infinity;
        const alerts = r.all.items.filter((m) => m.alert);
        for (const alert of alerts) {
          // The alert's move, or the fold it is in: shown, unless everything shown is worth at least as much.
          const key = foldKeyOf(alert);
          if (key && r.isDismissed(`fold:${key}`)) continue;
          const cover = (key && r.shownFold(key)) || alert;
          expect(cover.value).toBeGreaterThanOrEqual(alert.value);
          if (!top.includes(cover)) expect(lowestShown).toBeGreaterThanOrEqual(alert.value);
        }
        // Every alert counted is one the dashboard can list (those marked done today after the others).
        expect(r.alerts).toBe(alerts.length + r.dismissedMoves().filter((m) => m.alert).length);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps a reminder's rest and a client's habit from ever raising a move above the same without them", () => {
    fc.assert(
      fc.property(arbInvoice, arbClient("c1"), (inv, c) => {
        const open = { ...inv, status: "pending", sentAt: ago(60), paymentClaimedAt: null, clientId: "c1" };
        const plain = invoiceMove({ ...open, lastReminderAt: null, reminders: 0 }, c, AT);
        const rested = invoiceMove(open, c, AT);
        if (plain && rested) expect(rested.value).toBeLessThanOrEqual(plain.value);
      }),
      { numRuns: 300 },
    );
  });
});

function emptyBusiness(): Business {
  return { clients: [], invoices: [], tasks: [], workflows: [], content: null };
}
