import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, emailOutbox, invoiceLateFees, invoiceReminders, invoices } from "@core/db";
import { runReminderJob } from "@core/reminders";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { createInvoice, markSent, ownerWithClient } from "../../test/owner";

const DUE = "2026-11-20";
const DAY = 86_400_000;

/** An owner, a client and one invoice due 20 Nov the client received; `at(d)` sets 10:00 UTC d days from due. */
async function scenario() {
  const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
  const owner = await ownerWithClient(t);
  const inv = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: DUE, amount: "2400" });
  markSent(t, inv.id);
  const at = (day: number) => t.clock.set(new Date(Date.parse(`${DUE}T10:00:00Z`) + day * DAY));
  const reminders = () =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "reminder"))
      .all()
      .filter((m) => m.relatedId === inv.id);
  const put = (path: string, body: unknown) => t.call("PUT", path, { cookie: owner.cookie, body });
  const get = (path: string) => t.call("GET", path, { cookie: owner.cookie });
  return { t, owner, inv, at, reminders, put, get };
}

describe("reminder settings", () => {
  it("start as spec 001's 1, 3, 7 and say so; a schedule before, on and after the due date is kept", async () => {
    const { get, put } = await scenario();
    const first = await get("/api/reminders/settings");
    expect(first.json).toMatchObject({
      enabled: true,
      schedule: { steps: [1, 3, 7], repeatEvery: null },
      isDefault: true,
      adaptive: true,
      lateFee: null,
    });
    expect(first.json.note).toBe(
      "Reminders are sent automatically at 1, 3 and 7 days past due. Each client's cadence adapts to how they have paid.",
    );
    const saved = await put("/api/reminders/settings", {
      schedule: { steps: [7, -3, 0, 3], repeatEvery: 7 },
      adaptive: false,
      lateFee: { kind: "flat", amount: "25", afterDays: 3 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ schedule: { steps: [-3, 0, 3, 7], repeatEvery: 7 }, isDefault: false });
    expect(saved.json.note).toBe(
      "Reminders are sent automatically 3 days before the due date, on the due date and at 3 and 7 days past due, then every 7 days until paid (10 times at most). Late fee: $25.00 at 3 days past due, once.",
    );
  });

  it("refuses bad steps, repeats and fees with the field named, writing nothing", async () => {
    const { get, put } = await scenario();
    const cases: [unknown, string][] = [
      [{ schedule: { steps: [1, 3, 3] } }, "schedule.steps"],
      [{ schedule: { steps: [-45, 3] } }, "schedule.steps.0"],
      [{ schedule: { steps: [1, 200] } }, "schedule.steps.1"],
      [{ schedule: { steps: [1], repeatEvery: 0 } }, "schedule.repeatEvery"],
      [{ schedule: { steps: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }, "schedule.steps"],
      [{ adaptive: false, lateFee: { kind: "percent", rate: "120", afterDays: 7 } }, "lateFee.rate"],
      [{ adaptive: false, lateFee: { kind: "percent", rate: "-2", afterDays: 7 } }, "lateFee.rate"],
      [{ adaptive: false, lateFee: { kind: "flat", amount: "-5", afterDays: 7 } }, "lateFee.amount"],
      [{ adaptive: false, lateFee: { kind: "flat", amount: "5", afterDays: 0 } }, "lateFee.afterDays"],
      [
        { schedule: { steps: [0] }, lateFee: { kind: "flat", amount: "5", afterDays: 3, repeatEvery: 2 } },
        "lateFee.repeatEvery",
      ],
      [{}, "root"],
    ];
    for (const [body, field] of cases) {
      const res = await put("/api/reminders/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.fields)).toContain(field);
    }
    expect((await get("/api/reminders/settings")).json).toMatchObject({
      isDefault: true,
      adaptive: true,
      lateFee: null,
    });
  });

  it("survives 200 malformed bodies on every new route without a 5xx", async () => {
    const { t, owner, inv } = await scenario();
    const routes: { path: string; example: Parameters<typeof fuzzRoute>[1]["example"] }[] = [
      {
        path: "/api/reminders/settings",
        example: {
          schedule: { steps: [-3, 0, 3], repeatEvery: 7 },
          adaptive: true,
          lateFee: { kind: "percent", rate: "1.5", afterDays: 30, repeatEvery: 30 },
        },
      },
      { path: `/api/reminders/clients/${owner.client.id}`, example: { schedule: { steps: [1, 5] }, paused: false } },
      { path: `/api/reminders/invoices/${inv.id}`, example: { schedule: { steps: [2] }, paused: true } },
    ];
    for (const r of routes) {
      const fuzz = await fuzzRoute(t, { method: "PUT", path: r.path, cookie: owner.cookie, example: r.example });
      expect(fuzz.tried).toBe(200);
      expect(fuzz.serverErrors).toEqual([]);
      expect(fuzz.badEnvelopes).toEqual([]);
    }
  }, 120_000);
});

describe("reminder schedules in the job", () => {
  it("sends the owner's steps before, on and after the due date, each once, then repeats until paid", async () => {
    const { t, at, reminders, put } = await scenario();
    await put("/api/reminders/settings", { schedule: { steps: [-3, 0, 3], repeatEvery: 5 }, adaptive: false });
    const log: Record<number, number[]> = {};
    for (const day of [-4, -3, -2, 0, 1, 3, 4, 8, 13]) {
      at(day);
      log[day] = runReminderJob(t.services).reminders.map((r) => r.stage);
    }
    expect(log).toEqual({ [-4]: [], [-3]: [-3], [-2]: [], 0: [0], 1: [], 3: [3], 4: [], 8: [8], 13: [13] });
    const mails = reminders();
    expect(mails[0].body).toContain("is due on November 20, 2026");
    expect(mails[1].body).toContain("is due on November 20, 2026");
    expect(mails[2].body).toContain("3 days past due");
  });

  it("follows a client's schedule over the owner's and an invoice's over both; pausing stops them", async () => {
    const { t, owner, inv, at, reminders, put, get } = await scenario();
    await put("/api/reminders/settings", { adaptive: false });
    const client = await put(`/api/reminders/clients/${owner.client.id}`, { schedule: { steps: [2] } });
    expect(client.json).toMatchObject({
      schedule: { steps: [2], repeatEvery: null },
      description: "at 2 days past due",
      paused: false,
    });
    expect((await get(`/api/reminders/invoices/${inv.id}`)).json).toMatchObject({
      source: "client",
      description: "at 2 days past due",
    });
    at(1);
    expect(runReminderJob(t.services).reminders).toEqual([]);
    const own = await put(`/api/reminders/invoices/${inv.id}`, { schedule: { steps: [1, 4] } });
    expect(own.json).toMatchObject({ source: "invoice", own: { steps: [1, 4] } });
    expect(runReminderJob(t.services).reminders).toMatchObject([{ stage: 1, status: "queued" }]);
    await put(`/api/reminders/invoices/${inv.id}`, { paused: true });
    at(4);
    expect(runReminderJob(t.services).reminders).toMatchObject([
      { stage: 4, status: "skipped", reason: "reminders are paused for this invoice" },
    ]);
    await put(`/api/reminders/invoices/${inv.id}`, { paused: false, schedule: null });
    await put(`/api/reminders/clients/${owner.client.id}`, { paused: true });
    const plan = (await get(`/api/reminders/invoices/${inv.id}`)).json;
    expect(plan).toMatchObject({ source: "client", pausedBy: "client", blocked: "Reminders are paused for Acme Ltd." });
    expect(runReminderJob(t.services).reminders[0]).toMatchObject({
      status: "skipped",
      reason: "reminders are paused for this client",
    });
    await put(`/api/reminders/clients/${owner.client.id}`, { paused: false });
    expect(runReminderJob(t.services).reminders).toMatchObject([{ stage: 2, status: "queued" }]);
    expect(reminders()).toHaveLength(2);
    const history = (await get(`/api/invoices/${inv.id}`)).json.history.map((h: { type: string }) => h.type);
    expect(history.filter((h: string) => h === "reminders_changed")).toHaveLength(3);
  });

  it("answers 409 for a paid invoice's reminders and 404 for another owner's", async () => {
    const { t, owner, inv, put } = await scenario();
    const stranger = await ownerWithClient(t, { name: "Other", email: "o@other.test" });
    for (const path of [`/api/reminders/invoices/${inv.id}`, `/api/reminders/clients/${owner.client.id}`]) {
      expect((await t.call("PUT", path, { cookie: stranger.cookie, body: { paused: true } })).status).toBe(404);
      expect((await t.call("GET", path, { cookie: stranger.cookie })).status).toBe(404);
    }
    await t.call("PUT", `/api/invoices/${inv.id}`, { cookie: owner.cookie, body: { status: "paid" } });
    const res = await put(`/api/reminders/invoices/${inv.id}`, { paused: true });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("A paid invoice gets no reminders");
  });
});

describe("late fees", () => {
  it("adds a fee line once when due, tells it in that reminder, and waives it on request", async () => {
    const { t, owner, inv, at, reminders, put, get } = await scenario();
    await put("/api/reminders/settings", { adaptive: false, lateFee: { kind: "flat", amount: "25", afterDays: 3 } });
    at(3);
    expect(runReminderJob(t.services).reminders).toMatchObject([{ stage: 3, status: "queued", lateFee: "25.00" }]);
    at(4);
    expect(runReminderJob(t.services).reminders).toEqual([]);
    const detail = (await get(`/api/invoices/${inv.id}`)).json;
    expect(detail.amount).toBe("2425.00");
    expect(detail.figures.lines.at(-1)).toMatchObject({ description: "Late fee (3 days past due)", amount: "25.00" });
    expect(detail.history.at(-1)).toMatchObject({
      type: "late_fee_added",
      detail: { amount: "25.00", period: 1, balance: "2425.00" },
    });
    const mail = reminders()[0];
    expect(mail.body).toContain("for $2,425.00 was due on November 20, 2026");
    expect(mail.body).toContain("a late fee was added to it: $25.00 on November 23, 2026");
    const plan = (await get(`/api/reminders/invoices/${inv.id}`)).json;
    expect(plan.lateFees).toMatchObject([{ period: 1, amount: "25.00", waived: false, told: true }]);

    // An edit keeps the fee line; an amount cannot say what part is the fee.
    const byAmount = await t.call("PATCH", `/api/invoices/${inv.id}`, {
      cookie: owner.cookie,
      body: { amount: "3000" },
    });
    expect(byAmount.status).toBe(409);
    const byLines = await t.call("PATCH", `/api/invoices/${inv.id}`, {
      cookie: owner.cookie,
      body: { lines: [{ description: "Design", quantity: "1", unitPrice: "2500" }] },
    });
    expect(byLines.json.amount).toBe("2525.00");

    const feeId = plan.lateFees[0].id;
    const waived = await t.call("POST", `/api/reminders/invoices/${inv.id}/late-fees/${feeId}/waive`, {
      cookie: owner.cookie,
    });
    expect(waived.status).toBe(200);
    expect(waived.json).toMatchObject({ amount: "2500.00", settled: false });
    const after = (await get(`/api/invoices/${inv.id}`)).json;
    expect(after.figures.lines.map((l: { description: string }) => l.description)).toEqual(["Design"]);
    expect(after.history.at(-1)).toMatchObject({ type: "late_fee_waived", detail: { amount: "25.00" } });
    const again = await t.call("POST", `/api/reminders/invoices/${inv.id}/late-fees/${feeId}/waive`, {
      cookie: owner.cookie,
    });
    expect(again.status).toBe(409);
    const unknown = await t.call("POST", `/api/reminders/invoices/${inv.id}/late-fees/nope/waive`, {
      cookie: owner.cookie,
    });
    expect(unknown.status).toBe(404);
    // The waived period is never charged again.
    at(9);
    runReminderJob(t.services);
    expect(t.db.select().from(invoiceLateFees).all()).toHaveLength(1);
  });

  it("charges a percentage of the balance without earlier fees, once per period", async () => {
    const { t, inv, at, put, get } = await scenario();
    await put("/api/reminders/settings", {
      adaptive: false,
      schedule: { steps: [1] },
      lateFee: { kind: "percent", rate: "1.5", afterDays: 3, repeatEvery: 7 },
    });
    for (const day of [1, 3, 4, 9, 10, 12]) {
      at(day);
      runReminderJob(t.services);
    }
    const plan = await get(`/api/reminders/invoices/${inv.id}`);
    expect(plan.status, plan.text).toBe(200);
    const fees = plan.json.lateFees;
    expect(fees).toMatchObject([
      { period: 1, amount: "36.00", chargedOn: "2026-11-23", told: true },
      { period: 2, amount: "36.00", chargedOn: "2026-11-30", told: true },
    ]);
    expect((await get(`/api/invoices/${inv.id}`)).json.amount).toBe("2472.00");
  });

  it("settles the invoice when waiving leaves nothing owed", async () => {
    const { t, owner, inv, at, put, get } = await scenario();
    await put("/api/reminders/settings", { adaptive: false, lateFee: { kind: "flat", amount: "10", afterDays: 1 } });
    at(1);
    runReminderJob(t.services);
    const pay = await t.call("POST", `/api/invoices/${inv.id}/payments`, {
      cookie: owner.cookie,
      body: { amount: "2400" },
    });
    expect(pay.status).toBe(201);
    const feeId = (await get(`/api/reminders/invoices/${inv.id}`)).json.lateFees[0].id;
    const waived = await t.call("POST", `/api/reminders/invoices/${inv.id}/late-fees/${feeId}/waive`, {
      cookie: owner.cookie,
    });
    expect(waived.json).toMatchObject({ amount: "2400.00", settled: true });
    expect((await get(`/api/invoices/${inv.id}`)).json).toMatchObject({ status: "paid", balance: "0.00" });
    const paidAgain = await t.call("POST", `/api/reminders/invoices/${inv.id}/late-fees/${feeId}/waive`, {
      cookie: owner.cookie,
    });
    expect(paidAgain.status).toBe(409);
  });
});

describe("two servers", () => {
  it("send a step and charge a fee once", async () => {
    const { t, at, put } = await scenario();
    await put("/api/reminders/settings", { adaptive: false, lateFee: { kind: "flat", amount: "25", afterDays: 3 } });
    at(3);
    const second = { ...t.services, db: openDatabase(t.db.$client.name, { migrate: false }) };
    const runs = [runReminderJob(second), runReminderJob(t.services), runReminderJob(second)];
    expect(runs.flatMap((r) => r.reminders)).toMatchObject([{ stage: 3, status: "queued", lateFee: "25.00" }]);
    expect(t.db.select().from(invoiceReminders).all()).toHaveLength(1);
    expect(t.db.select().from(invoiceLateFees).all()).toHaveLength(1);
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).all()).toHaveLength(1);
  });
});

describe("the adaptive cadence", () => {
  async function withPaidHistory(paid: [due: string, paidOn: string][]) {
    const s = await scenario();
    for (const [due, paidOn] of paid) {
      s.t.db
        .insert(invoices)
        .values({
          userId: s.owner.user.id,
          clientId: s.owner.client.id,
          invoiceNumber: `INV-OLD-${due}`,
          amountCents: 100_000,
          status: "paid",
          dueDate: due,
          paidDate: paidOn,
          sentAt: new Date(`${due}T00:00:00Z`),
        })
        .run();
    }
    return s;
  }

  it("moves a late payer's reminders earlier, and the invoice says why from the real figures", async () => {
    const { t, inv, at, get, put } = await withPaidHistory([
      ["2026-07-01", "2026-07-09"],
      ["2026-08-01", "2026-08-13"],
      ["2026-09-01", "2026-09-08"],
      ["2026-10-01", "2026-10-10"],
    ]);
    const plan = (await get(`/api/reminders/invoices/${inv.id}`)).json;
    expect(plan).toMatchObject({
      source: "default",
      schedule: { steps: [-2, 0, 4], repeatEvery: 7 },
      adaptive: {
        shift: "earlier",
        reason:
          "Acme Ltd paid its last 4 invoices 9 days late on average: first reminder moved to 2 days before due, then every 7 days until paid.",
      },
    });
    at(-2);
    expect(runReminderJob(t.services).reminders).toMatchObject([{ invoiceId: inv.id, stage: -2, status: "queued" }]);
    // One switch turns it off: spec 001's 1, 3, 7 again.
    await put("/api/reminders/settings", { adaptive: false });
    expect((await get(`/api/reminders/invoices/${inv.id}`)).json).toMatchObject({
      adaptive: null,
      schedule: { steps: [1, 3, 7], repeatEvery: null },
    });
  });

  it("is gentler with a client who pays on time, and does not shift a thin history", async () => {
    const punctual = await withPaidHistory([
      ["2026-08-01", "2026-07-30"],
      ["2026-09-01", "2026-09-01"],
      ["2026-10-01", "2026-09-28"],
    ]);
    expect((await punctual.get(`/api/reminders/invoices/${punctual.inv.id}`)).json.adaptive).toEqual({
      shift: "gentler",
      reason: "Acme Ltd paid its last 3 invoices on time: first reminder moved to 3 days after due.",
    });
    const thin = await withPaidHistory([["2026-08-01", "2026-08-30"]]);
    expect((await thin.get(`/api/reminders/invoices/${thin.inv.id}`)).json).toMatchObject({
      schedule: { steps: [1, 3, 7] },
      adaptive: {
        shift: "none",
        reason: "Acme Ltd has 1 paid invoice on record (the cadence adapts from 3): the set schedule stands.",
      },
    });
  });

  it("never shifts a schedule set for the client or the invoice", async () => {
    const { inv, owner, get, put } = await withPaidHistory([
      ["2026-07-01", "2026-07-20"],
      ["2026-08-01", "2026-08-20"],
      ["2026-09-01", "2026-09-20"],
    ]);
    await put(`/api/reminders/clients/${owner.client.id}`, { schedule: { steps: [5] } });
    expect((await get(`/api/reminders/invoices/${inv.id}`)).json).toMatchObject({
      source: "client",
      adaptive: null,
      schedule: { steps: [5] },
    });
  });
});

describe("duplicating an invoice that carries a late fee", () => {
  it("copies the ordinary lines only: the fee was charged on the other invoice", async () => {
    const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const inv = await createInvoice(t, cookie, { clientId: client.id, dueDate: "2026-11-20", amount: "600" });
    markSent(t, inv.id);
    await t.call("PUT", "/api/reminders/settings", {
      cookie,
      body: { adaptive: false, lateFee: { kind: "flat", amount: "25", afterDays: 1 } },
    });
    t.clock.set(new Date(Date.parse("2026-11-20T10:00:00Z") + 2 * DAY));
    runReminderJob(t.services);
    const charged = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
    expect(charged.amount).toBe("625.00");
    // qa14 F8: one day, not "1 days".
    expect(charged.figures.lines.at(-1).description).toBe("Late fee (1 day past due)");

    const copy = await t.call("POST", `/api/invoices/${inv.id}/duplicate`, { cookie });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json.amount).toBe("600.00");
    expect(copy.json.figures.lines).toHaveLength(1);
    expect(copy.json.figures.lines[0]).toMatchObject({ amount: "600.00", lateFeeId: null });
  });
});

