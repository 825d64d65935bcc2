import { describe, expect, it } from "vitest";
import { chat } from "../../test/chat-understanding-session";

// Issue 24: the new understanding answering first (decision 329, amended 2026-11-29), and what the
// second fresh set's first run showed, over the held-out fixture's business.

describe("the new understanding first, when it is sure (decision 329, 2026-11-29)", () => {
  it("tasks by a short word, by words typed as one, by their first words or in quotes; a declined topic that is a task", async () => {
    const { say } = await chat();
    expect((await say("push the taxes to jan 31")).actions).toEqual([
      { op: "move_task", args: { taskTitle: "File quarterly estimated taxes", dueDate: "2027-01-31" } },
    ]);
    expect((await say("move 'call globex' to monday after next")).actions).toEqual([
      { op: "move_task", args: { taskTitle: "Call Globex about renewal", dueDate: "2026-12-07" } },
    ]);
    // A task already done is said, never proposed again.
    expect((await say("backups done")).text).toBe('"Backup client files" is already done.');
    // "remind me to call acme friday" is a new task, not a move of one that starts the same way.
    expect((await say("remind me to call acme friday")).actions.map((a) => a.op)).toEqual(["create_task"]);
  });

  it("asks which one, naming the candidates, when it knows what is asked but not of what", async () => {
    const { say } = await chat();
    const done = await say("done");
    expect(done.actions).toEqual([]);
    expect(done.text).toMatch(/^Which task or step should I mark done: "/);
    const paid = await say("record a payment of 300");
    expect(paid.actions).toEqual([]);
    expect(paid.text).toContain("?");
  });

  it("a day and a time apart ('wed 10am'), a post's words after 'saying' whole, platforms listed together", async () => {
    const { say } = await chat();
    expect((await say("wed 10am post on linkedin about our new pricing")).actions).toEqual([
      { op: "schedule_post", args: { platforms: ["linkedin"], date: "2026-11-25", time: "10:00", topic: "our new pricing" } },
    ]);
    const saying = await say("schedule a tweet for fri 9am saying we're closed thursday");
    expect(saying.actions[0].args).toMatchObject({ date: "2026-11-27", time: "09:00", topic: "we're closed thursday" });
    const both = await say("post on linkedin + facebook tomorrow at noon about the holiday hours");
    expect(both.actions.map((a) => a.args.platforms)).toEqual([["linkedin", "facebook"]]);
  });

  it("questions stay questions: what is left, why a post failed, is an invoice late, the billing settings", async () => {
    const { say } = await chat();
    const left = await say("whats left on the acme invoice");
    expect(left.actions).toEqual([]);
    expect(left.text).toContain("INV-1004 $2,400.00");
    const why = await say("why did the linkedin post fail");
    expect(why.actions).toEqual([]);
    expect((await say("is 1003 overdue")).text).toMatch(/^Yes: INV-1003 .* is 15 days overdue/);
    expect((await say("is 1006 overdue")).text).toMatch(/^No: INV-1006 .* not late yet/);
    expect((await say("what's my hourly rate set to")).text).toMatch(/Your hourly rate is \$95\.00 an hour; payment terms are net 30/);
    expect((await say("what does acme owe")).text).toMatch(/INV-1004 \$2,400\.00 \(9 days late\); INV-1005 \$1,100\.00/);
  });

  it("declines name where it is done: currency, client work, settings, outside services, undo", async () => {
    const { say } = await chat();
    const cases: [string, RegExp][] = [
      ["convert 1004 to euros", /currency is set when it is created.*Invoices → Create Invoice/],
      ["build me a website for hooli", /doesn't do the client work.*quote/],
      ["reconnect instagram for me", /Settings: .*Social Media/],
      ["sync with quickbooks", /no QuickBooks .*connection.*Download all my data/],
      ["give me my ga4 traffic numbers", /no connection to that service.*Analytics/],
      ["undo everything i did yesterday", /can't undo past changes.*activity log/],
    ];
    for (const [text, said] of cases) {
      const r = await say(text);
      expect(r.actions, text).toEqual([]);
      expect(r.text, text).toMatch(said);
    }
  });

  it("what the second fresh set's first run showed: payment apps, a past day for logged time, 'mark N', a task asked outright", async () => {
    const { say } = await chat();
    expect((await say("pied piper venmoed me $200")).actions).toEqual([
      { op: "record_payment", args: { invoiceNumber: "INV-1014", amount: 200, paidDate: "2026-11-23" } },
    ]);
    // Time is logged for a day that has passed: "12/3" in late November is last December.
    expect((await say("log 2h for acme on 12/3 - design review")).actions).toEqual([
      { op: "log_time", args: { clientName: "Acme Corp", duration: "2h", minutes: 120, description: "design review", date: "2025-12-03" } },
    ]);
    const three = await say("mark 1004 paid, remind globex, and add a task to call hooli tmrw");
    expect(three.actions.map((a) => a.op)).toEqual(["mark_invoice_paid", "remind_invoice", "create_task"]);
    expect(three.actions[0].args).toEqual({ invoiceNumber: "INV-1004" });
    expect(three.actions[2].args).toMatchObject({ title: "call hooli", dueDate: "2026-11-24" });
  });
});
