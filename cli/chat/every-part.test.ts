import { afterEach, describe, expect, it, vi } from "vitest";
import { loadHeldOut, readFixture } from "../../test/chat-heldout/load";
import { cliRunner } from "../../test/cli";
import { startFakeOpenAI } from "../../test/fakes/openai";

// Issue 24 §1 (decision 326): a request with several changes lists every one of them before any runs,
// without a terminal too, where only the first used to be named while --yes ran them all.

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  while (closers.length) await closers.pop()!();
});

const REQUEST = "invoice globex 650 and email it to them";

async function business() {
  const { ctx, t } = await loadHeldOut();
  closers.push(() => {
    t.services.db.$client.close();
  });
  const api = await ctx.api();
  const run = cliRunner(api, readFixture().now);
  /** Globex's invoices of $650.00, and whether any was emailed. */
  const made = async () =>
    (await api.page<{ amount: string; sentAt: string | null }>("/api/invoices?q=globex&limit=50")).items.filter(
      (i) => Number(i.amount) === 650,
    );
  return { run, made };
}

/** The model, scripted to answer the request with two tool calls, each time it is asked. */
async function withModel(times: number) {
  const fake = await startFakeOpenAI();
  closers.push(fake.close);
  vi.stubEnv("AI_BASE_URL", fake.baseUrl);
  vi.stubEnv("AI_API_KEY", "k");
  vi.stubEnv("AI_MODEL", "local");
  const call = (name: string, args: unknown) => ({ name, arguments: JSON.stringify(args) });
  for (let i = 0; i < times; i++)
    fake.reply({
      toolCalls: [
        call("create_invoice", { clientName: "Globex", amount: "650" }),
        call("send_invoice", { clientName: "Globex" }),
      ],
    });
  return fake;
}

const LIST =
  /1\. Create an invoice of \$650\.00 for Globex, due [^\n]+\n {2}2\. Email it to Globex <billing@globex\.com>$/m;

describe.each([
  ["the offline rules", 0],
  ["the model", 1],
])("a request in two parts, understood by %s, without a terminal", (_by, model) => {
  it("without --yes: lists both parts, says nothing was done and names --yes; nothing runs", async () => {
    const { run, made } = await business();
    const fake = model ? await withModel(2) : undefined;
    const res = await run(["ask", REQUEST], { interactive: false });
    if (fake) expect(res.stdout).not.toContain("(offline)");
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toContain("Error: This would make 2 changes to your data:");
    expect(res.stderr).toMatch(LIST);
    expect(res.stderr).toContain("Nothing was done.");
    expect(res.stderr).toContain("Pass --yes to confirm");
    expect(res.stdout).not.toContain("Created");
    expect(await made()).toEqual([]);
    const json = await run(["ask", REQUEST, "--json"], { interactive: false });
    expect(json.exitCode).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({
      understood: true,
      done: false,
      proposals: [
        {
          op: "create_invoice",
          args: expect.objectContaining({ clientName: "Globex", amount: 650 }),
          question: expect.stringMatching(/^Create an invoice of \$650\.00 for Globex/),
        },
        {
          op: "send_invoice",
          args: { invoiceNumber: "(the new invoice)", clientName: "Globex" },
          question: "Then email it to Globex <billing@globex.com>?",
        },
      ],
    });
    expect(JSON.parse(json.stderr).error).toMatchObject({ code: "USAGE", exitCode: 2 });
    expect(await made()).toEqual([]);
    if (fake) expect(fake.requests).toHaveLength(2);
  });

  it("with --yes: lists both parts, then runs each and reports it", async () => {
    const { run, made } = await business();
    const fake = model ? await withModel(1) : undefined;
    const res = await run(["ask", REQUEST, "--yes"], { interactive: false });
    expect(res.exitCode).toBe(0);
    if (fake) expect(fake.requests).toHaveLength(1);
    expect(res.stdout).not.toContain("(offline)");
    expect(res.stdout).toContain("This will make 2 changes, each confirmed by --yes:");
    expect(res.stdout).toMatch(LIST);
    const created = /Created (INV-\d+): \$650\.00 for Globex/.exec(res.stdout);
    expect(created).not.toBeNull();
    // The list comes before the first result: the second part was named before anything ran.
    expect(res.stdout.indexOf("2. Email it to Globex <billing@globex.com>")).toBeLessThan(created!.index);
    expect(res.stdout.slice(created!.index)).toMatch(new RegExp(`Emailed ${created![1]}`));
    const [invoice] = await made();
    expect(invoice.sentAt).toBeTruthy();
  });
});

describe("a request in two parts with --json --yes", () => {
  it("gives the proposals as data first, then each part's result", async () => {
    const { run } = await business();
    const res = await run(["ask", REQUEST, "--json", "--yes"], { interactive: false });
    expect(res.exitCode).toBe(0);
    const first = res.stdout.slice(0, res.stdout.indexOf("\n}") + 2);
    expect(JSON.parse(first)).toMatchObject({
      understood: true,
      proposals: [
        { op: "create_invoice" },
        { op: "send_invoice", question: "Then email it to Globex <billing@globex.com>?" },
      ],
    });
    expect(JSON.parse(first)).not.toHaveProperty("done");
  });
});
