import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { AppError } from "../errors";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { addTimeEntry } from "./add";
import { deleteTimeEntry } from "./delete";
import { voidInvoice } from "../invoices";
import { invoiceUnbilledTime } from "./invoice";
import { getTimer, listTimeEntries } from "./list";
import { startTimer } from "./start";
import { stopTimer } from "./stop";
import { clientUnbilledWork, unbilledSummary } from "./unbilled";

const NOW = "2026-11-21T09:00:00.000Z";

function owner(o: Parameters<typeof factories.user>[1] = { defaultHourlyRate: "90", defaultCurrency: "USD" }) {
  const t = makeTestApp({ now: NOW });
  const user = factories.user(t.db, o);
  const acme = factories.client(t.db, user.id, { name: "Acme Ltd" });
  return { t, user, acme, ctx: asOwner(t.services, user.id) };
}

/** The AppError a call throws: its code, message and fields. */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error("expected a refusal");
}

const rows = (t: ReturnType<typeof makeTestApp>, sql: string, ...params: unknown[]) =>
  t.db.$client.prepare(sql).all(...params) as Record<string, unknown>[];

describe("the timer", () => {
  it("runs for a client at the owner's hourly rate, and stops into whole minutes and an amount", () => {
    const { t, acme, ctx } = owner();
    const { started, stopped } = startTimer({ ctx, input: { clientId: acme.id, description: "Design review" } });
    expect(stopped).toBeNull();
    expect(started).toMatchObject({
      clientName: "Acme Ltd",
      running: true,
      minutes: null,
      amount: null,
      rate: "90.00",
    });
    expect(getTimer({ ctx }).running?.id).toBe(started.id);
    t.clock.set("2026-11-21T10:30:10.000Z");
    const done = stopTimer({ ctx }).stopped;
    expect(done).toMatchObject({ running: false, minutes: 90, hours: "1.5", amount: "135.00", workDate: "2026-11-21" });
    expect(getTimer({ ctx }).running).toBeNull();
    expect(refusal(() => stopTimer({ ctx }))).toMatchObject({ code: "CONFLICT", message: "No timer is running" });
  });

  it("keeps the running timer when the same one is started again (no one-minute stub)", () => {
    const { t, acme, ctx } = owner();
    const first = startTimer({ ctx, input: { clientId: acme.id, description: "Call" } }).started;
    t.clock.set("2026-11-21T09:00:00.010Z");
    const again = startTimer({ ctx, input: { clientId: acme.id, description: "Call" } });
    expect(again.started.id).toBe(first.id);
    expect(again.stopped).toBeNull();
    expect(rows(t, "select id from time_entries")).toHaveLength(1);
    // Another description is another timer: the running one stops first.
    const other = startTimer({ ctx, input: { clientId: acme.id, description: "Design" } });
    expect(other.stopped?.id).toBe(first.id);
    expect(rows(t, "select id from time_entries")).toHaveLength(2);
  });

  it("is one per owner: starting another stops the running one at that instant", () => {
    const { t, user, acme, ctx } = owner();
    const globex = factories.client(t.db, user.id, { name: "Globex" });
    const first = startTimer({ ctx, input: { clientId: acme.id } }).started;
    t.clock.set("2026-11-21T09:45:00.000Z");
    const second = startTimer({ ctx, input: { clientId: globex.id, hourlyRate: "120" } });
    expect(second.stopped).toMatchObject({ id: first.id, minutes: 45, amount: "67.50" });
    expect(second.started).toMatchObject({ clientName: "Globex", running: true, rate: "120.00" });
    expect(rows(t, "select id from time_entries where user_id = ? and ended_at is null", user.id)).toHaveLength(1);
    // The database holds the rule for any writer.
    expect(() =>
      t.db.$client
        .prepare(
          `insert into time_entries (id, user_id, client_id, started_at, work_date, rate_cents, currency, created_at, updated_at)
           values ('x', ?, ?, 0, '2026-11-21', 100, 'USD', 0, 0)`,
        )
        .run(user.id, acme.id),
    ).toThrow(/UNIQUE/);
  });

  it("needs a rate: given, or the owner's hourly rate", () => {
    const { acme, ctx } = owner({ defaultHourlyRate: null });
    expect(refusal(() => startTimer({ ctx, input: { clientId: acme.id } })).fields).toEqual({
      hourlyRate: "Hourly rate is required: give one, or set your hourly rate in Settings → Billing",
    });
    expect(startTimer({ ctx, input: { clientId: acme.id, hourlyRate: 60 } }).started.rate).toBe("60.00");
  });

  it("is for the owner's own clients only", () => {
    const { t, acme, ctx } = owner();
    const other = owner();
    expect(refusal(() => startTimer({ ctx: other.ctx, input: { clientId: acme.id } })).fields).toEqual({
      clientId: "Choose one of your clients",
    });
    const mine = startTimer({ ctx, input: { clientId: acme.id } }).started;
    expect(refusal(() => deleteTimeEntry({ ctx: other.ctx, id: mine.id })).code).toBe("NOT_FOUND");
    expect(rows(t, "select id from time_entries")).toHaveLength(1);
  });
});

