import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

// qa12 F3: a pending suggestion is about the figures as they were. Generating again withdraws the
// ones whose rule no longer holds and rewrites the ones whose numbers moved.
describe("pending suggestions follow the figures", () => {
  it("withdraws a suggestion whose rule no longer holds and rewrites one whose numbers moved", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "ap@acme.test" } }))
      .json;
    const invoice = async (amount: string) =>
      (await t.call("POST", "/api/invoices", { cookie, body: { clientId: client.id, amount, dueDate: "2026-10-01" } }))
        .json;
    const first = await invoice("1000");
    await invoice("500");
    const pending = async () =>
      (
        (await t.call("GET", "/api/task-suggestions?status=pending", { cookie })).json as {
          title: string;
          reasoning: string;
        }[]
      ).map((s) => s.title);

    expect((await t.call("POST", "/api/task-suggestions/generate", { cookie })).status).toBe(200);
    expect(await pending()).toContain("Send reminders for 2 overdue invoices");

    // One is paid: the suggestion says 1, with the money still overdue.
    await t.call("PUT", `/api/invoices/${first.id}`, { cookie, body: { status: "paid" } });
    await t.call("POST", "/api/task-suggestions/generate", { cookie });
    const after = (await t.call("GET", "/api/task-suggestions?status=pending", { cookie })).json as {
      title: string;
      reasoning: string;
    }[];
    expect(after.map((s) => s.title)).not.toContain("Send reminders for 2 overdue invoices");
    expect(after.find((s) => s.title === "Send reminders for 1 overdue invoice")?.reasoning).toContain(
      "$500 is overdue",
    );

    // Both paid: nothing is overdue, so nothing asks to chase it.
    const rest = (await t.call("GET", "/api/invoices?status=overdue", { cookie })).json as { id: string }[];
    for (const r of rest) await t.call("PUT", `/api/invoices/${r.id}`, { cookie, body: { status: "paid" } });
    const again = await t.call("POST", "/api/task-suggestions/generate", { cookie });
    expect((await pending()).some((title) => title.startsWith("Send reminders for"))).toBe(false);
    expect(again.json.message).not.toBe("No new suggestions: the ones that fit your figures are already in your feed.");
  });
});
