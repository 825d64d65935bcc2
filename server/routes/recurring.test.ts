import { describe, expect, it } from "vitest";
import { emailOutbox, invoices, recurringInvoices, recurringSeries } from "@core/db";
import { asOwner } from "@core/context";
import { resumeRecurringSeries, getRecurringSeries, runRecurringJob } from "@core/recurring";
import { makeTestApp } from "../../test/app";
import { ownerWithClient } from "../../test/owner";

/** Signs in again after the clock moved past the session's life. */
async function signIn(t: ReturnType<typeof makeTestApp>, email: string, password: string) {
  const res = await t.call("POST", "/api/auth/signin", { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0];
}

// TEST_NOW is 2026-11-21 09:00 UTC; a new owner's time zone is UTC.
const LINES = [
  { description: "Retainer", quantity: "1", unitPrice: "1000", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Hosting", quantity: "2", unitPrice: "19.99" },
];

const body = (clientId: string, extra: Record<string, unknown> = {}) => ({
  clientId,
  description: "Monthly retainer",
  lines: LINES,
  unit: "month",
  every: 1,
  startDate: "2026-11-21",
  count: 3,
  dueDays: 14,
  ...extra,
});

describe("recurring invoice series", () => {
  it("invoices today's period at once, the next ones when their day comes, each once, then ends", async () => {
    const t = makeTestApp();
    const { cookie: firstCookie, client, email, password } = await ownerWithClient(t);
    let cookie = firstCookie;
    const res = await t.call("POST", "/api/recurring-invoices", { cookie, body: body(client.id, { sendEmail: true }) });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      status: "active",
      amount: "1239.98",
      rule: "Every month from Nov 21, 2026, 3 times",
      createdNow: 1,
      createdCount: 1,
      nextDate: "2026-12-21",
      nextDates: ["2026-12-21", "2027-01-21"],
      sendEmail: true,
      dueDays: 14,
    });
    expect(res.json.figures).toMatchObject({ subtotal: "1039.98", tax: "200.00", total: "1239.98" });
    const first = t.db.select().from(invoices).all();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ amountCents: 123998, dueDate: "2026-12-05", status: "pending" });
    const detail = await t.call("GET", `/api/invoices/${first[0].id}`, { cookie });
    expect(detail.json.figures.lines).toHaveLength(2);
    expect(detail.json.history.map((h: { type: string }) => h.type)).toContain("recurring");
    // Its email went through the outbox, to the client.
    const mails = t.db.select().from(emailOutbox).all();
    expect(mails).toMatchObject([{ kind: "invoice", toAddress: "billing@acme.test", relatedId: first[0].id }]);

    // Not yet due: nothing. On Dec 21: the second, once however often the job runs.
    t.clock.set("2026-12-20T23:00:00Z");
    expect(runRecurringJob(t.services).created).toBe(0);
    t.clock.set("2026-12-21T00:30:00Z");
    expect(runRecurringJob(t.services).created).toBe(1);
    expect(runRecurringJob(t.services).created).toBe(0);
    // Down for a while: the missed third period is caught up, and the count ends the series.
    t.clock.set("2027-03-02T10:00:00Z");
    expect(runRecurringJob(t.services).created).toBe(1);
    cookie = await signIn(t, email, password);
    const ended = await t.call("GET", `/api/recurring-invoices/${res.json.id}`, { cookie });
    expect(ended.json).toMatchObject({ status: "ended", createdCount: 3, nextDate: null, nextDates: [] });
    expect(runRecurringJob(t.services).created).toBe(0);

    const made = await t.call("GET", `/api/recurring-invoices/${res.json.id}/invoices`, { cookie });
    expect(made.status).toBe(200);
    expect(made.headers.get("x-total-count")).toBe("3");
    expect(
      made.json.map((i: { period: number; periodDate: string; dueDate: string }) => [
        i.period,
        i.periodDate,
        i.dueDate,
      ]),
    ).toEqual([
      [3, "2027-01-21", "2027-02-04"],
      [2, "2026-12-21", "2027-01-04"],
      [1, "2026-11-21", "2026-12-05"],
    ]);
    expect(made.json[0].recurringEmail).toBe("queued");
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(3);
  });

  it("catches up the past periods of a new series, and refuses a rule with no end that would make more than a year at once", async () => {
    const t = makeTestApp();
    const { cookie, client, user } = await ownerWithClient(t);
    const past = await t.call("POST", "/api/recurring-invoices", {
      cookie,
      body: body(client.id, { startDate: "2026-08-21", count: null }),
    });
    expect(past.status, past.text).toBe(201);
    expect(past.json).toMatchObject({
      createdNow: 4,
      nextDate: "2026-12-21",
      rule: "Every month from Aug 21, 2026, with no end",
    });

    const before = t.db.select().from(invoices).all().length;
    const tooOld = await t.call("POST", "/api/recurring-invoices", {
      cookie,
      body: body(client.id, { startDate: "2025-10-01", count: null }),
    });
    expect(tooOld.status).toBe(400);
    expect(tooOld.json.fields.startDate).toMatch(/more than a year of invoices at once/);
    const preview = await t.call("POST", "/api/recurring-invoices/preview", {
      cookie,
      body: body(client.id, { startDate: "2025-10-01", count: null }),
    });
    expect(preview.status).toBe(400);
    expect(preview.json.fields.startDate).toBeDefined();
    // The same start with an end is bounded, so it is allowed.
    const bounded = await t.call("POST", "/api/recurring-invoices/preview", {
      cookie,
      body: body(client.id, { startDate: "2025-10-01", count: null, endDate: "2026-12-31" }),
    });
    expect(bounded.status, bounded.text).toBe(200);
    expect(bounded.json).toMatchObject({ createNow: 14, rule: "Every month from Oct 1, 2025 until Dec 31, 2026" });
    expect(t.db.select().from(invoices).all()).toHaveLength(before);
    expect(t.db.select().from(recurringSeries).all()).toHaveLength(1);

    // A server down for more than a year pauses an open-ended series instead of catching up.
    t.clock.set("2028-01-15T12:00:00Z");
    expect(runRecurringJob(t.services).created).toBe(0);
    // (Read through core: a session cookie cannot be set more than 400 days past the real time.)
    const ctx = asOwner(t.services, user.id);
    const paused = getRecurringSeries({ ctx, id: past.json.id });
    expect(paused.status).toBe("paused");
    expect(paused.statusReason).toMatch(/more than a year of invoices at once/);
    // Resuming continues from today: the 21st of this month is the next period.
    const resumed = resumeRecurringSeries({ ctx, id: past.json.id });
    expect(resumed).toMatchObject({ status: "active", createdNow: 0, nextDate: "2028-01-21", createdCount: 4 });
  });

  it("previews the dates of each rule without writing", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const preview = (extra: Record<string, unknown>) =>
      t.call("POST", "/api/recurring-invoices/preview", { cookie, body: body(client.id, { count: 4, ...extra }) });
    expect((await preview({ unit: "month", startDate: "2027-01-31" })).json.dates).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    const onThe = await preview({ unit: "month_day", dayOfMonth: 31, startDate: "2027-02-10" });
    expect(onThe.json).toMatchObject({
      dates: ["2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"],
      rule: "On the last day of every month from Feb 10, 2027, 4 times",
    });
    const first = await preview({ unit: "month_day", dayOfMonth: 1, every: 3, startDate: "2026-11-21", count: 3 });
    expect(first.json.dates).toEqual(["2026-12-01", "2027-03-01", "2027-06-01"]);
    expect((await preview({ unit: "week", every: 2, startDate: "2026-11-30", count: 3 })).json.dates).toEqual([
      "2026-11-30",
      "2026-12-14",
      "2026-12-28",
    ]);
    const days = await preview({ unit: "day", every: 10, startDate: "2026-11-01", count: null, endDate: "2026-11-30" });
    expect(days.json).toMatchObject({ dates: ["2026-11-01", "2026-11-11", "2026-11-21"], createNow: 3 });
    expect(t.db.select().from(recurringSeries).all()).toHaveLength(0);
    expect(t.db.select().from(invoices).all()).toHaveLength(0);
  });

  it("names the field of each bad rule and writes nothing", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const noEmail = (await t.call("POST", "/api/clients", { cookie, body: { name: "No Mail Co" } })).json;
    const cases: [Record<string, unknown>, string][] = [
      [{ unit: "month_day" }, "dayOfMonth"],
      [{ unit: "week", dayOfMonth: 3 }, "dayOfMonth"],
      [{ unit: "month_day", dayOfMonth: 32 }, "dayOfMonth"],
      [{ every: 0 }, "every"],
      [{ every: "1.5" }, "every"],
      [{ unit: "year" }, "unit"],
      [{ startDate: "2026-02-30" }, "startDate"],
      [{ endDate: "2026-11-01" }, "endDate"],
      [{ count: 0 }, "count"],
      [{ count: 5000 }, "count"],
      [{ dueDays: -1 }, "dueDays"],
      [{ lines: [] }, "lines"],
      [{ lines: [{ description: "X", quantity: "-1", unitPrice: "10" }] }, "lines.0.quantity"],
      [
        { lines: [{ description: "X", quantity: "1", unitPrice: "10", taxes: [{ name: "T", rate: "120" }] }] },
        "lines.0.taxes.0.rate",
      ],
      [{ discount: { type: "amount", value: "5000" } }, "discount.value"],
      [{ clientId: "nope" }, "clientId"],
      [{ clientId: noEmail.id, sendEmail: true }, "sendEmail"],
      [{ unit: "month", startDate: "2026-12-31", endDate: "2026-12-31", count: null }, "none"],
      [{ unit: "month_day", dayOfMonth: 5, startDate: "2026-12-10", endDate: "2026-12-31", count: null }, "endDate"],
    ];
    for (const [extra, field] of cases) {
      const res = await t.call("POST", "/api/recurring-invoices", { cookie, body: body(client.id, extra) });
      if (field === "none") {
        // A one-period series is fine (the control case), then removed from the count below.
        expect(res.status, JSON.stringify(extra)).toBe(201);
        continue;
      }
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.json.fields ?? {}), JSON.stringify(extra)).toContain(field);
    }
    expect(t.db.select().from(recurringSeries).all()).toHaveLength(1);
  });

  it("pauses, resumes and ends, with a 409 for each change that does not apply, and skips the paused periods", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const s = (
      await t.call("POST", "/api/recurring-invoices", {
        cookie,
        body: body(client.id, { unit: "week", startDate: "2026-11-21", count: 10 }),
      })
    ).json;
    const post = (action: string) => t.call("POST", `/api/recurring-invoices/${s.id}/${action}`, { cookie });
    expect((await post("resume")).status).toBe(409);
    const paused = await post("pause");
    expect(paused.status).toBe(200);
    expect(paused.json.status).toBe("paused");
    const again = await post("pause");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This series is already paused");
    // Three weeks pass while paused: nothing is made.
    t.clock.set("2026-12-12T09:00:00Z");
    expect(runRecurringJob(t.services).created).toBe(0);
    const resumed = await post("resume");
    expect(resumed.status).toBe(200);
    // The periods of Nov 28, Dec 5 and Dec 12 (today) fell in the pause: Dec 12 is today's, made now.
    expect(resumed.json).toMatchObject({ status: "active", createdNow: 1, createdCount: 2, nextDate: "2026-12-19" });
    expect((await post("resume")).status).toBe(409);
    const periods = t.db
      .select()
      .from(recurringInvoices)
      .all()
      .map((p) => p.periodDate)
      .sort();
    expect(periods).toEqual(["2026-11-21", "2026-12-12"]);
    const ended = await post("end");
    expect(ended.status).toBe(200);
    expect(ended.json).toMatchObject({ status: "ended", nextDate: null, statusReason: "Ended by you" });
    for (const action of ["end", "pause", "resume"]) {
      const res = await post(action);
      expect(res.status, action).toBe(409);
    }
    t.clock.set("2027-01-30T09:00:00Z");
    expect(runRecurringJob(t.services).created).toBe(0);
    expect(t.db.select().from(invoices).all()).toHaveLength(2);
  });

  it("refuses to resume a series whose end date has passed, and changes nothing", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const s = (
      await t.call("POST", "/api/recurring-invoices", {
        cookie,
        body: body(client.id, { unit: "day", every: 7, count: null, endDate: "2026-12-01" }),
      })
    ).json;
    await t.call("POST", `/api/recurring-invoices/${s.id}/pause`, { cookie });
    t.clock.set("2026-12-10T09:00:00Z");
    const res = await t.call("POST", `/api/recurring-invoices/${s.id}/resume`, { cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/Nothing is left to invoice/);
    expect((await t.call("GET", `/api/recurring-invoices/${s.id}`, { cookie })).json.status).toBe("paused");
  });

  it("lists series a page at a time and hides another owner's series behind 404s", async () => {
    const t = makeTestApp();
    const a = await ownerWithClient(t);
    for (const d of ["One", "Two", "Three"]) {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const res = await t.call("POST", "/api/recurring-invoices", {
        cookie: a.cookie,
        body: body(a.client.id, { description: d, startDate: "2026-12-01" }),
      });
      expect(res.status).toBe(201);
    }
    const page = await t.call("GET", "/api/recurring-invoices?limit=2", { cookie: a.cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("3");
    expect(page.json.map((s: { description: string }) => s.description)).toEqual(["Three", "Two"]);
    const next = page.headers.get("link")!.match(/<([^>]+)>/)![1];
    expect(
      (await t.call("GET", next, { cookie: a.cookie })).json.map((s: { description: string }) => s.description),
    ).toEqual(["One"]);
    const id = page.json[0].id;
    await t.call("POST", `/api/recurring-invoices/${id}/pause`, { cookie: a.cookie });
    const paused = await t.call("GET", "/api/recurring-invoices?status=paused", { cookie: a.cookie });
    expect(paused.json.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await t.call("GET", "/api/recurring-invoices?q=Tw", { cookie: a.cookie })).json).toHaveLength(1);
    expect((await t.call("GET", "/api/recurring-invoices?status=gone", { cookie: a.cookie })).status).toBe(400);

    const b = await ownerWithClient(t);
    expect((await t.call("GET", "/api/recurring-invoices", { cookie: b.cookie })).json).toEqual([]);
    for (const [method, path] of [
      ["GET", `/api/recurring-invoices/${id}`],
      ["GET", `/api/recurring-invoices/${id}/invoices`],
      ["POST", `/api/recurring-invoices/${id}/pause`],
      ["POST", `/api/recurring-invoices/${id}/resume`],
      ["POST", `/api/recurring-invoices/${id}/end`],
    ] as const) {
      const res = await t.call(method, path, { cookie: b.cookie });
      expect(res.status, path).toBe(404);
      expect(res.json.message).toBe("Recurring series not found");
    }
    // B cannot bill A's client either.
    const steal = await t.call("POST", "/api/recurring-invoices", { cookie: b.cookie, body: body(a.client.id) });
    expect(steal.status).toBe(400);
    expect(steal.json.fields.clientId).toBeDefined();
    // Signed out: 401.
    expect((await t.call("GET", "/api/recurring-invoices")).status).toBe(401);
  });
});

