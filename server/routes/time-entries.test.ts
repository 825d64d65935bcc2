import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { ownerWithClient } from "../../test/owner";

/** An owner with a client and an hourly rate of $90, on 2026-11-21. */
async function owner(t: ReturnType<typeof makeTestApp>) {
  const o = await ownerWithClient(t);
  const billing = await t.call("PUT", "/api/user/billing", {
    cookie: o.cookie,
    body: { defaultHourlyRate: "90", defaultCurrency: "USD", paymentTerms: "14" },
  });
  expect(billing.status, billing.text).toBe(200);
  return o;
}

describe("time entries", () => {
  it("starts and stops a timer, adds time by hand, pages the list and shows the client's unbilled work", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const { cookie, client } = await owner(t);
    const started = await t.call("POST", "/api/time-entries/timer/start", {
      cookie,
      body: { clientId: client.id, description: "Design review" },
    });
    expect(started.status, started.text).toBe(201);
    expect(started.json).toMatchObject({ started: { running: true, rate: "90.00" }, stopped: null });
    expect((await t.call("GET", "/api/time-entries/timer", { cookie })).json.running.id).toBe(started.json.started.id);
    t.clock.set("2026-11-21T09:40:00Z");
    const stopped = await t.call("POST", "/api/time-entries/timer/stop", { cookie });
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.json.stopped).toMatchObject({ minutes: 40, hours: "0.667", amount: "60.03" });
    const again = await t.call("POST", "/api/time-entries/timer/stop", { cookie });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "CONFLICT", message: "No timer is running" });

    const added = await t.call("POST", "/api/time-entries", {
      cookie,
      body: { clientId: client.id, duration: "1h30m", date: "2026-11-12", description: "Discovery" },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({ workDate: "2026-11-12", minutes: 90, amount: "135.00", clientName: "Acme Ltd" });

    const page = await t.call("GET", "/api/time-entries?limit=1", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Total-Count")).toBe("2");
    expect(page.headers.get("Link")).toMatch(/rel="next"/);
    expect(page.json.map((e: { description: string }) => e.description)).toEqual(["Design review"]);

    const unbilled = await t.call("GET", `/api/clients/${client.id}/unbilled`, { cookie });
    expect(unbilled.status).toBe(200);
    expect(unbilled.json.totals).toEqual([
      { currency: "USD", amount: "195.03", minutes: 130, hours: "2.167", entries: 2, oldestDate: "2026-11-12" },
    ]);
    const summary = await t.call("GET", "/api/time-entries/unbilled", { cookie });
    expect(summary.json.clients).toMatchObject([{ clientName: "Acme Ltd", amount: "195.03" }]);

    // Waiting 9 days, it is a money move whose action invoices it.
    const moves = await t.call("GET", "/api/tasks/prioritized?limit=10", { cookie });
    expect(moves.json.prioritizedTasks).toContainEqual(
      expect.objectContaining({
        id: `unbilled:${client.id}`,
        title: "$195.03 of unbilled work for Acme Ltd, 9 days",
        action: { type: "invoice_unbilled", clientId: client.id, clientName: "Acme Ltd" },
      }),
    );

    const deleted = await t.call("DELETE", `/api/time-entries/${added.json.id}`, { cookie });
    expect(deleted.status).toBe(200);
    expect((await t.call("GET", "/api/time-entries", { cookie })).headers.get("X-Total-Count")).toBe("1");
  });

  it("makes one invoice from the client's unbilled time, once, even for two requests at the same moment", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const { cookie, client } = await owner(t);
    for (const duration of ["2h", "45m", "1h15m"])
      await t.call("POST", "/api/time-entries", { cookie, body: { clientId: client.id, duration } });
    const path = `/api/clients/${client.id}/unbilled/invoice`;
    const [a, b] = await Promise.all([t.call("POST", path, { cookie }), t.call("POST", path, { cookie })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const made = a.status === 201 ? a.json : b.json;
    expect(made).toMatchObject({
      billedEntries: 3,
      invoice: { amount: "360.00", status: "pending", dueDate: "2026-12-05" },
    });
    expect(made.invoice.figures.lines).toHaveLength(3);
    const refused = a.status === 409 ? a.json : b.json;
    expect(refused).toMatchObject({ code: "CONFLICT", message: "Acme Ltd has no unbilled time to invoice" });
    const retry = await t.call("POST", path, { cookie, body: {} });
    expect(retry.status).toBe(409);
    expect((await t.call("GET", "/api/invoices", { cookie })).json).toHaveLength(1);
    const billed = await t.call("GET", "/api/time-entries?billed=true", { cookie });
    expect(billed.json.map((e: { billedInvoice: { id: string } }) => e.billedInvoice.id)).toEqual(
      Array(3).fill(made.invoice.id),
    );
    // A billed entry stays with its invoice.
    const keep = await t.call("DELETE", `/api/time-entries/${billed.json[0].id}`, { cookie });
    expect(keep.status).toBe(409);
    expect(keep.json.message).toBe(
      `This time was billed on invoice ${made.invoice.invoiceNumber}: it stays with that invoice`,
    );
  });

  it("keeps owners apart: another owner's client or entry is not found", async () => {
    const t = makeTestApp();
    const mine = await owner(t);
    const theirs = await owner(t);
    const entry = await t.call("POST", "/api/time-entries", {
      cookie: theirs.cookie,
      body: { clientId: theirs.client.id, duration: "1h" },
    });
    expect(entry.status).toBe(201);
    const cookie = mine.cookie;
    for (const [method, path] of [
      ["GET", `/api/clients/${theirs.client.id}/unbilled`],
      ["POST", `/api/clients/${theirs.client.id}/unbilled/invoice`],
      ["DELETE", `/api/time-entries/${entry.json.id}`],
    ]) {
      const res = await t.call(method, path, { cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.code).toBe("NOT_FOUND");
    }
    // A client named in a body is checked as the invoice's is: 400 naming the field, nothing revealed.
    const foreign = await t.call("POST", "/api/time-entries/timer/start", {
      cookie,
      body: { clientId: theirs.client.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields).toEqual({ clientId: "Choose one of your clients" });
    expect((await t.call("GET", "/api/time-entries", { cookie })).json).toEqual([]);
    expect((await t.call("GET", "/api/time-entries/unbilled", { cookie })).json).toEqual({ totals: [], clients: [] });
    expect((await t.call("GET", "/api/time-entries")).status).toBe(401);
  });

  it("answers bad input with 400 and a JSON body naming each field", async () => {
    const t = makeTestApp();
    const { cookie, client } = await owner(t);
    const bad = async (path: string, body: unknown) => {
      const res = await t.call("POST", path, { cookie, body });
      expect(res.status, res.text).toBe(400);
      expect(res.json.code).toBe("VALIDATION");
      return res.json.fields;
    };
    expect(await bad("/api/time-entries", { clientId: client.id, duration: "soon" })).toEqual({
      duration: "Duration must be like 1h30m, 90m or 1.5h",
    });
    expect(await bad("/api/time-entries", { clientId: client.id, duration: "1h", date: "2026-13-01" })).toEqual({
      date: "Date must be a real date (YYYY-MM-DD)",
    });
    expect(await bad("/api/time-entries", { clientId: client.id, duration: "1h", date: "2099-01-01" })).toEqual({
      date: "Date cannot be in the future",
    });
    expect(await bad("/api/time-entries", { duration: "1h", hourlyRate: "-5" })).toEqual({
      clientId: "Client is required",
      hourlyRate: "Hourly rate must be a number, like 75 or 82.50",
    });
    expect(await bad(`/api/clients/${client.id}/unbilled/invoice`, { currency: "NOPE" })).toEqual({
      currency: "Currency must be an ISO 4217 code such as EUR",
    });
    expect((await t.call("GET", "/api/time-entries?billed=maybe", { cookie })).json.fields).toEqual({
      billed: "Billed must be true or false",
    });
  });

  it("never answers a malformed body with a 5xx or without the error envelope", async () => {
    const t = makeTestApp();
    const { cookie, client } = await owner(t);
    const routes: [string, Record<string, string>][] = [
      ["/api/time-entries", { clientId: client.id, duration: "1h30m", date: "2026-11-20" }],
      ["/api/time-entries/timer/start", { clientId: client.id, description: "x" }],
      [`/api/clients/${client.id}/unbilled/invoice`, { currency: "USD" }],
    ];
    for (const [path, example] of routes) {
      const result = await fuzzRoute(t, { method: "POST", path, example, cookie, count: 60 });
      expect(result.serverErrors).toEqual([]);
      expect(result.badEnvelopes).toEqual([]);
    }
  });
});
