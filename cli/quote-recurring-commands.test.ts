import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invoices, quotes, recurringSeries } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness, OUTBOX_ONLY } from "../test/cli";
import { ownerWithClient } from "../test/owner";

const NOW = "2026-11-21T09:00:00Z";
const LINES = [
  { description: "Workshop", quantity: "2", unitPrice: "500", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Travel", quantity: "1", unitPrice: "80" },
];

async function setup() {
  const t = makeTestApp({ now: NOW });
  const owner = await ownerWithClient(t);
  const cli = cliHarness(t, owner.user.id, NOW);
  const quote = async (extra: Record<string, unknown> = {}) => {
    const res = await t.call("POST", "/api/quotes", {
      cookie: owner.cookie,
      body: {
        clientId: owner.client.id,
        lines: LINES,
        description: "Team workshop",
        validUntil: "2026-12-31",
        ...extra,
      },
    });
    expect(res.status, res.text).toBe(201);
    return res.json as { id: string; quoteNumber: string; publicPath: string };
  };
  const accept = (q: { publicPath: string }) =>
    t.call("POST", `/api/public/quotes/${q.publicPath.split("/").pop()}/accept`, { body: { name: "Ada Client" } });
  const series = async (description: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call("POST", "/api/recurring-invoices", {
      cookie: owner.cookie,
      body: {
        clientId: owner.client.id,
        lines: LINES,
        description,
        unit: "month",
        every: 1,
        startDate: "2026-12-01",
        count: 6,
        ...extra,
      },
    });
    expect(res.status, res.text).toBe(201);
    return res.json as { id: string };
  };
  return { t, owner, cli, quote, accept, series };
}

describe("microteam quotes", () => {
  it("lists quotes with their state, filters by status, and prints the API's rows with --json", async () => {
    const { cli, quote, accept } = await setup();
    const first = await quote();
    await quote({ description: "Second" });
    await accept(first);
    const table = await cli.run(["quotes"]);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(/Number\s+Client\s+Amount\s+Valid until\s+Status\s+Id/);
    expect(table.stdout).toContain("Q-0001");
    expect(table.stdout).toMatch(/Q-0001\s+Acme Ltd\s+\$1,280\.00\s+Dec 31, 2026\s+accepted/);
    expect(table.stdout).toMatch(/Q-0002\s+Acme Ltd\s+\$1,280\.00\s+Dec 31, 2026\s+draft/);
    const accepted = await cli.run(["quotes", "list", "--status", "accepted"]);
    expect(accepted.stdout).not.toContain("Q-0002");
    const json = JSON.parse((await cli.run(["quotes", "--status", "draft", "--json"])).stdout);
    expect(json).toMatchObject([{ quoteNumber: "Q-0002", status: "draft", amount: "1280.00" }]);
    const bad = await cli.run(["quotes", "--status", "nope"]);
    expect(bad.exitCode).toBe(2);
    expect((await cli.run(["quotes", "--status", "declined"])).stdout).toBe("No declined quotes.");
  });

  it("shows a quote's lines and totals; an unknown number fails with a hint", async () => {
    const { cli, quote } = await setup();
    await quote();
    const shown = await cli.run(["quotes", "show", "1"]);
    expect(shown.stdout).toContain("Quote Q-0001 · Acme Ltd · draft");
    expect(shown.stdout).toContain("Workshop  2 × $500.00 (+VAT 20%)  $1,000.00");
    expect(shown.stdout).toContain("Total $1,280.00");
    expect(JSON.parse((await cli.run(["quotes", "show", "Q-0001", "--json"])).stdout).figures.total).toBe("1280.00");
    const missing = await cli.run(["quotes", "show", "Q-0099"]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('No quote matches "Q-0099".');
  });

  it("sends after a yes (the email goes out), and refuses to send an answered quote", async () => {
    const { t, cli, quote, accept } = await setup();
    const q = await quote();
    const no = await cli.run(["quotes", "send", "Q-0001"], { answer: false });
    expect(no.exitCode).toBe(1);
    expect(t.db.select().from(quotes).where(eq(quotes.id, q.id)).get()!.status).toBe("draft");
    const yes = await cli.run(["quotes", "send", "Q-0001", "--yes"]);
    expect(yes.exitCode).toBe(0);
    expect(yes.stdout).toBe(`Emailed Q-0001 to billing@acme.test.${OUTBOX_ONLY}`);
    expect(t.db.select().from(quotes).where(eq(quotes.id, q.id)).get()!.status).toBe("sent");
    await accept(q);
    const again = await cli.run(["quotes", "send", "Q-0001", "--yes"]);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain("Q-0001 was already accepted; there is nothing to send.");
  });

  it("follows up a sent, unanswered quote after a yes (the focus's quote move suggests it)", async () => {
    const { t, cli, quote, accept } = await setup();
    const q = await quote();
    const draft = await cli.run(["quotes", "follow-up", "Q-0001", "--yes"]);
    expect(draft.exitCode).toBe(2);
    expect(draft.stderr).toContain("Q-0001 was never sent: send it first (`microteam quotes send Q-0001`).");
    expect((await cli.run(["quotes", "send", "Q-0001", "--yes"])).exitCode).toBe(0);
    const asked = await cli.run(["quotes", "follow-up", "Q-0001"], { answer: false });
    expect(asked.exitCode).toBe(1);
    expect(asked.questions[0]).toBe(
      "Email Acme Ltd <billing@acme.test> a follow-up on Q-0001 ($1,280.00, sent Nov 21, 2026)?",
    );
    const mails = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, q.id)).all();
    expect(mails()).toHaveLength(1);
    const yes = await cli.run(["quotes", "follow-up", "Q-0001", "--yes"]);
    expect(yes.exitCode, yes.stderr).toBe(0);
    expect(yes.stdout).toBe(`Followed up Q-0001 with billing@acme.test.${OUTBOX_ONLY}`);
    expect(mails().map((m) => m.subject)).toEqual([
      expect.any(String),
      expect.stringMatching(/^Following up: quote Q-0001/),
    ]);
    await accept(q);
    const answered = await cli.run(["quotes", "follow-up", "Q-0001", "--yes"]);
    expect(answered.exitCode).toBe(2);
    expect(answered.stderr).toContain("Q-0001 was already accepted; there is nothing to follow up.");
  });

  it("converts an accepted quote into a deposit invoice and a draft for the rest, once", async () => {
    const { t, cli, quote, accept } = await setup();
    const q = await quote();
    const draft = await cli.run(["quotes", "convert", "Q-0001", "--yes"]);
    expect(draft.exitCode).toBe(2);
    expect(draft.stderr).toContain("Q-0001 is draft; only an accepted quote becomes an invoice.");
    await accept(q);
    expect((await cli.run(["quotes", "convert", "Q-0001", "--deposit", "150", "--yes"])).exitCode).toBe(2);
    const made = await cli.run(["quotes", "convert", "Q-0001", "--deposit", "30"], { answer: true });
    expect(made.exitCode, made.stderr).toBe(0);
    expect(made.stdout).toMatch(
      /^Q-0001 became deposit invoice INV-\S+ \(\$384\.00, due Dec 21, 2026\) and INV-\S+ \(\$896\.00, draft\) for the rest\.$/,
    );
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((i) => i.status)
        .sort(),
    ).toEqual(["draft", "pending"]);
    const twice = await cli.run(["quotes", "convert", "Q-0001", "--yes"]);
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr).toMatch(/Q-0001 already became INV-/);
  });
});

