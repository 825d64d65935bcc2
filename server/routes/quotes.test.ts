import { describe, expect, it } from "vitest";
import { emailOutbox, invoices, quotes } from "@core/db";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { ownerWithClient } from "../../test/owner";

const LINES = [
  { description: "Website redesign", quantity: "1", unitPrice: "4000", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Copywriting", quantity: "10", unitPrice: "50" },
];

async function quoteFor(t: ReturnType<typeof makeTestApp>, cookie: string, clientId: string, extra = {}) {
  const res = await t.call("POST", "/api/quotes", {
    cookie,
    body: { clientId, lines: LINES, discount: { type: "percent", value: "10" }, validUntil: "2026-12-31", ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

const tokenOf = (q: { publicPath: string }) => q.publicPath.split("/").pop()!;

describe("quotes", () => {
  it("is made, sent with a private link, accepted by name, and converted into an invoice with its lines", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const q = await quoteFor(t, cookie, client.id, { description: "Spring relaunch" });
    // 4,500 − 450 + VAT 20 % of 3,600 (720)
    expect(q).toMatchObject({ quoteNumber: "Q-0001", status: "draft", amount: "4770.00", validUntil: "2026-12-31" });
    expect(q.publicPath).toMatch(/^\/quote\/[0-9a-f]{64}$/);
    expect((await quoteFor(t, cookie, client.id)).quoteNumber).toBe("Q-0002");

    const sent = await t.call("POST", `/api/quotes/${q.id}/send`, { cookie });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.json).toMatchObject({ status: "sent", to: "billing@acme.test" });
    const mail = t.db.select().from(emailOutbox).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "quote", subject: "Quote Q-0001 from Olive Owner" });
    expect(mail[0].body).toContain(`http://microteam.test/quote/${tokenOf(q)}`);

    const token = tokenOf(q);
    const pub = await t.call("GET", `/api/public/quotes/${token}`);
    expect(pub.status).toBe(200);
    expect(pub.json).toMatchObject({
      quoteNumber: "Q-0001",
      status: "sent",
      amount: "4770.00",
      to: { name: "Acme Ltd" },
    });
    expect(pub.json.figures.total).toBe("4770.00");

    // Converting before the client accepts is refused.
    expect((await t.call("POST", `/api/quotes/${q.id}/convert`, { cookie })).status).toBe(409);
    const noName = await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: " " } });
    expect(noName.status).toBe(400);
    expect(noName.json.fields.name).toBe("Type your name to accept");
    const accepted = await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "Ann Client" } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({
      status: "accepted",
      acceptedName: "Ann Client",
      acceptedAt: "2026-11-21T09:00:00.000Z",
    });
    // The owner is told through the outbox.
    expect(
      t.db
        .select()
        .from(emailOutbox)
        .all()
        .map((m) => m.subject),
    ).toContain("Acme Ltd accepted quote Q-0001");

    // Accepted twice, or declined after: 409 and nothing written.
    const before = t.db.select().from(quotes).all();
    const mails = t.db.select().from(emailOutbox).all().length;
    const twice = await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "Someone Else" } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("Quote Q-0001 was already accepted");
    expect(
      (await t.call("POST", `/api/public/quotes/${token}/decline`, { body: { reason: "Changed my mind" } })).status,
    ).toBe(409);
    expect(t.db.select().from(quotes).all()).toEqual(before);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(mails);
    expect((await t.call("POST", `/api/quotes/${q.id}/send`, { cookie })).status).toBe(409);

    const converted = await t.call("POST", `/api/quotes/${q.id}/convert`, { cookie });
    expect(converted.status, converted.text).toBe(201);
    expect(converted.json.depositInvoice).toBeNull();
    expect(converted.json.invoice).toMatchObject({
      amount: "4770.00",
      status: "pending",
      description: "Spring relaunch",
    });
    expect(converted.json.invoice.figures.lines).toHaveLength(2);
    expect(converted.json.invoice.figures.discount).toMatchObject({ type: "percent", value: "10" });
    expect(converted.json.invoice.history.map((h: { type: string }) => h.type)).toContain("from_quote");
    expect(converted.json.quote.invoice.invoiceNumber).toBe(converted.json.invoice.invoiceNumber);
    const again = await t.call("POST", `/api/quotes/${q.id}/convert`, { cookie });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Quote Q-0001 is already an invoice");
    expect(t.db.select().from(invoices).all()).toHaveLength(1);
  });

  it("becomes a deposit invoice and a draft for the rest", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const q = await quoteFor(t, cookie, client.id);
    await t.call("POST", `/api/public/quotes/${tokenOf(q)}/accept`, { body: { name: "Ann" } });
    for (const bad of [0, 100, "33.3", "x"]) {
      const res = await t.call("POST", `/api/quotes/${q.id}/convert`, { cookie, body: { depositPercent: bad } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.fields.depositPercent).toBeDefined();
    }
    const res = await t.call("POST", `/api/quotes/${q.id}/convert`, { cookie, body: { depositPercent: 30 } });
    expect(res.status, res.text).toBe(201);
    // 30 % of 4,770.00 = 1,431.00; the rest 3,339.00 as a draft.
    expect(res.json.depositInvoice).toMatchObject({ amount: "1431.00", status: "pending" });
    expect(res.json.depositInvoice.figures.lines[0].description).toBe("Deposit (30%) on quote Q-0001");
    expect(res.json.invoice).toMatchObject({ amount: "3339.00", status: "draft" });
    expect(res.json.invoice.figures.lines[0].description).toBe(
      `Balance of quote Q-0001 after the deposit on ${res.json.depositInvoice.invoiceNumber}`,
    );
    expect(res.json.quote.depositInvoice.id).toBe(res.json.depositInvoice.id);
  });

  it("is followed up once sent and unanswered: the link again through the outbox, the quote unchanged", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const q = await quoteFor(t, cookie, client.id);
    // A draft was never sent: nothing to follow up.
    const draft = await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie });
    expect(draft.status).toBe(409);
    expect(draft.json.message).toBe("Quote Q-0001 was never sent: send it first");
    await t.call("POST", `/api/quotes/${q.id}/send`, { cookie });
    const before = t.db.select().from(quotes).all();
    const res = await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie });
    expect(res.status, res.text).toBe(202);
    expect(res.json).toMatchObject({ status: "sent", to: "billing@acme.test" });
    expect(res.json.batchId).toEqual(expect.any(String));
    const mail = t.db.select().from(emailOutbox).all();
    expect(mail).toHaveLength(2);
    expect(mail[1]).toMatchObject({ kind: "quote", subject: "Following up: quote Q-0001 from Olive Owner" });
    expect(mail[1].body).toContain(`http://microteam.test/quote/${tokenOf(q)}`);
    expect(t.db.select().from(quotes).all()).toEqual(before);
    // A second follow-up within a day (a double click, a retried request) queues nothing more.
    const again = await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already queued in the last 24 hours/);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(2);
    t.clock.advanceDays(1);
    expect((await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie })).status).toBe(202);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(3);
    // Answered: 409, nothing queued; another owner's quote is 404.
    await t.call("POST", `/api/public/quotes/${tokenOf(q)}/decline`);
    expect((await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie })).status).toBe(409);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(3 + 1);
    const b = await t.signUp();
    expect((await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie: b.cookie })).status).toBe(404);
  });

  it("is a focus move a week after it was sent, whose follow-up is this route, and rests a week after it", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const q = await quoteFor(t, cookie, client.id);
    await t.call("POST", `/api/quotes/${q.id}/send`, { cookie });
    const move = async () =>
      ((await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks as { id: string }[]).find(
        (m) => m.id === `quote:${q.id}`,
      );
    expect(await move()).toBeUndefined();
    t.clock.advanceDays(8);
    // The move's action is the route the button and `microteam quotes follow-up` call (decision 325).
    expect(await move()).toMatchObject({
      kind: "quote",
      title: "Follow up Acme Ltd's $4,770 quote",
      action: { type: "follow_up_quote", quoteId: q.id, quoteNumber: "Q-0001" },
    });
    expect((await t.call("POST", `/api/quotes/${q.id}/follow-up`, { cookie })).status).toBe(202);
    expect(await move()).toBeUndefined();
    t.clock.advanceDays(7);
    expect((await move()) as unknown as { urgencyReason: string }).toMatchObject({
      urgencyReason: expect.stringContaining("sent 15 days ago, again 7 days ago, no answer"),
    });
  });

  it("is declined with a reason, then cannot be accepted; expired quotes cannot be accepted or sent", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const q = await quoteFor(t, cookie, client.id);
    const declined = await t.call("POST", `/api/public/quotes/${tokenOf(q)}/decline`, { body: { reason: "Too dear" } });
    expect(declined.status).toBe(200);
    expect(declined.json.status).toBe("declined");
    const view = await t.call("GET", `/api/quotes/${q.id}`, { cookie });
    expect(view.json).toMatchObject({ status: "declined", declineReason: "Too dear" });
    const accept = await t.call("POST", `/api/public/quotes/${tokenOf(q)}/accept`, { body: { name: "Ann" } });
    expect(accept.status).toBe(409);
    expect(accept.json.message).toBe("Quote Q-0001 was declined: ask for a new quote");
    expect((await t.call("POST", `/api/public/quotes/${tokenOf(q)}/decline`)).status).toBe(409);

    const old = await quoteFor(t, cookie, client.id, { validUntil: "2026-11-25" });
    t.clock.set("2026-11-26T09:00:00Z");
    expect((await t.call("GET", `/api/quotes/${old.id}`, { cookie })).json.expired).toBe(true);
    const late = await t.call("POST", `/api/public/quotes/${tokenOf(old)}/accept`, { body: { name: "Ann" } });
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/expired/);
    expect((await t.call("POST", `/api/quotes/${old.id}/send`, { cookie })).status).toBe(409);
  });

  it("names the field of bad input, pages the list, and reveals nothing of another owner's quotes", async () => {
    const t = makeTestApp();
    const a = await ownerWithClient(t);
    for (const [extra, field] of [
      [{ lines: [] }, "lines"],
      [{ lines: [{ description: "X", quantity: "1", unitPrice: "-5" }] }, "lines.0.unitPrice"],
      [{ validUntil: "2026-02-30" }, "validUntil"],
      [{ clientId: "nope" }, "clientId"],
    ] as const) {
      const res = await t.call("POST", "/api/quotes", {
        cookie: a.cookie,
        body: Object.assign({ clientId: a.client.id, lines: LINES }, extra),
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json.fields), field).toContain(field);
    }
    expect(t.db.select().from(quotes).all()).toHaveLength(0);
    const q1 = await quoteFor(t, a.cookie, a.client.id);
    t.clock.set("2026-11-21T10:00:00Z");
    const q2 = await quoteFor(t, a.cookie, a.client.id);
    const page = await t.call("GET", "/api/quotes?limit=1", { cookie: a.cookie });
    expect(page.headers.get("x-total-count")).toBe("2");
    expect(page.json.map((q: { id: string }) => q.id)).toEqual([q2.id]);
    expect(page.headers.get("link")).toMatch(/cursor=/);
    expect((await t.call("GET", "/api/quotes?status=accepted", { cookie: a.cookie })).json).toEqual([]);

    const b = await t.signUp();
    for (const [method, path] of [
      ["GET", `/api/quotes/${q1.id}`],
      ["POST", `/api/quotes/${q1.id}/send`],
      ["POST", `/api/quotes/${q1.id}/convert`],
    ] as const) {
      const res = await t.call(method, path, { cookie: b.cookie });
      expect(res.status, path).toBe(404);
    }
    expect((await t.call("GET", "/api/quotes", { cookie: b.cookie })).json).toEqual([]);
    for (const token of ["abc", "0".repeat(64), tokenOf(q1).toUpperCase()]) {
      expect((await t.call("GET", `/api/public/quotes/${token}`)).status, token).toBe(404);
      expect((await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "X" } })).status).toBe(404);
    }
  });

  it("answers 200 malformed bodies per route with a 4xx envelope or a valid 2xx, never a 5xx", async () => {
    const t = makeTestApp({ config: { clientEmailsPerHour: 100_000 } });
    const { cookie, client } = await ownerWithClient(t);
    const q = await quoteFor(t, cookie, client.id);
    const token = tokenOf(q);
    const routes: { method: string; path: string; example: Record<string, any>; cookie?: string }[] = [
      {
        method: "POST",
        path: "/api/quotes",
        cookie,
        example: {
          clientId: client.id,
          description: "X",
          lines: LINES,
          discount: { type: "amount", value: "10" },
          validUntil: "2026-12-31",
        },
      },
      { method: "POST", path: `/api/public/quotes/${token}/decline`, example: { reason: "No" } },
      { method: "POST", path: `/api/public/quotes/${token}/accept`, example: { name: "Ann Client" } },
      { method: "POST", path: `/api/quotes/${q.id}/convert`, cookie, example: { depositPercent: 25 } },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, route);
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
  }, 180_000);
});

describe("a quote's last day", () => {
  it("cannot be before today (400 naming validUntil, nothing written); today is fine", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const body = { clientId: client.id, lines: [{ description: "Design", quantity: "1", unitPrice: "500" }] };
    const past = await t.call("POST", "/api/quotes", { cookie, body: { ...body, validUntil: "2026-01-01" } });
    expect(past.status, past.text).toBe(400);
    expect(Object.keys(past.json.fields)).toEqual(["validUntil"]);
    const listed = (await t.call("GET", "/api/quotes", { cookie })).json;
    expect(listed.items ?? listed).toHaveLength(0);
    const today = await t.call("POST", "/api/quotes", { cookie, body: { ...body, validUntil: "2026-11-21" } });
    expect(today.status, today.text).toBe(201);
    expect(today.json.expired).toBe(false);
  });
});
