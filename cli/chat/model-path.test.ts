import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHeldOut, readFixture } from "../../test/chat-heldout/load";
import { modelTurn, startModelPeer, type ModelPeer } from "../../test/chat-heldout/model-path";
import { score, type HeldOutRequest } from "../../test/chat-heldout/score";
import { readTurn } from "../../test/chat-heldout/turn";

// The harness of `npm run eval:chat -- --model` (scripts/eval-chat.ts): a few of the held-out set's
// requests through the chat's model path, the scripted peer answering over real chat-completions
// requests. If the peer, the tools or the chat's tool path drift apart, these stop being understood.

const fixture = readFixture();
const vocab = { today: fixture.today, names: fixture.clients.map((c) => c.name) };
let peer: ModelPeer;
beforeAll(async () => {
  peer = await startModelPeer();
});
afterAll(async () => {
  await peer.close();
});

async function run(request: HeldOutRequest) {
  const { ctx, t } = await loadHeldOut(fixture);
  try {
    const turn = await modelTurn(peer, request, fixture, ctx);
    const read = readTurn(turn.answer);
    return { ...turn, ...read, scored: score(request, read, vocab) };
  } finally {
    t.services.db.$client.close();
  }
}

describe("the held-out set through the model path", () => {
  it("looks up an invoice number the owner did not type, then proposes the change with it", async () => {
    const r = await run({
      id: "t1",
      text: "initech paid",
      expect: { kind: "action", actions: [{ op: "mark_invoice_paid", args: { invoiceNumber: "INV-1006" } }] },
    });
    expect(r.scored.outcome).toBe("understood");
    expect(r.path).toBe("model");
    expect(r.plan).toMatch(
      /find_clients\(\{"name":"initech"\}\) → mark_invoice_paid\(\{"invoiceNumber":"INV-1006"\}\)/,
    );
    expect(r.gaps).toEqual([]);
  });

  it("proposes both parts of a two-part request, each confirmed", async () => {
    const r = await run({
      id: "t2",
      text: "mark 1004 paid and remind globex",
      expect: {
        kind: "action",
        actions: [
          { op: "mark_invoice_paid", args: { invoiceNumber: "INV-1004" } },
          { op: "remind_invoice", args: { invoiceNumber: "INV-1003" } },
        ],
      },
    });
    expect(r.scored).toMatchObject({ outcome: "understood" });
    expect(r.proposals.map((p) => p.op)).toEqual(["mark_invoice_paid", "remind_invoice"]);
  });

  it("answers from a read tool the chat words, never from the expected strings", async () => {
    const r = await run({
      id: "t3",
      text: "what did i bring in last month",
      expect: { kind: "answer", mustContain: ["$3,650.00"] },
    });
    expect(r.scored.outcome).toBe("understood");
    expect(r.path).toBe("model");
    expect(r.plan).toContain("money_question");
  });

  it("asks back naming what the lookups returned", async () => {
    const r = await run({
      id: "t4",
      text: "acme paid",
      expect: { kind: "clarify", about: "which invoice: INV-1004 or INV-1005" },
    });
    expect(r.plan).toContain('find_clients({"name":"acme"})');
    expect(r.modelSaid).toContain("INV-1004");
    expect(r.modelSaid).toContain("INV-1005");
    expect(r.modelSaid).toMatch(/\?$/);
  });

  it("declines with what the tools say they do instead", async () => {
    const r = await run({
      id: "t5",
      text: "whats the weather in chicago tomorrow",
      expect: {
        kind: "decline",
        nextStep: "No weather here; it can show today's focus (`microteam focus`), invoices, clients and tasks.",
      },
    });
    expect(r.scored.outcome).toBe("understood");
    expect(r.path).toBe("model");
    expect(r.text).toMatch(/^That isn't something Microteam does\. What I can do instead: /);
  });

  it("names what no tool can express", async () => {
    const r = await run({
      id: "t6",
      text: "accept the vega quote",
      expect: { kind: "action", actions: [{ op: "accept_quote", args: { quoteNumber: "Q-0001" } }] },
    });
    expect(r.gaps).toEqual(["no tool for accept_quote"]);
    expect(r.scored.outcome).not.toBe("understood");
  });
});
