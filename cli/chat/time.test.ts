// Time through the chat: the phrasings understood, and each request through the real chat and API.
import { describe, expect, it } from "vitest";
import type { CliContext } from "../context";
import { makeTestApp } from "../../test/app";
import { cliHarness } from "../../test/cli";
import { ownerWithClient } from "../../test/owner";
import { reply, type ChatSession } from "./handle";
import { parseIntent } from "./intents";
import type { ChatReply, Intent } from "./types";

const NOW = new Date(2026, 10, 21, 9, 0);

const understood: Array<[string, Intent]> = [
  ["start timer for Acme", { op: "timer.start", client: "Acme" }],
  ["start a timer for acme: design review", { op: "timer.start", client: "acme", description: "design review" }],
  ["please start the timer on Globex Corp", { op: "timer.start", client: "Globex Corp" }],
  ["track time for acme", { op: "timer.start", client: "acme" }],
  ["stop the timer", { op: "timer.stop" }],
  ["stop timer", { op: "timer.stop" }],
  ["clock out", { op: "timer.stop" }],
  [
    "log 2 hours for Acme: design review",
    { op: "time.add", client: "Acme", duration: "2 hours", description: "design review" },
  ],
  ["log 90 minutes on globex", { op: "time.add", client: "globex", duration: "90 minutes" }],
  [
    "add 1h30m to acme - workshop prep",
    { op: "time.add", client: "acme", duration: "1h30m", description: "workshop prep" },
  ],
  ["log an hour and a half for acme", { op: "time.add", client: "acme", duration: "1h30m" }],
  ["i spent 45m on acme yesterday", { op: "time.add", client: "acme", duration: "45m", date: "2026-11-20" }],
  ["how much unbilled work do I have", { op: "unbilled" }],
  ["how much unbilled time do i have for acme?", { op: "unbilled", client: "acme" }],
  ["what haven't i billed yet", { op: "unbilled" }],
  ["what haven't i billed globex for yet", { op: "unbilled", client: "globex" }],
  ["unbilled work", { op: "unbilled" }],
  ["invoice Acme's unbilled time", { op: "unbilled.invoice", client: "Acme" }],
  ["bill the unbilled hours for globex", { op: "unbilled.invoice", client: "globex" }],
  ["create an invoice from the tracked time for acme", { op: "unbilled.invoice", client: "acme" }],
];

describe("time requests", () => {
  it.each(understood)("understands %j", (text, intent) => {
    expect(parseIntent(text, NOW)).toStrictEqual(intent);
  });

  it("still reads the requests it read before", () => {
    expect(parseIntent("invoice acme 500", NOW)).toMatchObject({ op: "invoice.create", client: "acme", amount: "500" });
    expect(parseIntent("start the retention workflow", NOW)).toMatchObject({ op: "workflow.start" });
    expect(parseIntent("how much is overdue", NOW)).toMatchObject({ op: "money", ask: "overdue" });
  });
});

async function session() {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t);
  await t.call("PUT", "/api/user/billing", {
    cookie: owner.cookie,
    body: { defaultHourlyRate: "90", defaultCurrency: "USD", paymentTerms: "14" },
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
  const s: ChatSession = { ctx, ai: null, history: [] };
  const say = (text: string) => reply(s, text);
  return { t, say };
}

const question = (r: ChatReply) => (r.kind === "confirm" ? r.question : r.text);
const yes = async (r: ChatReply) => {
  if (r.kind !== "confirm") throw new Error(`not a question: ${question(r)}`);
  const done = await r.run();
  return done.kind === "confirm" ? done.question : done.text;
};

describe("time through the chat", () => {
  it("starts and stops the timer, logs time, says what is unbilled, and invoices it once", async () => {
    const { t, say } = await session();
    const start = await say("start timer for Acme");
    expect(start).toMatchObject({ kind: "confirm", action: { op: "start_timer", args: { clientName: "Acme Ltd" } } });
    expect(await yes(start)).toBe("Timer started for Acme Ltd at $90.00/h.");
    t.clock.set("2026-11-21T09:30:00Z");
    const stop = await say("stop the timer");
    expect(question(stop)).toMatch(/^Stop the timer for Acme Ltd/);
    expect(await yes(stop)).toBe("Stopped: 30m for Acme Ltd, $45.00.");
    expect(question(await say("stop the timer"))).toBe('No timer is running. Say "start timer for Acme" to start one.');

    const log = await say("log 2 hours for Acme: design review");
    expect(log).toMatchObject({
      kind: "confirm",
      question: "Add 2 hours for Acme Ltd (design review) today?",
      action: { op: "log_time", args: { clientName: "Acme Ltd", duration: "2 hours", description: "design review" } },
    });
    expect(await yes(log)).toMatch(/^Added 2h for Acme Ltd \(design review\) on Nov 21, 2026: \$180\.00/);

    expect(question(await say("how much unbilled work do I have"))).toBe(
      "You have $225.00 (2.5 hours) of unbilled work: Acme Ltd $225.00.",
    );
    expect(question(await say("how much unbilled time for acme?"))).toBe(
      `Acme Ltd has $225.00 for 2.5 hours (oldest from Nov 21, 2026) of unbilled work. Say "invoice Acme Ltd's unbilled time" to bill it.`,
    );
    const invoice = await say("invoice acme's unbilled time");
    expect(question(invoice)).toBe(
      "Invoice Acme Ltd $225.00 for 2.5 hours of unbilled time, one line per entry (2 lines)?",
    );
    expect(await yes(invoice)).toMatch(/^Invoice INV-\S+ \(\$225\.00\) made for Acme Ltd from 2 entries/);
    expect(question(await say("invoice acme's unbilled time"))).toMatch(/^Acme Ltd has no unbilled time to invoice\./);
    expect(question(await say("how much unbilled work do I have"))).toBe("You have no unbilled work.");
  });
});
