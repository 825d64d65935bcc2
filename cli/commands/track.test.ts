import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { ownerWithClient } from "../../test/owner";

const NOW = "2026-11-21T09:00:00Z";

async function setup() {
  const t = makeTestApp({ now: NOW });
  const owner = await ownerWithClient(t);
  const billing = await t.call("PUT", "/api/user/billing", {
    cookie: owner.cookie,
    body: { defaultHourlyRate: "90", defaultCurrency: "USD", paymentTerms: "14" },
  });
  expect(billing.status, billing.text).toBe(200);
  await t.call("POST", "/api/clients", { cookie: owner.cookie, body: { name: "Globex" } });
  return { t, owner, cli: cliHarness(t, owner.user.id, NOW) };
}

describe("microteam track", () => {
  it("starts a timer after asking, stops it, and a second start stops the running one", async () => {
    const { t, owner, cli } = await setup();
    const no = await cli.run(["track", "start", "acme", "design", "review"], { answer: false });
    expect(no.questions).toEqual(["Start a timer for Acme Ltd (design review)?"]);
    expect(no.exitCode).toBe(1);
    const yes = await cli.run(["track", "start", "acme", "design", "review", "--yes"]);
    expect(yes.exitCode, yes.stderr).toBe(0);
    expect(yes.stdout).toBe("Timer started for Acme Ltd (design review) at $90.00/h.");
    t.clock.set("2026-11-21T09:50:00Z");
    // The terminal's own clock says how long the running timer has run.
    const later = cliHarness(t, owner.user.id, "2026-11-21T09:50:00Z");
    const switched = await later.run(["track", "start", "globex", "--yes"]);
    expect(switched.questions[0]).toBe(
      "Start a timer for Globex? The timer for Acme Ltd (design review) stops (50m so far).",
    );
    expect(switched.stdout).toBe(
      "Timer started for Globex at $90.00/h. Stopped Acme Ltd (design review) at 50m ($74.97).",
    );
    t.clock.set("2026-11-21T10:20:00Z");
    const stopped = await cli.run(["track", "stop"], { answer: true });
    expect(stopped.stdout).toBe("Stopped: 30m for Globex, $45.00.");
    const none = await cli.run(["track", "stop", "--yes"]);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain("No timer is running.");
  });

  it("adds time in the owner's words, lists what is unbilled, and refuses a bad duration with the server's words", async () => {
    const { cli } = await setup();
    const added = await cli.run(["track", "add", "acme", "1h30m", "workshop", "prep", "--date", "2026-11-12", "--yes"]);
    expect(added.exitCode, added.stderr).toBe(0);
    expect(added.stdout).toMatch(
      /^Added 1h 30m for Acme Ltd \(workshop prep\) on Nov 12, 2026: \$135\.00 \(id \w{8}\)\.$/,
    );
    await cli.run(["track", "add", "globex", "45m", "--rate", "120", "--yes"]);
    const list = await cli.run(["track"]);
    expect(list.stdout).toMatch(/Date\s+Client\s+Description\s+Time\s+Amount\s+Id/);
    expect(list.stdout).toMatch(/Nov 21, 2026\s+Globex\s+45m\s+\$90\.00/);
    expect(list.stdout).toMatch(/Nov 12, 2026\s+Acme Ltd\s+workshop prep\s+1h 30m\s+\$135\.00/);
    expect(list.stdout).toContain("Unbilled: $225.00 for 2.25 hours (2 entries).");
    const acme = JSON.parse((await cli.run(["track", "list", "--client", "acme", "--json"])).stdout);
    expect(acme.entries).toHaveLength(1);
    expect(acme.totals).toMatchObject([{ clientName: "Acme Ltd", amount: "135.00" }]);
    const bad = await cli.run(["track", "add", "acme", "soon", "--yes"]);
    expect(bad.exitCode).not.toBe(0);
    expect(bad.stderr).toContain("Duration must be like 1h30m, 90m or 1.5h");
  });

  it("invoices a client's unbilled time once, after asking", async () => {
    const { cli, t, owner } = await setup();
    await cli.run(["track", "add", "acme", "2h", "discovery", "--date", "2026-11-12", "--yes"]);
    await cli.run(["track", "add", "acme", "20m", "--yes"]);
    const asked = await cli.run(["track", "invoice", "acme"], { answer: true });
    expect(asked.questions).toEqual([
      "Invoice Acme Ltd $209.97 for 2.333 hours of unbilled time, one line per entry (2 lines)?",
    ]);
    expect(asked.exitCode, asked.stderr).toBe(0);
    expect(asked.stdout).toMatch(
      /^Invoice (INV-\S+) \(\$209\.97\) made for Acme Ltd from 2 entries of unbilled time, due Dec 5, 2026\. Send it with `microteam invoice send \1`\.$/,
    );
    const again = await cli.run(["track", "invoice", "acme", "--yes"]);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain("Acme Ltd has no unbilled time to invoice.");
    expect((await t.call("GET", "/api/invoices", { cookie: owner.cookie })).json).toHaveLength(1);
    expect((await cli.run(["track"])).stdout).toContain("No unbilled time.");
  });

  it("asks for the exchange rate of time in another currency than the home one, and bills at it", async () => {
    const { cli, t, owner } = await setup();
    await cli.run(["track", "add", "acme", "2h", "discovery", "--date", "2026-11-12", "--yes"]);
    t.db.$client.prepare("update users set default_currency = 'EUR' where id = ?").run(owner.user.id);
    const refused = await cli.run(["track", "invoice", "acme", "--yes"]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain("Enter the rate: 1 USD = ? EUR");
    expect(refused.stderr).toContain('microteam track invoice "Acme Ltd" --exchange-rate 1.08');
    const made = await cli.run(["track", "invoice", "acme", "--exchange-rate", "0.92", "--yes", "--json"]);
    expect(made.exitCode, made.stderr).toBe(0);
    expect(JSON.parse(made.stdout).invoice).toMatchObject({ amount: "180.00", rate: { value: "0.92", source: "owner" } });
  });

  it("says how to pick one of several clients a name matches", async () => {
    const { cli, t, owner } = await setup();
    await t.call("POST", "/api/clients", { cookie: owner.cookie, body: { name: "Acme Labs" } });
    const both = await cli.run(["track", "add", "acme", "1h", "--yes"]);
    expect(both.exitCode).toBe(2);
    expect(both.stderr).toMatch(/"acme" matches 2 clients: Acme (Ltd|Labs) \(\w{8}\), Acme (Ltd|Labs) \(\w{8}\)\./);
    expect(both.stderr).toContain("Use the whole name, the email or the short id in brackets.");
  });

  it("has help with examples", async () => {
    const { cli } = await setup();
    const help = await cli.run(["track", "--help"]);
    expect(help.stdout).toContain("track time for clients");
    for (const sub of ["list", "start", "stop", "add", "invoice"]) expect(help.stdout).toContain(sub);
    expect(help.stdout).toContain("microteam track invoice acme");
    expect((await cli.run(["track", "add", "--help"])).stdout).toContain("--date <date>");
  });
});
