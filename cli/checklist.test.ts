// The terminal by the clig.dev checklist (docs/cli-checklist.md): help, usage errors, --json errors,
// --no-input, colours, checked option values, and the flows the briefing's hints lead to.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients, emailOutbox } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness, OUTBOX_ONLY } from "../test/cli";
import { createInvoice, ownerWithClient } from "../test/owner";
import { suggestedCommand } from "./operations/focus";
import { wantsColor } from "./output";
import type { PrioritizedTask } from "./types";

async function setup() {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t);
  const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-12-01" });
  return { t, owner, invoice, cli: cliHarness(t, owner.user.id) };
}

describe("help", () => {
  it("lists on each command the global options that apply to it, and ends with the docs", async () => {
    const { cli } = await setup();
    const change = (await cli.run(["invoice", "paid", "--help"])).stdout;
    expect(change).toMatch(/Global Options:[\s\S]*--json[\s\S]*-y, --yes[\s\S]*--no-input/);
    const read = (await cli.run(["focus", "--help"])).stdout;
    expect(read).toContain("--json");
    expect(read).not.toContain("--yes");
    const serve = (await cli.run(["serve", "--help"])).stdout;
    expect(serve).toContain("--host <host>");
    expect(serve).not.toContain("--json");
    expect(serve).not.toContain("--version");
    expect(change).toContain('Docs: README.md ("The terminal assistant")');
  });

  it("run alone, says what it is and the few commands to start with", async () => {
    const { cli } = await setup();
    const res = await cli.run([]);
    expect(res.exitCode).toBe(0);
    expect(res.stdout).toContain("microteam focus");
    expect(res.stdout).toContain("All commands: microteam --help.");
  });
});

