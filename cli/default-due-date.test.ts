import { describe, expect, it } from "vitest";
import { invoices } from "@core/db";
import type { CliContext } from "./context";
import { reply } from "./chat/handle";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { ownerOnTerms } from "../test/owner";

// One default due date (core/invoices/payment-terms.ts): the web's create form shows what GET
// /api/invoices/defaults serves; `microteam invoice create` without --due and the chat must say the same day.
// At 7 pm on November 20 in Los Angeles it is already November 21 in UTC: the owner's day is the 20th.
const NOW = "2026-11-21T03:00:00Z";

async function setup(terms: string) {
  const t = makeTestApp({ now: NOW });
  const owner = await ownerOnTerms(t, terms, "America/Los_Angeles");
  const cli = cliHarness(t, owner.user.id, NOW);
  const served = (await t.call("GET", "/api/invoices/defaults", { cookie: owner.cookie })).json as {
    paymentTermsDays: number;
    dueDate: string;
  };
  const ctx: CliContext = {
    api: async () => cli.api,
    output: { json: false, color: false, stdout: () => {}, stderr: () => {} },
    yes: false,
    interactive: true,
    now: () => new Date(NOW),
    confirm: async () => true,
    close: async () => {},
  };
  return { t, cli, served, chat: (text: string) => reply({ ctx, ai: null, history: [] }, text) };
}

describe("a new invoice's default due date, the same on the web, the terminal and the chat", () => {
  it.each([
    ["0", "2026-11-20", "Nov 20, 2026"],
    ["15", "2026-12-05", "Dec 5, 2026"],
  ])("terms %s: the server serves %s and the terminal uses it", async (terms, due, shown) => {
    const { t, cli, served } = await setup(terms);
    expect(served.dueDate).toBe(due);
    const res = await cli.run(["invoice", "create", "--client", "Acme", "--amount", "100"], { answer: true });
    expect(res.questions[0]).toBe(`Create an invoice of $100.00 for Acme Ltd, due ${shown}?`);
    expect(res.stdout).toContain(`due ${shown}`);
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((i) => i.dueDate),
    ).toEqual([served.dueDate]);
  });

  it("Immediate terms: the chat's invoice is due today too, not in 30 days", async () => {
    const { t, served, chat } = await setup("0");
    const answer = await chat("invoice acme 500");
    expect(answer).toMatchObject({
      kind: "confirm",
      question: "Create an invoice of $500.00 for Acme Ltd, due Nov 20, 2026?",
    });
    if (answer.kind === "confirm") await answer.run();
    expect(
      t.db
        .select()
        .from(invoices)
        .all()
        .map((i) => i.dueDate),
    ).toEqual([served.dueDate]);
  });
});