describe("microteam recurring", () => {
  it("lists series with the server's rule, shows one by name and previews its next dates", async () => {
    const { cli, series } = await setup();
    await series("Monthly retainer");
    await series("Hosting", { unit: "week", every: 2, count: 4 });
    const table = await cli.run(["recurring"]);
    expect(table.stdout).toMatch(/Client\s+Description\s+Each\s+Rule\s+Next\s+Status\s+Id/);
    expect(table.stdout).toMatch(
      /Acme Ltd\s+Monthly retainer\s+\$1,280\.00\s+Every month from Dec 1, 2026, 6 times\s+Dec 1, 2026\s+active/,
    );
    const json = JSON.parse((await cli.run(["recurring", "list", "--json"])).stdout);
    expect(json.map((s: { description: string }) => s.description).sort()).toEqual(["Hosting", "Monthly retainer"]);
    const shown = await cli.run(["recurring", "show", "monthly retainer"]);
    expect(shown.stdout).toContain("Monthly retainer · Acme Ltd · active");
    expect(shown.stdout).toContain("Next: Dec 1, 2026, Jan 1, 2027, Feb 1, 2027, …");
    const preview = await cli.run(["recurring", "preview", "Hosting"]);
    expect(preview.stdout.split("\n")).toEqual([
      "Hosting: Every 2 weeks from Dec 1, 2026, 4 times",
      "   1. Dec 1, 2026  $1,280.00",
      "   2. Dec 15, 2026  $1,280.00",
      "   3. Dec 29, 2026  $1,280.00",
      "   4. Jan 12, 2027  $1,280.00",
    ]);
    // Two series of one client: the client's name alone is ambiguous.
    const both = await cli.run(["recurring", "show", "Acme Ltd"]);
    expect(both.exitCode).toBe(2);
    expect(both.stderr).toContain('"Acme Ltd" matches 2 series');
  });

  it("pauses, resumes and ends a series after a yes; a refused change writes nothing", async () => {
    const { t, cli, series } = await setup();
    const s = await series("Monthly retainer");
    const status = () => t.db.select().from(recurringSeries).where(eq(recurringSeries.id, s.id)).get()!.status;
    const short = s.id.slice(-8);
    expect((await cli.run(["recurring", "pause", short], { answer: false })).exitCode).toBe(1);
    expect(status()).toBe("active");
    const paused = await cli.run(["recurring", "pause", short, "--yes"]);
    expect(paused.stdout).toBe("Monthly retainer is paused.");
    expect(status()).toBe("paused");
    const twice = await cli.run(["recurring", "pause", short, "--yes"]);
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr).toContain("Monthly retainer is paused; it cannot be paused.");
    const resumed = await cli.run(["recurring", "resume", short, "--yes"]);
    expect(resumed.stdout).toBe("Monthly retainer is active again. Next invoice Dec 1, 2026.");
    const ended = await cli.run(["recurring", "end", short, "--yes", "--json"]);
    expect(JSON.parse(ended.stdout)).toMatchObject({ id: s.id, status: "ended" });
    expect(status()).toBe("ended");
    expect((await cli.run(["recurring", "resume", short, "--yes"])).exitCode).toBe(2);
  });
});