describe("time added by hand", () => {
  it("takes a duration in the owner's words, today unless a day is given, never in the future", () => {
    const { acme, ctx } = owner();
    const today = addTimeEntry({ ctx, input: { clientId: acme.id, duration: "1h30m", description: "Workshop" } });
    expect(today).toMatchObject({ workDate: "2026-11-21", minutes: 90, amount: "135.00", running: false });
    expect(today.endedAt).toBe(NOW);
    const past = addTimeEntry({
      ctx,
      input: { clientId: acme.id, duration: 20, date: "2026-11-12", hourlyRate: "100" },
    });
    expect(past).toMatchObject({
      workDate: "2026-11-12",
      hours: "0.333",
      amount: "33.30",
      startedAt: "2026-11-12T09:00:00.000Z",
    });
    expect(refusal(() => addTimeEntry({ ctx, input: { clientId: acme.id, duration: "90" } })).fields).toEqual({
      duration: "Duration needs a unit: 90m for minutes or 90h for hours",
    });
    expect(refusal(() => addTimeEntry({ ctx, input: { clientId: acme.id, duration: "1h1h" } })).fields).toEqual({
      duration: "Duration must be like 1h30m, 90m or 1.5h",
    });
    expect(
      refusal(() => addTimeEntry({ ctx, input: { clientId: acme.id, duration: "1h", date: "2026-11-22" } })).fields,
    ).toEqual({
      date: "Date cannot be in the future",
    });
    expect(refusal(() => addTimeEntry({ ctx, input: { clientId: acme.id, duration: "25h" } })).fields).toEqual({
      duration: "Duration must be from 1 minute to 24 hours",
    });
  });

  it("keeps a day to 24 hours of time added by hand, and an invisible description is none", () => {
    const { acme, ctx } = owner();
    addTimeEntry({ ctx, input: { clientId: acme.id, duration: "20h", date: "2026-11-12" } });
    expect(
      refusal(() => addTimeEntry({ ctx, input: { clientId: acme.id, duration: "4h1m", date: "2026-11-12" } })).fields,
    ).toEqual({ duration: "That day would have more than 24 hours tracked (20h already)" });
    expect(addTimeEntry({ ctx, input: { clientId: acme.id, duration: "4h", date: "2026-11-12" } }).minutes).toBe(240);
    expect(addTimeEntry({ ctx, input: { clientId: acme.id, duration: "4h", date: "2026-11-13" } }).minutes).toBe(240);
    const blank = addTimeEntry({ ctx, input: { clientId: acme.id, duration: "1h", description: "\u200B \uFEFF" } });
    expect(blank.description).toBeNull();
  });

  it("pages like every list, newest first, filtered by client and by billed", () => {
    const { t, user, acme, ctx } = owner();
    const globex = factories.client(t.db, user.id, { name: "Globex" });
    for (let day = 10; day < 16; day++)
      addTimeEntry({ ctx, input: { clientId: day % 2 ? acme.id : globex.id, duration: "1h", date: `2026-11-${day}` } });
    const first = listTimeEntries({ ctx, query: { limit: "4" } });
    expect(first.total).toBe(6);
    expect(first.items.map((e) => e.workDate)).toEqual(["2026-11-15", "2026-11-14", "2026-11-13", "2026-11-12"]);
    const next = listTimeEntries({ ctx, query: { limit: "4", cursor: first.nextCursor } });
    expect(next.items.map((e) => e.workDate)).toEqual(["2026-11-11", "2026-11-10"]);
    expect(listTimeEntries({ ctx, query: { clientId: globex.id } }).total).toBe(3);
    expect(listTimeEntries({ ctx, query: { q: "glob" } }).total).toBe(3);
    expect(listTimeEntries({ ctx, query: { billed: "true" } }).total).toBe(0);
  });
});

