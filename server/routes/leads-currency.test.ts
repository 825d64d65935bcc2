import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

// qa12 F1: what a won client paid in another currency counts at the invoice's recorded rate, as the
// Analyst and the invoice tracker count it (decision 220), not as nothing.
describe("the money a post brought, in the owner's currency", () => {
  it("counts a won client's invoices in other currencies at their recorded rates", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const { cookie } = owner;
    const post = await t.call("POST", "/api/events", {
      cookie,
      body: {
        content: "Book a call: {link}",
        platforms: ["linkedin"],
        scheduledFor: "2026-11-25",
        scheduledTime: "10:00",
        trackedLink: true,
      },
    });
    const code = (post.json.trackedLinks as { path: string }[])[0]!.path.slice(3);
    await t.call("POST", `/api/public/contact/${code}`, { body: { name: "Jamie Lee", email: "jamie@example.org" } });
    const lead = (await t.call("GET", "/api/leads", { cookie })).json[0];
    const client = (await t.call("POST", `/api/leads/${lead.id}/client`, { cookie })).json.client;

    // €1,000 at 1.2 paid in full ($1,200), €100 at 1.2 half paid ($60), $500 with $200 paid.
    const eur = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "1000", dueDate: "2026-12-20", currency: "EUR", exchangeRate: 1.2 },
      })
    ).json;
    expect((await t.call("PUT", `/api/invoices/${eur.id}`, { cookie, body: { status: "paid" } })).status).toBe(200);
    const eurPart = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "100", dueDate: "2026-12-20", currency: "EUR", exchangeRate: 1.2 },
      })
    ).json;
    expect(
      (await t.call("POST", `/api/invoices/${eurPart.id}/payments`, { cookie, body: { amount: "50" } })).status,
    ).toBe(201);
    const usd = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "500", dueDate: "2026-12-20" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${usd.id}/payments`, { cookie, body: { amount: "200" } });

    const summary = await t.call("GET", "/api/analytics/links", { cookie });
    expect(summary.json).toMatchObject({ currency: "USD", totals: { clientsWon: 1, revenue: "1460.00" } });
    const posts = await t.call("GET", "/api/analytics/links/posts", { cookie });
    expect(posts.json[0]).toMatchObject({
      revenue: "1460.00",
      platforms: [{ platform: "linkedin", revenue: "1460.00" }],
    });
  });
});