describe("late fees and instalments of a JPY invoice are whole yen", () => {
  it("rounds a percentage fee to the yen and refuses an instalment with a fraction", async () => {
    const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "3333", dueDate: "2026-11-20", currency: "JPY", exchangeRate: "0.0067" },
      })
    ).json;
    const plan = await t.call("PUT", `/api/invoices/${inv.id}/payment-plan`, {
      cookie,
      body: {
        instalments: [
          { dueDate: "2026-11-20", amount: "1666.50" },
          { dueDate: "2026-12-20", amount: "1666.50" },
        ],
      },
    });
    expect(plan.status, plan.text).toBe(400);
    expect(Object.keys(plan.json.fields)).toEqual(["instalments.0.amount"]);
    markSent(t, inv.id);
    await t.call("PUT", "/api/reminders/settings", {
      cookie,
      body: { adaptive: false, lateFee: { kind: "percent", rate: "1.1", afterDays: 1 } },
    });
    t.clock.set(new Date(Date.parse("2026-11-20T10:00:00Z") + 2 * DAY));
    runReminderJob(t.services);
    const after = (await t.call("GET", `/api/invoices/${inv.id}`, { cookie })).json;
    // 1.1 % of ¥3,333 is ¥36.663: charged ¥37, never ¥36.66.
    expect(after.figures.lines.at(-1)).toMatchObject({ amount: "37.00" });
    expect(after.amount).toBe("3370.00");
  });
});
