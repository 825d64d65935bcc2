import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/chat-heldout/load";
import { actions, call, withModel } from "../../test/chat-model-session";
import { reply } from "./handle";
import type { ChatReply } from "./types";

// What a model can ask the chat since the model path was measured (decision 330): the lookups of
// quotes, tasks, series, helpers and the billing settings, the read tools behind the offline answers
// (periods of any days, best clients, payment habits, quotes, series, leads, a client's details, tasks
// due), time in minutes, a follow-up that is not a reminder, and a client added with an invoice. Over
// fresh set 1's business (Silva Web Studio, America/Los_Angeles, "today" 2026-11-30).

const fixture = readFixture(path.resolve(import.meta.dirname, "../../test/chat-fresh-1"));
const text = (r: ChatReply) => (r.kind === "confirm" ? r.question : r.text);
/** What the lookups of a turn returned to the model (the tool messages of its second request). */
const lookedUp = (fake: Awaited<ReturnType<typeof withModel>>["fake"]) =>
  JSON.stringify(fake.requests.at(-1)!.body.messages.filter((m: { role: string }) => m.role === "tool"));

describe("the model's tools", () => {
  it("answers money collected over any days, and two periods side by side", async () => {
    const { fake, session } = await withModel(fixture, 5000);
    fake.reply({ toolCalls: [call("money_question", { ask: "collected", periods: ["2026-07-01..2026-09-30"] })] });
    const quarter = await reply(session, "what did i earn last quarter");
    expect(text(quarter)).toContain("You collected $7,300.00 from Jul 1, 2026 to Sep 30, 2026");
    fake.reply({ toolCalls: [call("money_question", { ask: "collected", periods: ["2026-10", "2026-11"] })] });
    const months = await reply(session, "october vs november");
    expect(text(months)).toMatch(/\$4,550\.00 in October 2026 .*, and \$1,850\.00 in November 2026/);
  });

  it("reads what the offline answers read: best clients, habits, quotes, series, leads, a client's email, tasks due", async () => {
    const { fake, session } = await withModel(fixture, 5000);
    const ask = async (tool: string, args: unknown) => {
      fake.reply({ toolCalls: [call(tool, args)] });
      return text(await reply(session, "?"));
    };
    expect(await ask("best_clients", {})).toMatch(/1\. Northwind Traders \$7,300\.00/);
    expect(await ask("payment_habits", { clientName: "harbor" })).toMatch(
      /Harbor & Pine Dental pays about 10 days early/,
    );
    const quotes = await ask("open_quotes", {});
    expect(quotes).toMatch(/^Sent, no answer yet: .*Q-0014/);
    expect(quotes).toMatch(/^Sent, no answer yet: .*Q-0016/);
    expect(quotes).toMatch(/Accepted, not yet invoiced: Q-0012/);
    expect(await ask("recurring_invoices", { clientName: "lumen" })).toMatch(/Lumen Coffee Roasters: \$350\.00.*next/);
    expect(await ask("new_leads", {})).toMatch(/^New leads: (?=.*Priya Nair)(?=.*Dave Kowalski)/);
    expect(await ask("client_details", { clientName: "kessler", field: "email" })).toContain("billing@kesslerfit.com");
    // Both tasks due tomorrow; two tasks due the same day come in no set order (the list ties on random ids).
    const dueTomorrow = await ask("list_tasks", { due: "tomorrow" });
    expect(dueTomorrow).toContain("Renew SSL for Lumen");
    expect(dueTomorrow).toContain("Back up client sites");
  });

  it("looks up quotes, tasks, series, helpers and the billing settings inside its turn", async () => {
    const { fake, session } = await withModel(fixture, 5000);
    fake.reply(
      {
        toolCalls: [
          call("find_quotes", { search: "vega" }),
          call("find_tasks", { search: "oakridge" }),
          call("find_recurring", { search: "lumen" }),
          call("find_helpers", { name: "sam" }),
          call("billing_settings", {}),
        ],
      },
      { content: "Which one?" },
    );
    await reply(session, "which ones do I have");
    const seen = lookedUp(fake);
    expect(seen).toContain("Q-0014");
    expect(seen).toMatch(/Migrate Oakridge to new host.*Renew Oakridge domain|Renew Oakridge domain.*Migrate Oakridge/);
    expect(seen).toContain("2026-12-01");
    expect(seen).toMatch(/Sam Torres.*Samir Haddad|Samir Haddad.*Sam Torres/);
    expect(seen).toContain('\\"hourlyRate\\":\\"110\\"');
  });

  it("logs time given in minutes, and labels it in minutes", async () => {
    const { fake, session } = await withModel(fixture, 5000);
    fake.reply({ toolCalls: [call("log_time", { clientName: "Kessler Fitness", minutes: 90, description: "audit" })] });
    expect(actions(await reply(session, "90 min for kessler, audit"))).toEqual([
      { op: "log_time", args: { clientName: "Kessler Fitness", duration: "90m", minutes: 90, description: "audit", date: "2026-11-30" } },
    ]);
  });

  it("follows up with a client whose invoice is not late yet, rather than reminding them of it", async () => {
    const { fake, session } = await withModel(fixture, 5000);
    fake.reply({ toolCalls: [call("nudge_client", { clientName: "Harbor & Pine Dental" })] });
    expect(actions(await reply(session, "thank harbor & pine for always paying early"))).toEqual([
      { op: "nudge_client", args: { clientName: "Harbor & Pine Dental" } },
    ]);
  });

  it("adds a client and invoices them in one turn", async () => {
    const { fake, session } = await withModel(fixture, 5000);
    fake.reply({
      toolCalls: [
        call("create_client", { name: "Kai Nakamura", email: "kai@nakamura.studio" }),
        call("create_invoice", { clientName: "Kai Nakamura", amount: "400" }),
      ],
    });
    const answer = await reply(session, "add kai nakamura kai@nakamura.studio and invoice him 400");
    expect(actions(answer)).toEqual([
      { op: "create_client", args: { name: "Kai Nakamura", email: "kai@nakamura.studio" } },
      { op: "create_invoice", args: expect.objectContaining({ clientName: "Kai Nakamura", amount: 400 }) },
    ]);
  });
});