describe("a recurring series keeps the currency it was made in", () => {
  it("still bills dollars after the owner's home currency becomes the euro", async () => {
    const t = makeTestApp({ now: "2026-11-10T10:00:00Z" });
    const { cookie, client } = await ownerWithClient(t);
    const made = await t.call("POST", "/api/recurring-invoices", {
      cookie,
      body: {
        clientId: client.id,
        lines: [{ description: "Retainer", quantity: "1", unitPrice: "600" }],
        unit: "month",
        startDate: "2026-11-15",
        count: 3,
      },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.json.currency).toBe("USD");
    const billing = await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultCurrency: "EUR", defaultHourlyRate: "100", paymentTerms: "30" },
    });
    expect(billing.status, billing.text).toBe(200);
    expect((await t.call("GET", `/api/recurring-invoices/${made.json.id}`, { cookie })).json.currency).toBe("USD");
    const listed = (await t.call("GET", "/api/recurring-invoices", { cookie })).json;
    expect((listed.items ?? listed)[0].currency).toBe("USD");
    t.clock.set(new Date("2026-11-15T10:00:00Z"));
    await t.call("POST", "/api/recurring-invoices/run-due", { cookie });
    const invoices = (await t.call("GET", `/api/recurring-invoices/${made.json.id}/invoices`, { cookie })).json;
    const first = (invoices.items ?? invoices)[0];
    const detail = (await t.call("GET", `/api/invoices/${first.id}`, { cookie })).json;
    expect(detail).toMatchObject({ currency: "USD", amount: "600.00" });
    // Not counted at home until the owner records a dollar rate (decision 220), never as €600.
    expect(detail.rate.value).toBeNull();
  });
});

describe("a negative number of days to pay", () => {
  it("says the range, not that -1 is not a whole number", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const res = await t.call("POST", "/api/recurring-invoices/preview", {
      cookie,
      body: {
        clientId: client.id,
        lines: [{ description: "x", quantity: "1", unitPrice: "1" }],
        unit: "day",
        startDate: "2026-12-01",
        count: 2,
        dueDays: -1,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.dueDays).toBe("Days to pay must be a whole number from 0 to 365");
  });
});
