import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

// qa12 F4: the Strategist and the Analyst count days to get paid by one rule, from sending to the paid
// date: an invoice marked paid without ever being sent says nothing about how fast clients pay.
describe("days to get paid, on the Strategist as on the Analyst", () => {
  it("leaves out invoices that were never sent", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "ap@acme.test" } }))
      .json;
    const start = t.clock.now().getTime();
    const newInvoice = async () =>
      (
        await t.call("POST", "/api/invoices", {
          cookie,
          body: { clientId: client.id, amount: "100", dueDate: "2026-12-31" },
        })
      ).json;
    // Sent today, paid 12 days later.
    const sent = await newInvoice();
    expect((await t.call("POST", "/api/invoices/send-single", { cookie, body: { invoiceId: sent.id } })).status).toBe(
      202,
    );
    await t.deliver();
    // Twelve days later, two invoices made and marked paid by hand without being sent (cash on the day).
    t.clock.set(new Date(start + 12 * 86_400_000));
    const cash1 = await newInvoice();
    const cash2 = await newInvoice();
    for (const inv of [sent, cash1, cash2]) {
      expect((await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } })).status).toBe(200);
    }
    const insights = (await t.call("GET", "/api/ai-insights", { cookie })).json;
    const cash = insights.healthScore.breakdown.find((b: { key: string }) => b.key === "cashCollection");
    expect(cash.facts[1]).toBe("Paid in 12 days on average (1 invoice); your terms are 30 days");
  });
});
