import { describe, expect, it } from "vitest";
import { actions, call, withModel } from "../../test/chat-model-session";
import { reply } from "./handle";

// The chat with a model (issue 13 §2): tested against the local OpenAI-compatible peer, over the
// held-out fixture's business (Reyes Creative, America/Chicago, "today" 2026-11-23).


describe("the chat with a model", () => {
  it("sends today's date and the owner's time zone, the tools, and the message once", async () => {
    const { fake, session } = await withModel();
    fake.reply({ content: "Hello Dana." });
    await reply(session, "good day to you");
    fake.reply({ content: "Still here." });
    await reply(session, "are you there");
    const first = fake.requests[0].body;
    const system = first.messages.find((m: { role: string }) => m.role === "system").content;
    expect(system).toContain("2026-11-23");
    expect(system).toContain("Monday");
    expect(system).toContain("America/Chicago");
    expect(system).toContain("Reyes Creative");
    const tools = first.tools.map((t: { function: { name: string } }) => t.function.name);
    expect(tools).toEqual(
      expect.arrayContaining(["find_clients", "find_invoices", "mark_invoice_paid", "create_invoice"]),
    );
    const users = (body: { messages: { role: string; content: string }[] }) =>
      body.messages.filter((m) => m.role === "user").map((m) => m.content);
    expect(users(first)).toEqual(["good day to you"]);
    expect(users(fake.requests[1].body)).toEqual(["good day to you", "are you there"]);
  });

  it("lets the model look a client up by name, then proposes what it chose", async () => {
    const { fake, session } = await withModel();
    fake.reply(
      { toolCalls: [call("find_clients", { name: "inatech" })] },
      { toolCalls: [call("mark_invoice_paid", { invoiceNumber: "INV-1006" })] },
    );
    const answer = await reply(session, "the initech money came in");
    expect(actions(answer)).toEqual([{ op: "mark_invoice_paid", args: { invoiceNumber: "INV-1006" } }]);
    // The lookup's answer went back to the model: Initech and its open invoice.
    expect(JSON.stringify(fake.requests[1].body.messages)).toContain("INV-1006");
  });

  it("shows and confirms each of several tool calls in one answer", async () => {
    const { fake, session } = await withModel();
    fake.reply({
      toolCalls: [
        call("mark_invoice_paid", { invoiceNumber: "1004" }),
        call("remind_invoice", { clientName: "globex" }),
      ],
    });
    const answer = await reply(session, "acme's late one is settled, and nudge globex");
    expect(actions(answer)).toEqual([
      { op: "mark_invoice_paid", args: { invoiceNumber: "INV-1004" } },
      { op: "remind_invoice", args: { invoiceNumbers: ["INV-1003"] } },
    ]);
  });

  it("falls back to the offline rules, visibly, on an unknown tool, bad arguments or a failure", async () => {
    const { fake, session } = await withModel();
    fake.reply({ toolCalls: [call("wire_money", { to: "acme" })] });
    const unknownTool = await reply(session, "who owes me the most?");
    expect(unknownTool.kind === "text" && unknownTool.text).toMatch(/^\(offline\) Stark Industries owes you the most/);
    fake.reply({ toolCalls: [call("create_invoice", { clientName: "Hooli" })] }); // no amount
    const badArgs = await reply(session, "bill hooli 3k net 30");
    expect(badArgs).toMatchObject({ kind: "confirm", preface: "(offline)" });
    expect(actions(badArgs)).toEqual([
      { op: "create_invoice", args: { clientName: "Hooli", amount: 3000, dueDate: "2026-12-23" } },
    ]);
    fake.reply({ status: 500, body: "{}" });
    const failed = await reply(session, "frobnicate");
    expect(failed.kind === "text" && failed.text).toMatch(/^\(offline\) Sorry, I didn't understand/);
    expect(JSON.stringify([unknownTool, badArgs, failed])).not.toContain("wire_money");
  });
});
