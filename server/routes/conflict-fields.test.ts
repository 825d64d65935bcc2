// A 409 names the field it is about, as the bad-input list of issue 14 asks.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { ownerWithClient } from "../../test/owner";

describe("a 409", () => {
  it("says status for a quote answered twice and a series paused twice", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const lines = [{ description: "Design", quantity: "1", unitPrice: "500" }];
    const quote = (await t.call("POST", "/api/quotes", { cookie, body: { clientId: client.id, lines } })).json;
    await t.call("POST", `/api/quotes/${quote.id}/send`, { cookie });
    const token = quote.publicPath.split("/").pop();
    expect((await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "Ann" } })).status).toBe(200);
    const twice = await t.call("POST", `/api/public/quotes/${token}/accept`, { body: { name: "Ann" } });
    expect(twice.status).toBe(409);
    expect(twice.json.fields).toEqual({ status: `Quote ${quote.quoteNumber} was already accepted` });
    const series = (
      await t.call("POST", "/api/recurring-invoices", {
        cookie,
        body: { clientId: client.id, lines, unit: "month", startDate: "2026-12-01", count: 2 },
      })
    ).json;
    await t.call("POST", `/api/recurring-invoices/${series.id}/pause`, { cookie });
    const again = await t.call("POST", `/api/recurring-invoices/${series.id}/pause`, { cookie });
    expect(again.status).toBe(409);
    expect(Object.keys(again.json.fields ?? {})).toEqual(["status"]);
  });
});
