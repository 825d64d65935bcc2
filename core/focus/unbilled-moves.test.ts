import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { invoiceUnbilledTime } from "../time-entries/invoice";
import { addTimeEntry } from "../time-entries/add";
import { updateTaskOrMove } from "./update-task";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { ownerEngine } from "./engine";
import type { FocusAt, UnbilledFacts } from "./facts";
import { invoiceMove } from "./invoice-moves";
import { focusState } from "./state";
import { unbilledMove } from "./unbilled-moves";
import { UNBILLED_DAYS } from "./value";

const AT: FocusAt = { today: "2026-11-21", offsetMs: 0, hourlyRate: 90, currency: "USD" };
const acme = (o: Partial<UnbilledFacts> = {}): UnbilledFacts => ({
  clientId: "c1",
  clientName: "Acme",
  amountCents: 135_000,
  minutes: 900,
  entries: 6,
  oldestDate: "2026-11-12",
  ...o,
});

describe("a client's unbilled work as a money move", () => {
  it("is offered once the oldest unbilled entry has waited a week, and invoices it", () => {
    expect(UNBILLED_DAYS).toBe(7);
    expect(unbilledMove(acme({ oldestDate: "2026-11-15" }), AT)).toBeNull();
    expect(unbilledMove(acme({ oldestDate: "2026-11-14" }), AT)).not.toBeNull();
    const move = unbilledMove(acme(), AT)!;
    expect(move).toMatchObject({ id: "unbilled:c1", kind: "unbilled", category: "Invoicing", fold: null });
    expect(move.task()).toMatchObject({
      title: "$1,350 of unbilled work for Acme, 9 days",
      description: "15 hours in 6 entries not invoiced yet. One invoice bills them all, a line each.",
      urgencyReason: "Unbilled since November 12 (9 days); invoicing it starts the clock on being paid",
      revenueImpact: 1350,
      action: { type: "invoice_unbilled", clientId: "c1", clientName: "Acme" },
    });
    expect(unbilledMove(acme({ amountCents: 0 }), AT)).toBeNull();
  });

  it("is worth what a due invoice never sent is: the larger sum first, the older a little less", () => {
    const unbilled = unbilledMove(acme(), AT)!;
    const never = invoiceMove(
      {
        id: "i1",
        invoiceNumber: "INV-1",
        clientId: "c1",
        amountCents: 135_000,
        currency: "USD",
        status: "pending",
        dueDate: "2026-11-21",
        createdAt: Date.parse("2026-11-20T00:00:00Z"),
        sentAt: null,
        possiblySentAt: null,
        reminders: 0,
        lastReminderAt: null,
        paymentClaimedAt: null,
      },
      undefined,
      AT,
    )!;
    expect(unbilled.value).toBeCloseTo(never.value * 0.5 ** (9 / 180), 6);
    expect(unbilledMove(acme({ amountCents: 200_000 }), AT)!.value).toBeGreaterThan(unbilled.value);
    expect(unbilledMove(acme({ oldestDate: "2026-06-01" }), AT)!.value).toBeLessThan(unbilled.value);
  });
});

describe("the engine follows the time entries", () => {
  it("ranks it, follows new time, and drops it once invoiced or marked done", () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = factories.user(t.db, { defaultHourlyRate: "90", defaultCurrency: "USD" });
    const client = factories.client(t.db, owner.id, { name: "Acme" });
    const ctx = asOwner(t.services, owner.id);
    const move = () => focusState(ctx).ranking.get(`unbilled:${client.id}`)?.task();
    addTimeEntry({ ctx, input: { clientId: client.id, duration: "10h", date: "2026-11-18" } });
    expect(move()).toBeUndefined();
    addTimeEntry({ ctx, input: { clientId: client.id, duration: "5h", date: "2026-11-12" } });
    expect(ownerEngine(ctx).lastRefresh).toBe("changes");
    expect(move()?.title).toBe("$1,350 of unbilled work for Acme, 9 days");
    expect(focusState(ctx).top[0].id).toBe(`unbilled:${client.id}`);
    // Marked done: hidden for today, like any derived move.
    updateTaskOrMove({ ctx, id: `unbilled:${client.id}`, input: { completed: true } });
    expect(focusState(ctx).top.map((m) => m.id)).not.toContain(`unbilled:${client.id}`);
    invoiceUnbilledTime({ ctx, clientId: client.id, input: {} });
    expect(ownerEngine(ctx).lastRefresh).toBe("changes");
    expect(move()).toBeUndefined();
  });
});
