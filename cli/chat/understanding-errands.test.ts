import { describe, expect, it } from "vitest";
import { chat } from "../../test/chat-understanding-session";

// Issue 24, after the second fresh set: the kinds of request it showed read wrong, in phrasings of our
// own, over the held-out business (Reyes Creative, today 2026-11-23) and the first fresh set's (Silva
// Web Studio, today 2026-11-30: helpers, quotes, series and a failed post).

const FRESH_1 = "test/chat-fresh-1";

describe("errands outside the product are declined with what to do instead, never turned into a change", () => {
  it("paper mail, buying, renting, editing, other software, files, hiring, loans, insurance, followers, messages, others' prices, tax forms", async () => {
    const { say } = await chat();
    const cases: [string, RegExp][] = [
      ["mail acme a thank-you card", /only sends email, not paper mail.*check in with/],
      ["send every client a christmas card by post", /only sends email, not paper mail/],
      ["order a new monitor from amazon", /doesn't buy, order or rent.*remind me to/],
      ["rent a projector for the hooli workshop", /doesn't buy, order or rent/],
      ["ship the printed brochures to initech", /doesn't print or ship/],
      ["retouch the acme product photos for me", /doesn't edit the work itself.*delegate/],
      ["photoshop keeps crashing, fix it", /can't fix other software.*support/],
      ["sync my project folders to dropbox", /doesn't store or back up files/],
      ["hire me a junior designer for january", /doesn't find or hire people.*delegate/],
      ["i need a line of credit to cover january", /doesn't arrange loans.*what am I owed/],
      ["renew my liability insurance", /doesn't handle insurance/],
      ["get me 500 more followers on instagram", /doesn't buy followers.*schedule/],
      ["answer the comments on our facebook page", /doesn't read or answer messages/],
      ["what do other designers in chicago charge", /not other people's prices.*best clients/],
      ["send hooli a w-9", /accountant/],
    ];
    for (const [text, expected] of cases) {
      const r = await say(text);
      expect(r.actions, text).toEqual([]);
      expect(r.text, text).toMatch(expected);
    }
  });

  it("the same words inside a request the product does are read as that request", async () => {
    const { say } = await chat();
    expect((await say("invoice acme 300 for the holiday card designs")).actions).toEqual([
      {
        op: "create_invoice",
        args: expect.objectContaining({ clientName: "Acme Corp", amount: 300, description: "holiday card designs" }),
      },
    ]);
    expect((await say("write a linkedin post about our packaging and print work")).actions.map((a) => a.op)).toEqual([
      "create_post",
    ]);
    // A client's name is not a topic: "Bellwether Hotel" is not travel, in any business.
    expect((await say("add client Harbor Hotel Group, bookings@harborhotel.com")).actions.map((a) => a.op)).toEqual([
      "create_client",
    ]);
  });
});

describe("reminders about an invoice the client never got, or does not have", () => {
  it("a client whose only invoice is a draft: sending it is proposed, never a reminder or a check-in", async () => {
    const { say } = await chat();
    const r = await say("remind stark studio about their invoice");
    expect(r.actions).toEqual([{ op: "send_invoice", args: { invoiceNumber: "INV-1007" } }]);
    expect(r.text).toContain("INV-1007 was never sent, so there is nothing to remind Stark Studio about yet.");
  });

  it("a client who owes nothing, asked about 'their invoice': asked back, not a follow-up email", async () => {
    const { say } = await chat();
    const r = await say("chase umbrella about their payment");
    expect(r.actions).toEqual([]);
    expect(r.text).toMatch(/^Umbrella Co owes nothing right now.*\?/);
    // Named alone, a check-in is still offered.
    expect((await say("remind umbrella")).actions.map((a) => a.op)).toEqual(["nudge_client"]);
  });
});

describe("what a request says of one thing stays with it", () => {
  it("terms beside a new invoice are its due date; the default changes only when asked in so many words", async () => {
    const { say } = await chat();
    expect((await say("invoice globex 800 for the brochure. they always pay net 45")).actions).toEqual([
      {
        op: "create_invoice",
        args: expect.objectContaining({ clientName: "Globex", amount: 800, dueDate: "2027-01-07" }),
      },
    ]);
    const both = await say("invoice globex 800 for the brochure and set my default terms to net 45");
    expect(both.actions.map((a) => a.op)).toEqual(["create_invoice", "set_payment_terms"]);
  });

  it("a month said of the work stays in the description; a greeting beside a request is not a request for help", async () => {
    const { say } = await chat();
    const r = await say("hi, dana here! bill stark industries 950 for the november banner set, due 12/20");
    expect(r.actions).toEqual([
      {
        op: "create_invoice",
        args: expect.objectContaining({
          clientName: "Stark Industries",
          amount: 950,
          dueDate: "2026-12-20",
          description: "november banner set",
        }),
      },
    ]);
    expect(r.text).not.toContain("I can help with");
  });

  it("'Q4' in a task's words is a quarter, not quote Q-0004", async () => {
    const { say } = await chat();
    expect((await say("finished the Q4 proposal for initech")).actions).toEqual([
      { op: "complete_task", args: { taskTitle: "Send Q4 proposal to Initech" } },
    ]);
  });

  it("time logged without how long, or for a name two clients share, is asked about", async () => {
    const { say } = await chat();
    const stark = await say("log hours for stark");
    expect(stark.actions).toEqual([]);
    expect(stark.text).toMatch(
      /How long did you work, and for which client: Stark (Studio|Industries) or Stark (Studio|Industries)\?/,
    );
    const globex = await say("track some time for globex");
    expect(globex.text).toMatch(/^How long did you work for Globex\?/);
    // Billing time is asked for with time words; without them an invoice's sum is asked.
    const bill = await say("invoice hooli for the landing page");
    expect(bill.actions).toEqual([]);
    expect(bill.text).toMatch(/How much should the invoice for Hooli be\?/);
  });
});

describe("quotes, helpers and posts named loosely", () => {
  it("'new q', 'bump the quote', and a quote valid until the end of a named month", async () => {
    const { say } = await chat(undefined, FRESH_1);
    expect((await say("new q for vega architects 900 — lobby signage")).actions).toEqual([
      { op: "create_quote", args: expect.objectContaining({ clientName: "Vega Architects", amount: 900 }) },
    ]);
    const valid = await say("quote kessler fitness $2,000 for a booking page, valid until end of feb");
    expect(valid.actions[0]).toMatchObject({ op: "create_quote", args: { validUntil: "2027-02-28" } });
  });

  it("a first name that fits two helpers ('sam': Sam Torres, Samir Haddad) is asked about", async () => {
    const { say } = await chat(undefined, FRESH_1);
    const r = await say("hand the lumen task to sam");
    expect(r.actions).toEqual([]);
    expect(r.text).toMatch(/Sam Torres or Samir Haddad|which task/i);
  });

  it("retrying a post that did not fail says so and names the one that failed", async () => {
    const { say } = await chat(undefined, FRESH_1);
    const r = await say("retry the website refresh post");
    expect(r.actions).toEqual([]);
    expect(r.text).toMatch(
      /"5 signs your website needs a refresh" did not fail: it is published.*Did you mean "Why your site is slow \(and how to fix it\)"/,
    );
    const none = await say("retry the spring sale post");
    expect(none.actions).toEqual([]);
    expect(none.text).toMatch(/^No post is called "spring sale"\. Which post do you mean/);
  });
});

describe("after the third fresh set's first run (2026-11-29): kinds it showed, in our own words", () => {
  it("a word two clients share is asked about, whatever their names' lengths", async () => {
    const { say } = await chat(undefined, "test/chat-fresh-3");
    const r = await say("track 45 minutes for hudson");
    expect(r.actions).toEqual([]);
    expect(r.text).toContain("Hudson Valley Cider Co.");
    expect(r.text).toContain("Hudson Yards Dental");
  });

  it("a name and a sum alone, or 'some money', are asked about; a part of a sum is the sum paid", async () => {
    const { say } = await chat();
    const both = await say("acme 500");
    expect(both.actions).toEqual([]);
    expect(both.text).toBe(
      'Is 500 a payment from Acme Corp (say "Acme Corp paid 500") or a new invoice (say "invoice Acme Corp 500")?',
    );
    expect((await say("got some cash from globex")).text).toBe(
      'How much came in from Globex? Say e.g. "Globex paid 500".',
    );
    expect((await say("got 1000 of the 2400 from acme yesterday")).actions).toEqual([
      { op: "record_payment", args: { invoiceNumber: "INV-1004", amount: 1000, paidDate: "2026-11-22" } },
    ]);
  });

  it("a number after 'copy' or 'void' is the invoice's; a task's priority is not its title; 'todo' starts a new task", async () => {
    const { say } = await chat();
    expect((await say("copy 1004 due dec 31")).actions).toEqual([
      { op: "duplicate_invoice", args: { invoiceNumber: "INV-1004", dueDate: "2026-12-31" } },
    ]);
    expect((await say("add a task to update the portfolio, urgent")).actions).toEqual([
      { op: "create_task", args: { title: "update the portfolio", priority: "high" } },
    ]);
    expect((await say("todo: order new business cards next week")).actions.map((a) => a.op)).toEqual(["create_task"]);
  });

  it("a task's own verb in the past is the task done; a post's text after the colon is its text", async () => {
    const { say } = await chat();
    expect((await say("called globex about the renewal this morning")).actions).toEqual([
      { op: "complete_task", args: { taskTitle: "Call Globex about renewal" } },
    ]);
    const fresh1 = await chat(undefined, FRESH_1);
    const post = await fresh1.say("tweet tomorrow at 9: we hit lighthouse 100 for a dental client");
    expect(post.actions).toEqual([
      { op: "schedule_post", args: expect.objectContaining({ topic: "we hit lighthouse 100 for a dental client" }) },
    ]);
    expect(post.actions[0].args).not.toHaveProperty("postTitle");
  });

  it("a check-in with a client who owes nothing late is a friendly follow-up, not a quote's", async () => {
    const { say } = await chat();
    expect((await say("check in with initech")).actions.map((a) => a.op)).toEqual(["nudge_client"]);
  });
});