describe("invoicing unbilled time", () => {
  function withWork() {
    const o = owner();
    const { ctx, acme } = o;
    addTimeEntry({ ctx, input: { clientId: acme.id, duration: "2h", date: "2026-11-12", description: "Discovery" } });
    addTimeEntry({ ctx, input: { clientId: acme.id, duration: "20m", date: "2026-11-14", hourlyRate: "100" } });
    startTimer({ ctx, input: { clientId: acme.id, description: "Still running" } });
    return o;
  }

  it("shows the client's unbilled total and entries, the running timer aside", () => {
    const { acme, ctx } = withWork();
    const work = clientUnbilledWork({ ctx, clientId: acme.id });
    expect(work.totals).toEqual([
      { currency: "USD", amount: "213.30", minutes: 140, hours: "2.333", entries: 2, oldestDate: "2026-11-12" },
    ]);
    expect(work.entries.map((e) => e.description)).toEqual(["Discovery", null]);
    expect(work.running?.description).toBe("Still running");
    expect(unbilledSummary({ ctx }).clients).toEqual([
      expect.objectContaining({ clientName: "Acme Ltd", amount: "213.30", entries: 2 }),
    ]);
  });

  it("makes ONE invoice with a line per entry, marks them billed with it, and never bills them twice", () => {
    const { t, acme, ctx: plain } = withWork();
    // The invoice verb's own event, told once the whole change committed.
    const told: string[] = [];
    const recorder = {
      name: "recorder",
      on: ["invoice.created"] as const,
      handle: (_: unknown, e: { subjectId: string }) => void told.push(e.subjectId),
    };
    const ctx = asOwner({ ...t.services, events: { subscribers: [recorder] } }, plain.userId);
    const made = invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} });
    expect(made.billedEntries).toBe(2);
    expect(made.invoice).toMatchObject({ amount: "213.30", currency: "USD", status: "pending", clientId: acme.id });
    expect(made.invoice.figures.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ["Discovery (November 12, 2026)", "2", "90.00", "180.00"],
      ["Work (November 14, 2026)", "0.333", "100.00", "33.30"],
    ]);
    expect(made.message).toBe(
      "Invoice " + made.invoice.invoiceNumber + " ($213.30) made for Acme Ltd from 2 entries of unbilled time",
    );
    expect(made.unbilled.totals).toEqual([]);
    expect(rows(t, "select distinct billed_invoice_id as id from time_entries where ended_at is not null")).toEqual([
      { id: made.invoice.id },
    ]);
    expect(told).toEqual([made.invoice.id]);
    // A second click, or a retry: nothing left, nothing written.
    expect(refusal(() => invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} }))).toMatchObject({
      code: "CONFLICT",
      message: "Acme Ltd has no unbilled time to invoice",
    });
    expect(rows(t, "select id from invoices")).toHaveLength(1);
    expect(told).toHaveLength(1);
    // A billed entry keeps its invoice: it cannot be deleted, nor given another invoice by any writer.
    const billed = listTimeEntries({ ctx, query: { billed: "true" } }).items[0];
    expect(billed.billedInvoice).toEqual({ id: made.invoice.id, invoiceNumber: made.invoice.invoiceNumber });
    expect(refusal(() => deleteTimeEntry({ ctx, id: billed.id })).message).toBe(
      `This time was billed on invoice ${made.invoice.invoiceNumber}: it stays with that invoice`,
    );
    const other = factories.invoice(t.db, ctx.userId, acme.id);
    expect(() =>
      t.db.$client.prepare("update time_entries set billed_invoice_id = ? where id = ?").run(other.id, billed.id),
    ).toThrow(/time entry already billed/);
  });

  it("bills exactly the entries the owner was shown: time added meanwhile is a 409 that writes nothing", () => {
    const { t, acme, ctx } = withWork();
    const shown = clientUnbilledWork({ ctx, clientId: acme.id }).entries.map((e) => e.id);
    // While the owner reads the question, ten more hours arrive.
    addTimeEntry({ ctx, input: { clientId: acme.id, duration: "10h", date: "2026-11-15" } });
    expect(refusal(() => invoiceUnbilledTime({ ctx, clientId: acme.id, input: { entryIds: shown } }))).toMatchObject({
      code: "CONFLICT",
      message:
        "Acme Ltd's unbilled time changed since it was shown (3 entries now, 2 shown): look again before invoicing",
      fields: { entryIds: expect.any(String) },
    });
    expect(rows(t, "select id from invoices")).toHaveLength(0);
    // Looking again, the owner confirms all three.
    const again = clientUnbilledWork({ ctx, clientId: acme.id }).entries.map((e) => e.id);
    const made = invoiceUnbilledTime({ ctx, clientId: acme.id, input: { entryIds: again } });
    expect(made.billedEntries).toBe(3);
  });

  it("frees the entries when their invoice is deleted", () => {
    const { t, acme, ctx } = withWork();
    const made = invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} });
    t.db.$client.prepare("delete from invoices where id = ?").run(made.invoice.id);
    expect(clientUnbilledWork({ ctx, clientId: acme.id }).totals[0].entries).toBe(2);
  });

  it("gives the time back, unbilled, when its invoice is voided (the void invoice keeps its lines)", () => {
    const { t, acme, ctx } = withWork();
    const made = invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} });
    expect(clientUnbilledWork({ ctx, clientId: acme.id }).totals).toEqual([]);
    voidInvoice({ ctx, id: made.invoice.id, input: { reason: "wrong rate" } });
    expect(clientUnbilledWork({ ctx, clientId: acme.id }).totals[0]).toMatchObject({ entries: 2, amount: "213.30" });
    expect(rows(t, "select count(*) as n from invoice_lines where invoice_id = ?", made.invoice.id)).toEqual([{ n: 2 }]);
    const again = invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} });
    expect(again).toMatchObject({ billedEntries: 2, invoice: { amount: "213.30" } });
    // Another owner's void touches nothing of this one's.
    expect(rows(t, "select count(*) as n from time_entries where billed_invoice_id = ?", again.invoice.id)).toEqual([
      { n: 2 },
    ]);
  });

  it("bills time in another currency than the home one at the rate given, and asks for it otherwise", () => {
    const { t, user, acme, ctx } = withWork();
    t.db.$client.prepare("update users set default_currency = 'EUR' where id = ?").run(user.id);
    expect(refusal(() => invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} }))).toMatchObject({
      code: "VALIDATION",
      fields: { exchangeRate: "Enter the rate: 1 USD = ? EUR (no rates source is configured)" },
    });
    expect(rows(t, "select id from invoices")).toHaveLength(0);
    const made = invoiceUnbilledTime({ ctx, clientId: acme.id, input: { exchangeRate: "0.92" } });
    expect(made.invoice).toMatchObject({
      currency: "USD",
      amount: "213.30",
      rate: { homeCurrency: "EUR", value: "0.92", source: "owner" },
    });
  });

  it("bills whole yen in a currency without a fraction, the entry's amount and its invoice line alike", () => {
    const { acme, ctx } = owner({ defaultHourlyRate: "4500", defaultCurrency: "JPY" });
    const entry = addTimeEntry({ ctx, input: { clientId: acme.id, duration: "20m", date: "2026-11-12" } });
    expect(entry.amount).toBe("1499.00"); // 0.333 h × ¥4,500 = ¥1,498.5, rounded once to the yen
    addTimeEntry({ ctx, input: { clientId: acme.id, duration: "2h", date: "2026-11-13", description: "Build" } });
    const made = invoiceUnbilledTime({ ctx, clientId: acme.id, input: {} });
    expect(made.invoice.amount).toBe("10499.00");
    expect(made.invoice.figures.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([
      ["Work (November 12, 2026, 0.333 h at ¥4,500/h)", "1", "1499.00"],
      ["Build (November 13, 2026)", "2", "4500.00"],
    ]);
  });

  it("refuses an hourly rate under 1, so that no entry comes to 0.00", () => {
    const { acme, ctx } = owner();
    expect(
      refusal(() => addTimeEntry({ ctx, input: { clientId: acme.id, duration: "1m", hourlyRate: "0.01" } })),
    ).toMatchObject({ fields: { hourlyRate: "Hourly rate must be at least 1 and less than 1,000,000 an hour" } });
    expect(addTimeEntry({ ctx, input: { clientId: acme.id, duration: "1m", hourlyRate: "1" } }).amount).toBe("0.02");
  });

  it("is for the owner's own clients (404), and one currency at a time", () => {
    const { t, acme, ctx } = withWork();
    expect(refusal(() => invoiceUnbilledTime({ ctx: owner().ctx, clientId: acme.id, input: {} })).code).toBe(
      "NOT_FOUND",
    );
    expect(refusal(() => invoiceUnbilledTime({ ctx, clientId: acme.id, input: { currency: "EUR" } }))).toMatchObject({
      code: "CONFLICT",
      message: "Acme Ltd has no unbilled time in EUR to invoice (there is some in USD)",
    });
    expect(refusal(() => invoiceUnbilledTime({ ctx, clientId: acme.id, input: { currency: "XYZ" } })).code).toBe(
      "VALIDATION",
    );
    expect(rows(t, "select id from invoices")).toHaveLength(0);
  });
});

