import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";

const fixture = (name: string) => path.join(__dirname, "..", "test", "fixtures", "imports", name);

describe("microteam import", () => {
  it("shows the file with --dry-run, asks, then imports all of it through the routes", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const { user } = await t.signUp();
    const cli = cliHarness(t, user.id, "2026-11-23T10:00:00Z");
    const dry = await cli.run(["import", fixture("stripe-invoices.csv"), "--dry-run"]);
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain("Stripe invoices (invoices.csv) (recognised from the header row): 6 rows.");
    expect(dry.stdout).toContain("5 invoices, 4 new clients, 0 clients you already have, 1 payment, 1 skipped.");
    expect(dry.stdout).toContain("Total ← Total");
    expect((await t.call("GET", "/api/invoices", { cookie: (await t.signUp()).cookie })).json).toEqual([]);

    const no = await cli.run(["import", fixture("stripe-invoices.csv")], { answer: false });
    expect(no.exitCode).toBe(1);
    expect(no.questions).toEqual([
      "Import 5 invoices and 4 new clients from Stripe invoices (invoices.csv)? Nothing is emailed.",
    ]);
    const yes = await cli.run(["import", fixture("stripe-invoices.csv"), "--format", "stripe", "--yes", "--json"]);
    expect(yes.exitCode).toBe(0);
    expect(JSON.parse(yes.stdout)).toMatchObject({ invoices: 5, clients: 4, format: "stripe-invoices" });
  });

  it("refuses a file with wrong lines, naming them, and imports nothing; --format picks the product's clients file", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const { user } = await t.signUp();
    const cli = cliHarness(t, user.id, "2026-11-23T10:00:00Z");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-import-"));
    const bad = path.join(dir, "bad.csv");
    fs.writeFileSync(bad, fs.readFileSync(fixture("midday-invoices.csv"), "utf8").replace(",EUR,", ",EURO,"));
    const res = await cli.run(["import", bad, "--yes"]);
    expect(res.exitCode).toBe(1);
    expect(res.stderr).toContain('line 2, currency: "EURO" is not a currency code we know');
    const clients = await cli.run([
      "import",
      fixture("invoice-ninja-clients.csv"),
      "--format",
      "invoiceninja",
      "--yes",
    ]);
    expect(clients.stdout).toBe("Imported 3 clients from Invoice Ninja.");
    const missing = await cli.run(["import", path.join(dir, "nope.csv")]);
    expect(missing.exitCode).toBe(2);
  });
});
