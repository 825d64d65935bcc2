import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { modelEngine } from "@core/ai";
import { invoices } from "@core/db";
import type { CliContext } from "../context";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { startFakeOpenAI } from "../../test/fakes/openai";
import { createInvoice, ownerWithClient } from "../../test/owner";
import { reply, type ChatSession } from "./handle";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function session(ai: ChatSession["ai"] = null) {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t);
  const inv = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "2400",
    dueDate: "2026-11-12",
  });
  const { api } = cliHarness(t, owner.user.id);
  const ctx: CliContext = {
    api: async () => api,
    output: { json: false, color: false, stdout: () => {}, stderr: () => {} },
    yes: false,
    interactive: true,
    now: () => new Date("2026-11-21T09:00:00Z"),
    confirm: async () => true,
    close: async () => {},
  };
  const s: ChatSession = { ctx, ai, history: [] };
  const status = () => t.db.select().from(invoices).where(eq(invoices.id, inv.id)).get()!.status;
  return { t, s, inv, status };
}

describe("the chat (offline rules)", () => {
  it("answers who owes money from the real data", async () => {
    const { s, inv } = await session();
    const answer = await reply(s, "who owes me money?");
    expect(answer.kind).toBe("text");
    expect(answer.kind === "text" && answer.text).toContain(inv.invoiceNumber);
  });

  it("marks an invoice paid only after a yes", async () => {
    const { s, inv, status } = await session();
    const answer = await reply(s, `mark ${inv.invoiceNumber} paid`);
    expect(answer).toMatchObject({
      kind: "confirm",
      question: `Mark ${inv.invoiceNumber} ($2,400.00 from Acme Ltd) as paid? Paid is final.`,
    });
    expect(status()).toBe("pending");
    const done = answer.kind === "confirm" ? await answer.run() : answer;
    expect(done).toMatchObject({ kind: "text", text: `${inv.invoiceNumber} is paid (Nov 21, 2026).` });
    expect(status()).toBe("paid");
  });

  it("says when it does not understand and suggests what it can do", async () => {
    const { s } = await session();
    const answer = await reply(s, "frobnicate the widgets");
    expect(answer.kind === "text" && answer.text).toMatch(/^Sorry, I didn't understand "frobnicate the widgets"/);
  });

  it("turns a failure into an error reply", async () => {
    const { s } = await session();
    expect(await reply(s, "done 0000dead")).toEqual({
      kind: "error",
      text: 'No open task matches "0000dead". See `microteam tasks`.',
    });
    expect(await reply(s, "mark INV-0000 paid")).toEqual({
      kind: "text",
      text: 'No invoice matches "INV-0000". `microteam invoices` lists them.',
    });
  });
});

describe("the chat with a model (tool calling)", () => {
  it("lets the model pick the tool, then confirms and runs it", async () => {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "local", timeoutMs: 3000 });
    const { s, inv, status } = await session(ai);
    fake.reply({
      toolCalls: [{ name: "mark_invoice_paid", arguments: JSON.stringify({ invoiceNumber: inv.invoiceNumber }) }],
    });
    const answer = await reply(s, "Acme finally paid their invoice, please record it");
    expect(answer.kind).toBe("confirm");
    const sent = fake.requests[0].body;
    expect(sent.tools.map((t: { function: { name: string } }) => t.function.name)).toContain("mark_invoice_paid");
    expect(JSON.stringify(sent.messages)).toContain("Acme finally paid");
    if (answer.kind === "confirm") await answer.run();
    expect(status()).toBe("paid");
  });

  it("shows the model's words when it calls no tool, and falls back to the rules when it fails", async () => {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "local", timeoutMs: 3000 });
    const { s, inv } = await session(ai);
    fake.reply({ content: "I can't book flights, but I can chase invoices." });
    expect(await reply(s, "book me a flight")).toEqual({
      kind: "text",
      text: "I can't book flights, but I can chase invoices.",
    });
    fake.reply({ status: 500, body: "{}" });
    const fallback = await reply(s, "who owes me money?");
    expect(fallback.kind === "text" && fallback.text).toContain(inv.invoiceNumber);
    fake.reply({ toolCalls: [{ name: "mark_invoice_paid", arguments: "{not json" }] });
    const broken = await reply(s, "list my clients");
    expect(broken.kind === "text" && broken.text).toContain("Acme Ltd");
  });
});
