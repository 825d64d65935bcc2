import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerOnTerms } from "../../test/owner";

// At 7 pm on November 20 in Los Angeles it is already November 21 in UTC: the owner's day is the 20th.
const NOW = "2026-11-21T03:00:00Z";
const LA = "America/Los_Angeles";

async function owner(terms: string) {
  const t = makeTestApp({ now: NOW });
  const o = await ownerOnTerms(t, terms, LA);
  const get = (path: string) => t.call("GET", path, { cookie: o.cookie });
  const post = (path: string, body?: unknown) => t.call("POST", path, { cookie: o.cookie, body });
  return { t, o, get, post };
}

describe("GET /api/invoices/defaults: a new invoice's due date from the owner's payment terms", () => {
  it.each([
    ["0", 0, "2026-11-20"],
    ["15", 15, "2026-12-05"],
    ["30", 30, "2026-12-20"],
  ])("terms %s: %i days, due %s (the owner's today plus the terms)", async (terms, days, due) => {
    const { get } = await owner(terms);
    const res = await get("/api/invoices/defaults");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ paymentTermsDays: days, dueDate: due });
  });

  it("takes 30 days when the stored terms cannot be read", async () => {
    const { t, o, get } = await owner("15");
    t.db.$client.prepare("update users set payment_terms = '' where id = ?").run(o.user.id);
    expect((await get("/api/invoices/defaults")).json).toEqual({ paymentTermsDays: 30, dueDate: "2026-12-20" });
  });
});

describe("every default due date the server makes is the one it serves", () => {
  it("Immediate terms: a duplicate, a converted quote and a series without days to pay are due today", async () => {
    const { t, o, get, post } = await owner("0");
    const served = (await get("/api/invoices/defaults")).json as { paymentTermsDays: number; dueDate: string };
    expect(served).toEqual({ paymentTermsDays: 0, dueDate: "2026-11-20" });

    const source = await createInvoice(t, o.cookie, { clientId: o.client.id, dueDate: "2026-12-31" });
    const copy = await post(`/api/invoices/${source.id}/duplicate`);
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json.dueDate).toBe(served.dueDate);

    const quote = await post("/api/quotes", {
      clientId: o.client.id,
      lines: [{ description: "Workshop", quantity: "1", unitPrice: "900" }],
    });
    expect(quote.status, quote.text).toBe(201);
    t.db.$client.prepare("update quotes set status = 'accepted' where id = ?").run(quote.json.id);
    const converted = await post(`/api/quotes/${quote.json.id}/convert`);
    expect(converted.status, converted.text).toBe(201);
    expect(converted.json.invoice.dueDate).toBe(served.dueDate);

    const series = await post("/api/recurring-invoices/preview", {
      clientId: o.client.id,
      lines: [{ description: "Retainer", quantity: "1", unitPrice: "500" }],
      unit: "month",
      every: 1,
      startDate: "2026-11-20",
      count: 2,
    });
    expect(series.status, series.text).toBe(200);
    expect(series.json.dueDays).toBe(served.paymentTermsDays);
  });
});
