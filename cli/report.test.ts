import { describe, expect, it } from "vitest";
import { makeTestApp } from "../test/app";
import { analyticsBusiness, NOW } from "../test/analytics";
import { cliHarness } from "../test/cli";
import { sparkline } from "./operations/report";

describe("microteam report", () => {
  it("draws the money series as sparklines beside the server's figures; --json is the API's answer", async () => {
    const t = makeTestApp({ now: NOW });
    const owner = await analyticsBusiness(t);
    const cli = cliHarness(t, owner.user.id);
    const res = await cli.run(["report"]);
    expect(res.exitCode).toBe(0);
    // Dec 2025 to Nov 2026: nothing until Aug ($1,000), Sep ($2,000), Oct ($3,000), Nov so far ($500).
    const revenue = sparkline([0, 0, 0, 0, 0, 0, 0, 0, 1000, 2000, 3000, 500]);
    expect(revenue).toHaveLength(12);
    expect(revenue.at(-2)).toBe("█");
    expect(res.stdout).toContain(`Revenue Dec 2025–Nov 2026  ${revenue}  $6,500.00 in 12 months`);
    expect(res.stdout).toMatch(/This month so far\s+\$500\.00 {2}-83\.3% vs 10-01–10-21/);
    expect(res.stdout).toMatch(
      /Forecast Dec 2026\s+\$5,000\.00 \(linear trend over 3 months; Your months lie exactly on a line, so no range can be estimated yet/,
    );
    expect(res.stdout).toContain("not due $400.00 · 1-30 $600.00 · 31-60 $700.00 · 60+ $800.00");
    expect(res.stdout).toMatch(/Payment success rate\s+57% \(4 of 7 sent\)/);
    expect(res.stdout).toMatch(/Average payment time\s+9\.8 days/);
    expect(res.stdout).toMatch(/Weekly goal\s+████████░░ {2}80%\s+4\/5, 1 to go/);
    expect(res.stdout).toMatch(/streak 3 days/);

    // The figures' column lines up whatever the month's label ("Forecast Dec 2026" beside "This month so far").
    const column = (label: RegExp) => {
      const line = res.stdout.split("\n").find((l) => label.test(l))!;
      return line.length - line.replace(label, "").trimStart().length;
    };
    expect(column(/^ {2}Forecast Dec 2026\s+/)).toBe(column(/^ {2}Outstanding by age\s+/));
    expect(column(/^ {2}This month so far\s+/)).toBe(column(/^ {2}Outstanding by age\s+/));
    expect(res.stdout).not.toContain("not counted");

    const json = JSON.parse((await cli.run(["--json", "report"])).stdout);
    const api = (await t.call("GET", "/api/analytics", { cookie: owner.cookie })).json;
    expect(json).toEqual(api);
  });

  it("says which payments its revenue leaves out after a change of home currency", async () => {
    const t = makeTestApp({ now: NOW });
    const owner = await analyticsBusiness(t);
    const billing = await t.call("PUT", "/api/user/billing", {
      cookie: owner.cookie,
      body: { defaultHourlyRate: "75", defaultCurrency: "EUR", paymentTerms: "30", confirm: true },
    });
    expect(billing.status, billing.text).toBe(200);
    const res = await cliHarness(t, owner.user.id).run(["report"]);
    expect(res.exitCode).toBe(0);
    expect(res.stdout).toContain("€0.00 in 12 months");
    expect(res.stdout).toContain(
      "  Since Nov 2025, 4 payments in USD ($6,500.00) are not counted: no rate to EUR yet. Add a rate on each invoice to count them.",
    );
  });
});
