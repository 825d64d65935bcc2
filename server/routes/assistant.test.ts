import { describe, expect, it } from "vitest";
import { loadHeldOut, readFixture } from "../../test/chat-heldout/load";

describe("GET /api/assistant/vocabulary", () => {
  it("names what the owner may type: clients, open quotes, live series, tasks, posts to act on, helpers, leads", async () => {
    const { t, cookie } = await loadHeldOut(readFixture(new URL("../../test/chat-fresh-1", import.meta.url).pathname));
    const res = await t.call("GET", "/api/assistant/vocabulary", { cookie });
    expect(res.status).toBe(200);
    const v = res.json;
    expect(v.clients).toHaveLength(12);
    expect(v.clients.map((c: { name: string }) => c.name)).toContain("Fennel & Fig Bistro");
    // Every quote is open: none has been turned into an invoice yet.
    expect(v.quotes.map((q: { quoteNumber: string }) => q.quoteNumber).sort()).toEqual([
      "Q-0012",
      "Q-0013",
      "Q-0014",
      "Q-0015",
      "Q-0016",
    ]);
    expect(v.series).toHaveLength(4);
    expect(v.tasks.map((x: { title: string }) => x.title)).toContain("Email past clients about care plans");
    // Open tasks first, then done ones (a request may name a done task).
    expect(v.tasks.find((x: { title: string }) => x.title === "Order new monitor").completed).toBe(true);
    expect(v.tasks.findIndex((x: { completed: boolean }) => x.completed)).toBe(14);
    expect(v.tasks.find((x: { title: string }) => x.title === "Write the Lumen case study").workflowTitle).toBe(
      "Publish portfolio case studies",
    );
    expect(v.workflows).toHaveLength(4);
    // The published post is done with; the draft, the failed one and the scheduled ones are not.
    expect(v.posts.map((p: { title: string }) => p.title)).not.toContain("5 signs your website needs a refresh");
    expect(v.posts).toHaveLength(4);
    expect(v.helpers.map((h: { name: string }) => h.name).sort()).toEqual(["Ana Petrova", "Sam Torres", "Samir Haddad"]);
    // Marisol Ortega is already a client: only the two open leads.
    expect(v.leads.map((l: { name: string }) => l.name).sort()).toEqual(["Dave Kowalski", "Priya Nair"]);

    const stranger = await t.signUp();
    const theirs = await t.call("GET", "/api/assistant/vocabulary", { cookie: stranger.cookie });
    expect(theirs.json).toEqual({ clients: [], quotes: [], series: [], tasks: [], workflows: [], posts: [], helpers: [], leads: [] });
    expect((await t.call("GET", "/api/assistant/vocabulary")).status).toBe(401);
  });
});

describe("GET /api/assistant/best-clients and /payment-habits", () => {
  it("ranks clients by money received (a part payment on its day), and tells late and early payers", async () => {
    const { t, cookie } = await loadHeldOut(readFixture(new URL("../../test/chat-fresh-1", import.meta.url).pathname));
    const best = await t.call("GET", "/api/assistant/best-clients?limit=3", { cookie });
    expect(best.status).toBe(200);
    expect(best.json.clients.map((c: { name: string; paid: string }) => [c.name, c.paid])).toEqual([
      ["Northwind Traders", "7300.00"],
      ["Harbor & Pine Dental", "3900.00"],
      ["Oakridge Realty", "2300.00"],
    ]);
    // Q3 only: what came in from July to September.
    const q3 = await t.call("GET", "/api/assistant/best-clients?from=2026-07-01&to=2026-09-30", { cookie });
    const total = q3.json.clients.reduce((sum: number, c: { paid: string }) => sum + Number(c.paid), 0);
    expect(total).toBe(7300);
    expect((await t.call("GET", "/api/assistant/best-clients?from=2026-10-01&to=2026-09-01", { cookie })).status).toBe(400);

    const habits = await t.call("GET", "/api/assistant/payment-habits", { cookie });
    const byName = new Map(habits.json.clients.map((c: { name: string }) => [c.name, c]));
    expect(byName.get("Northwind Traders")).toMatchObject({ habit: "late", paidInvoices: 3, averageDays: 30.3 });
    expect(byName.get("Harbor & Pine Dental")).toMatchObject({ habit: "early" });
    expect(habits.json.clients[0].name).toBe("Northwind Traders");
  });
});