/** Runs test/fixtures/bill-time.ts in a process of its own and returns what it saw. */
function biller(args: string[]): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("test/fixtures/bill-time.ts"), ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
  });
}

describe("two processes invoicing the same client's time at once", () => {
  it("bill every entry exactly once, each invoice holding exactly the entries it billed", async () => {
    const { t, user, acme } = owner();
    const startAt = String(Date.now() + 2500);
    const args = [t.db.$client.name, user.id, acme.id, "25", startAt];
    const [a, b] = await Promise.all([biller(args), biller(args)]);
    const crashes = [...Object.keys(a), ...Object.keys(b)].filter((k) => k.startsWith("crash"));
    expect(crashes).toEqual([]);
    const entries = rows(t, "select billed_invoice_id as invoiceId, amount_cents as cents from time_entries");
    expect(entries).toHaveLength(50);
    const invoices = rows(
      t,
      "select i.id, i.amount_cents as cents, count(l.id) as lines from invoices i left join invoice_lines l on l.invoice_id = i.id group by i.id",
    );
    expect(invoices.length).toBe((a.invoiced ?? 0) + (b.invoiced ?? 0));
    // Each round invoiced, or found its time already invoiced by the other process (a 409 that wrote nothing).
    expect(invoices.length + (a.CONFLICT ?? 0) + (b.CONFLICT ?? 0)).toBe(50);
    // Every invoice bills exactly its entries: as many lines as entries, the same sum; none is empty.
    for (const invoice of invoices) {
      const mine = entries.filter((e) => e.invoiceId === invoice.id);
      expect(mine.length).toBe(invoice.lines);
      expect(mine.reduce((s, e) => s + Number(e.cents), 0)).toBe(invoice.cents);
    }
    // Whatever is not on an invoice is still unbilled, once: nothing was lost or billed twice.
    const billed = entries.filter((e) => e.invoiceId !== null).length;
    expect(billed + entries.filter((e) => e.invoiceId === null).length).toBe(50);
    expect(billed).toBeGreaterThan(0);
  }, 60_000);
});
