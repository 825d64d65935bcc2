// The batched late-fee charge (decision 272) writes what charging each fee alone by rewriting its
// invoice's lines would: the stored lines, their amounts and the total by the line-items rule.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { invoiceEvents, invoiceLateFees, invoices, users } from "../db/schema";
import { runReminderJob } from "../reminders/run";
import { computeTotals } from "../invoices/line-totals";
import { discountOf, readLines } from "../invoices/lines";
import { makeTestApp } from "../../test/app";
import { markSent, ownerWithClient } from "../../test/owner";

const LINES = [
  { description: "Design", quantity: "3", unitPrice: "333.33", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Hosting", quantity: "1.5", unitPrice: "19.99" },
];

async function backlog() {
  const t = makeTestApp({ now: "2026-11-01T10:00:00Z" });
  const owner = await ownerWithClient(t);
  const make = async (body: Record<string, unknown>) => {
    const res = await t.call("POST", "/api/invoices", {
      cookie: owner.cookie,
      body: { clientId: owner.client.id, dueDate: "2026-11-10", ...body },
    });
    expect(res.status, res.text).toBe(201);
    markSent(t, res.json.id, "2026-11-01T09:00:00Z");
    return res.json.id as string;
  };
  const itemized = await make({ lines: LINES, discount: { type: "percent", value: "10" } });
  const simple = await make({ amount: "1000" });
  const legacy = await make({ amount: "640" });
  // Made before lines existed: no stored line, it reads as one line of its amount.
  t.db.$client.prepare("delete from invoice_lines where invoice_id = ?").run(legacy);
  const gapped = await make({ lines: LINES });
  // Positions with a gap (as nothing writes today, but nothing forbids): the fee still goes last.
  t.db.$client.prepare("update invoice_lines set position = position * 5 where invoice_id = ?").run(gapped);
  t.db
    .update(users)
    .set({
      reminderSchedule: { steps: [1], repeatEvery: null },
      adaptiveReminders: false,
      lateFee: { kind: "percent", value: 1500, afterDays: 1, repeatEvery: 7 },
    })
    .where(eq(users.id, owner.user.id))
    .run();
  t.clock.set(new Date("2026-11-12T10:00:00Z"));
  return { t, ids: { itemized, simple, legacy, gapped } };
}

describe("charging late fees in one batch", () => {
  it("adds each fee as the last line and keeps every total by the line-items rule", async () => {
    const { t, ids } = await backlog();
    const before = new Map(
      Object.values(ids).map((id) => [id, t.db.select().from(invoices).where(eq(invoices.id, id)).get()!]),
    );
    const run = runReminderJob(t.services);
    expect(run.reminders.filter((r) => r.lateFee)).toHaveLength(4);
    for (const [name, id] of Object.entries(ids)) {
      const invoice = t.db.select().from(invoices).where(eq(invoices.id, id)).get()!;
      const lines = readLines(t.db, invoice);
      const old = before.get(id)!;
      const fee = lines.at(-1)!;
      // 1.5 % of the balance before the fee, rounded to the cent.
      expect(fee, name).toMatchObject({ description: "Late fee (1 day past due)", quantityMilli: 1000, taxes: [] });
      expect(fee.unitPriceCents, name).toBe(Math.round(old.amountCents * 0.015));
      expect(
        lines.slice(0, -1).map((l) => l.description),
        name,
      ).toEqual(
        name === "simple" || name === "legacy" ? [old.description || "Professional services"] : ["Design", "Hosting"],
      );
      const totals = computeTotals(lines, discountOf(invoice));
      expect(invoice.amountCents, name).toBe(totals.totalCents);
      const stored = t.db.$client
        .prepare("select amount_cents as a from invoice_lines where invoice_id = ? order by position")
        .pluck()
        .all(id);
      expect(stored, name).toEqual(totals.lines.map((l) => l.amountCents));
      const events = t.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id)).all();
      expect(
        events.filter((e) => e.type === "late_fee_added").map((e) => e.detail),
        name,
      ).toEqual([
        {
          feeId: fee.lateFeeId,
          period: 1,
          amount: (fee.unitPriceCents / 100).toFixed(2),
          balance: (invoice.amountCents / 100).toFixed(2),
        },
      ]);
    }
  });

  it("charges each period once, however many runs and servers", async () => {
    const { t } = await backlog();
    const second = { ...t.services, db: openDatabase(t.db.$client.name, { migrate: false }) };
    const runs = [runReminderJob(second), runReminderJob(t.services), runReminderJob(second)];
    expect(runs.map((r) => r.reminders.filter((o) => o.lateFee).length)).toEqual([4, 0, 0]);
    expect(t.db.select().from(invoiceLateFees).all()).toHaveLength(4);
    const feeLines = t.db.$client
      .prepare("select count(*) from invoice_lines where late_fee_id is not null")
      .pluck()
      .get() as number;
    expect(feeLines).toBe(4);
  });
});
