// One rule in one place: the Analyst's 12-month revenue and best month are summed once on the server
// (core/analyst/revenue-total.ts); the page and `microteam report` show what they are served. No
// email carries these figures.
import { describe, expect, it } from "vitest";
import { revenueSummary } from "@web/pages/analyst/chart-data";
import { analyticsBusiness, NOW } from "../../test/analytics";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";

describe("the 12-month revenue and the best month", () => {
  it("are the server's, and the page and the terminal say the same", async () => {
    const t = makeTestApp({ now: NOW });
    const owner = await analyticsBusiness(t);
    // Received Aug $1,000, Sep $2,000, Oct $3,000 and Nov so far $500 (test/analytics.ts).
    const api = (await t.call("GET", "/api/analytics", { cookie: owner.cookie })).json;
    expect(api.business.revenueTotal).toBe("6500.00");
    expect(api.business.bestMonth).toEqual({ month: "2026-10", amount: "3000.00" });

    // The web: the revenue chart's summary, drawn from the API's answer.
    const web = revenueSummary(api.business, api.currency);
    expect(web).toContain("Received over the last 12 months: $6,500.00.");
    expect(web).toContain("Best month: Oct 2026 with $3,000.00.");

    // The terminal: `microteam report`, and its --json (the API's answer).
    const cli = cliHarness(t, owner.user.id);
    expect((await cli.run(["report"])).stdout).toContain("$6,500.00 in 12 months");
    const json = JSON.parse((await cli.run(["--json", "report"])).stdout);
    expect(json.business).toMatchObject({
      revenueTotal: "6500.00",
      bestMonth: { month: "2026-10", amount: "3000.00" },
    });
  });

  it("say nothing was received when nothing was", async () => {
    const t = makeTestApp({ now: NOW });
    const owner = await t.signUp();
    const api = (await t.call("GET", "/api/analytics", { cookie: owner.cookie })).json;
    expect(api.business).toMatchObject({ revenueTotal: "0.00", bestMonth: null });
    expect(revenueSummary(api.business, api.currency)).toBe("No money was received in the last 12 months.");
    expect((await cliHarness(t, owner.user.id).run(["report"])).stdout).toContain("$0.00 in 12 months");
  });
});