describe("usage errors", () => {
  it("refuse a --limit that is not a whole number from 1 to 200 on every list, pointing at that command's help", async () => {
    const { cli } = await setup();
    for (const command of ["tasks", "clients", "invoices", "workflows"]) {
      const res = await cli.run([command, "--limit", "abc"]);
      expect(res.exitCode, command).toBe(2);
      expect(res.stderr).toContain("argument 'abc' is invalid. must be a whole number from 1 to 200.");
      expect(res.stderr).toContain(`(run \`microteam ${command} --help\` for its options and examples)`);
    }
    expect((await cli.run(["tasks", "--limit", "0"])).exitCode).toBe(2);
  });

  it("refuse a port that is not one, without a stack trace", async () => {
    const { cli } = await setup();
    const res = await cli.run(["serve", "--port", "abc"]);
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toBe(
      "Error: option '--port <port>' argument 'abc' is invalid. must be a whole number from 1 to 65535.\n\n" +
        "(run `microteam serve --help` for its options and examples)\n",
    );
    expect((await cli.run(["serve", "--host", "a b"])).exitCode).toBe(2);
  });

  it("point a missing argument at the subcommand's help, and the top level at the commands", async () => {
    const { cli } = await setup();
    const missing = await cli.run(["invoice", "send"]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain("Error: missing required argument 'invoice'");
    expect(missing.stderr).toContain("(run `microteam invoice send --help` for its options and examples)");
    const unknown = await cli.run(["focsu"]);
    expect(unknown.stderr).toContain("(run `microteam --help` for the commands)");
    const status = await cli.run(["invoices", "--status", "lost"]);
    expect(status.stderr).toContain("(run `microteam invoices --help`");
  });
});

describe("--json", () => {
  it("prints a failure as JSON on stderr with its code and exit code, and nothing on stdout", async () => {
    const { cli } = await setup();
    const missing = await cli.run(["invoice", "paid", "INV-404", "--json"]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stdout).toBe("");
    expect(JSON.parse(missing.stderr)).toEqual({
      error: {
        code: "FAILED",
        message: 'No invoice matches "INV-404".',
        hint: "See `microteam invoices`.",
        exitCode: 1,
      },
    });
    const invalid = await cli.run(["invoice", "create", "--client", "Acme", "--amount", "1.234", "--yes", "--json"]);
    expect(JSON.parse(invalid.stderr).error).toMatchObject({
      code: "VALIDATION",
      fields: { amount: "Amount can have at most 2 decimals" },
      exitCode: 1,
    });
    const usage = await cli.run(["tasks", "--limit", "abc", "--json"]);
    expect(usage.exitCode).toBe(2);
    expect(JSON.parse(usage.stderr).error).toMatchObject({ code: "USAGE", exitCode: 2 });
    const noJson = await cli.run(["serve", "--json"]);
    expect(JSON.parse(noJson.stderr).error.message).toBe("`microteam serve` has no --json output.");
  });

  it("gives a one-shot request's data, not the text table drawn from it", async () => {
    const { cli, invoice } = await setup();
    const res = await cli.run(["ask", "who", "owes", "me", "money?", "--json"]);
    const body = JSON.parse(res.stdout);
    expect(body.understood).toBe(true);
    expect(body.reply).toBeUndefined();
    expect(body.data.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([invoice.invoiceNumber]);
  });
});

describe("--no-input", () => {
  it("never prompts: a change fails and names --yes, even on a terminal", async () => {
    const { cli, invoice } = await setup();
    const res = await cli.run(["invoice", "paid", invoice.invoiceNumber, "--no-input"], { answer: true });
    expect(res.exitCode).toBe(2);
    expect(res.questions).toHaveLength(1);
    expect(res.stderr).toContain("Pass --yes to confirm");
  });
});

describe("colour", () => {
  it("follows --no-color, NO_COLOR, FORCE_COLOR and TERM=dumb", () => {
    expect(wantsColor({ isTTY: true }, {})).toBe(true);
    expect(wantsColor({ isTTY: false }, {})).toBe(false);
    expect(wantsColor({ isTTY: true, color: false }, {})).toBe(false);
    expect(wantsColor({ isTTY: true, json: true }, {})).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(wantsColor({ isTTY: true }, { FORCE_COLOR: "0" })).toBe(false);
    expect(wantsColor({ isTTY: true }, { TERM: "dumb" })).toBe(false);
    expect(wantsColor({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(wantsColor({ isTTY: false, color: false }, { FORCE_COLOR: "1" })).toBe(false);
  });
});

describe("clients", () => {
  it("asks before adding a client with the same name and email, and adds nothing on no", async () => {
    const { t, cli, owner } = await setup();
    const no = await cli.run(["client", "add", "acme ltd", "billing@acme.test"], { answer: [true, false] });
    expect(no.questions).toEqual([
      "Add acme ltd <billing@acme.test> to your clients?",
      "A client named Acme Ltd with that email already exists. Add another anyway?",
    ]);
    expect(no.exitCode).toBe(1);
    const sameEmail = await cli.run(["client", "add", "Acme Billing", "billing@acme.test"], { answer: [true, false] });
    expect(sameEmail.questions[1]).toBe(
      "Acme Ltd already has the email billing@acme.test. Add another client with it anyway?",
    );
    expect(t.db.select().from(clients).where(eq(clients.userId, owner.user.id)).all()).toHaveLength(1);
    const yes = await cli.run(["client", "add", "Acme Ltd", "--yes"]);
    expect(yes.stderr).toBe(
      "A client named Acme Ltd (billing@acme.test) already exists. Add another anyway? Yes (--yes).",
    );
    expect(t.db.select().from(clients).where(eq(clients.userId, owner.user.id)).all()).toHaveLength(2);
  });

  it("edits only what is given, and an empty value removes it", async () => {
    const { t, cli, owner } = await setup();
    const res = await cli.run(["client", "edit", "acme", "--phone", "+1 555 0100", "--company", "Acme Group"], {
      answer: true,
    });
    expect(res.questions[0]).toBe("Change Acme Ltd: phone +1 555 0100, company Acme Group?");
    expect(res.stdout).toMatch(/^Updated Acme Ltd \(id [0-9a-f]{8}\)\.$/);
    const row = t.db.select().from(clients).where(eq(clients.id, owner.client.id)).get()!;
    expect(row).toMatchObject({
      name: "Acme Ltd",
      email: "billing@acme.test",
      phone: "+1 555 0100",
      company: "Acme Group",
    });
    const removed = await cli.run(["client", "edit", "acme", "--email", "", "--yes"]);
    expect(removed.questions[0]).toBe("Change Acme Ltd: remove the email (billing@acme.test)?");
    expect(t.db.select().from(clients).where(eq(clients.id, owner.client.id)).get()!.email).toBeNull();
    const nothing = await cli.run(["client", "edit", "acme"]);
    expect(nothing.exitCode).toBe(2);
    const bad = await cli.run(["client", "edit", "acme", "--email", "nope", "--yes"]);
    expect(bad.stderr).toBe("Error: email: Invalid email");
  });

  it("names the command that adds a missing email wherever one is needed", async () => {
    const { t, cli, owner, invoice } = await setup();
    await cli.run(["client", "edit", "acme", "--email", "", "--yes"]);
    const send = await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    expect(send.stderr).toBe(
      "Error: Acme Ltd has no email address.\n" +
        'Add one with `microteam client edit "Acme Ltd" --email EMAIL`, then send again.',
    );
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
    const move = {
      id: `client:${owner.client.id}`,
      title: "Follow up with Acme Ltd",
      action: { type: "open", href: `/clients/${owner.client.id}` },
    } as unknown as PrioritizedTask;
    expect(suggestedCommand(move, "Acme Ltd")).toBe('microteam client edit "Acme Ltd" --email EMAIL');
  });
});

describe("invoice send", () => {
  it("says an invoice was already emailed, and sends it again only after a yes", async () => {
    const { t, cli, invoice } = await setup();
    const first = await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    expect(first.stdout).toBe(`Emailed ${invoice.invoiceNumber} to billing@acme.test.${OUTBOX_ONLY}`);
    const again = await cli.run(["invoice", "send", invoice.invoiceNumber], { answer: false });
    expect(again.questions[0]).toBe(
      `${invoice.invoiceNumber} was already emailed on Nov 21, 2026. Email ${invoice.invoiceNumber} ($2,400.00) to Acme Ltd <billing@acme.test> again?`,
    );
    expect(again.exitCode).toBe(1);
    const invoiceEmails = () =>
      t.db
        .select()
        .from(emailOutbox)
        .all()
        .filter((m) => m.kind === "invoice");
    expect(invoiceEmails()).toHaveLength(1);
    const yes = await cli.run(["invoice", "send", invoice.invoiceNumber], { answer: true });
    expect(yes.exitCode).toBe(0);
    expect(invoiceEmails()).toHaveLength(2);
  });
});
