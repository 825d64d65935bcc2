import { afterEach, describe, expect, it, vi } from "vitest";
import { EXAMPLES, parseIntent } from "./intents";
import type { Intent } from "./types";

// Saturday 21 November 2026, 09:00. Built from local parts (not "…T09:00:00Z") so that it is a
// Saturday in every time zone the tests may run in.
const NOW = new Date(2026, 10, 21, 9, 0);

const understood: Array<[string, Intent]> = [
  // qa13 (adversarial pass, phrasings written before reading the parser): each proposed a wrong
  // change or dropped a part silently.
  [
    "invoice acme 500 and send it",
    {
      op: "both",
      first: { op: "invoice.create", client: "acme", amount: "500" },
      second: { op: "invoice.send", client: "acme" },
      secondText: "send it",
    },
  ],
  ["invoice acme 1 200", { op: "say", text: 'Is that 1200 or 1? Say it without a space, e.g. "invoice acme 1200".' }],
  [
    "invoice acme -50",
    {
      op: "say",
      text:
        "An invoice can't be for a negative amount, so I won't invoice acme -$50. To give money back, refund it in " +
        "your payment provider; to correct an invoice, create a new one for the right amount.",
    },
  ],
  ["invoice acme 0", { op: "invoice.create", client: "acme" }],
  ["invoice initech 3k due in 2 wks", { op: "invoice.create", client: "initech", amount: "3000", due: "2026-12-05" }],
  ["bill acme 400 due in a fortnight", { op: "invoice.create", client: "acme", amount: "400", due: "2026-12-05" }],
  ["invoice acme 400 due in 10d", { op: "invoice.create", client: "acme", amount: "400", due: "2026-12-01" }],
  [
    "acme paid 1001, globex paid 1002",
    {
      op: "both",
      first: { op: "invoice.paid", ref: "1001" },
      second: { op: "invoice.paid", ref: "1002" },
      secondText: "globex paid 1002",
    },
  ],
  // qa13: understood wrongly (another period, a wrong decline) or not at all. NOW is 21 Nov 2026.
  ["how much did i make in october", { op: "money", ask: "collected", periods: ["2026-10"] }],
  ["what did globex pay me for dec", { op: "money", ask: "collected", client: "globex", periods: ["2025-12"] }],
  ["income in march 2026 vs this month", { op: "money", ask: "collected", periods: ["2026-03", "this-month"] }],
  ["what came in this week", { op: "money", ask: "collected", periods: ["this-week"] }],
  ["money in this year?", { op: "money", ask: "collected", periods: ["this-year"] }],
  ["how much is overdue", { op: "money", ask: "overdue" }],
  ["how much have i got coming in", { op: "money", ask: "owed" }],
  ["whats globex owe", { op: "money", ask: "owed", client: "globex" }],
  ["whos the worst payer", { op: "money", ask: "top-debtor" }],
  // read as its correct spelling is
  ["hwo much am i owed", parseIntent("how much am i owed", NOW)],
  [
    "change acme's email to billing@acme.com",
    { op: "client.update", client: "acme", field: "email", value: "billing@acme.com" },
  ],
  ["charge initech 3k due in 2 wks", { op: "invoice.create", client: "initech", amount: "3000", due: "2026-12-05" }],
  ["inv acme 99.99", { op: "invoice.create", client: "acme", amount: "99.99" }],
  [
    "acme paid INV-1001 and globex just paid INV-1002",
    {
      op: "both",
      first: { op: "invoice.paid", ref: "INV-1001" },
      second: { op: "invoice.paid", ref: "INV-1002" },
      secondText: "globex just paid INV-1002",
    },
  ],
  // issue 13: money questions, in words other than the held-out set's
  ["what's the total i'm owed?", { op: "money", ask: "owed" }],
  ["how much money does initrode owe us", { op: "money", ask: "owed", client: "initrode" }],
  ["what do people owe me that's overdue", { op: "money", ask: "overdue" }],
  ["how much did we earn last year", { op: "money", ask: "collected", periods: ["last-year"] }],
  ["what has acme paid us this month?", { op: "money", ask: "collected", client: "acme", periods: ["this-month"] }],
  ["income this week vs last week", { op: "money", ask: "collected", periods: ["this-week", "last-week"] }],
  ["which client is my biggest debtor", { op: "money", ask: "top-debtor" }],
  ["oldest overdue invoice?", { op: "money", ask: "oldest" }],
  ["anything due soon?", { op: "money", ask: "due-soon" }],
  ["has Acme paid INV-1731?", { op: "invoice.status", ref: "INV-1731" }],
  ["was #1731 paid already", { op: "invoice.status", ref: "1731" }],
  ["has acme paid yet", { op: "client.status", client: "acme" }],
  ["is globex behind on payments", { op: "client.status", client: "globex" }],
  // payments told as news
  ["initrode paid us", { op: "invoice.paid", client: "initrode" }],
  ["Acme settled up yesterday", { op: "invoice.paid", client: "Acme", paidDate: "2026-11-20" }],
  ["hooli finally paid the 1.5k one", { op: "invoice.paid", client: "hooli", amount: "1500.00" }],
  ["received $980 from globex", { op: "invoice.paid", amount: "980.00", client: "globex" }],
  ["got paid by initech on the 3rd", { op: "invoice.paid", client: "initech", paidDate: "2026-11-03" }],
  ["1731 pd", { op: "invoice.paid", ref: "1731" }],
  // send and remind by client
  ["email globex their invoice", { op: "invoice.send", client: "globex" }],
  ["send the invoice to hooli", { op: "invoice.send", client: "hooli" }],
  ["chase up acme about the overdue one", { op: "nudge", ref: "acme", lateOnly: true }],
  ["send a friendly reminder to Initech", { op: "nudge", ref: "Initech" }],
  ["chase all late invoices", { op: "remind.overdue" }],
  ["remind every client who is late", { op: "remind.overdue" }],
  // clients
  [
    "set acme's email to pay@acme.test",
    { op: "client.update", client: "acme", field: "email", value: "pay@acme.test" },
  ],
  [
    "hooli's new phone is 415 555 0100",
    { op: "client.update", client: "hooli", field: "phone", value: "415 555 0100" },
  ],
  ["update initech's phone", { op: "client.update", client: "initech", field: "phone" }],
  ["what's acme's phone number", { op: "client.ask", client: "acme", field: "phone" }],
  // qa13: taking something back is answered truthfully, not read as a deletion
  ["cancel that", { op: "say", text: expect.stringContaining("nothing to cancel") as unknown as string }],
  ["never mind", { op: "say", text: expect.stringContaining("nothing to cancel") as unknown as string }],
  ["undo", { op: "say", text: expect.stringContaining("can't undo") as unknown as string }],
  [
    "mark acme's invoice as unpaid",
    {
      op: "say",
      text: expect.stringContaining("Paid is final, so I can't mark acme's invoice unpaid") as unknown as string,
    },
  ],
  // qa13: plainly "who am I"
  ["who am i signed in as", { op: "whoami" }],
  ["who am i logged in as", { op: "whoami" }],
  ["whats my email", { op: "whoami" }],
  ["whoami", { op: "whoami" }],
  ["how do emails get sent", { op: "email.service" }],
  // tasks and workflows by title
  ["tick off the banner task as done", { op: "done", title: "banner" }],
  ["finished the portfolio", { op: "done", title: "portfolio" }],
  ["I've wrapped up the vat return", { op: "done", title: "vat return" }],
  ["remove the printer todo", { op: "task.delete", title: "printer" }],
  ["what's due tomorrow", { op: "tasks", due: "tomorrow" }],
  ["resume the retention program", { op: "workflow.start", title: "retention" }],
  ["how is my revenue workflow going", { op: "workflow.status", title: "revenue" }],
  // new invoice without a sum: the chat asks how much
  ["create an invoice for Initrode", { op: "invoice.create", client: "Initrode" }],
  // two requests
  [
    "mark INV-1731 paid and then chase hooli",
    {
      op: "both",
      first: { op: "invoice.paid", ref: "INV-1731" },
      second: { op: "nudge", ref: "hooli" },
      secondText: "chase hooli",
    },
  ],
  [
    "add client Ana Ruiz, then bill her $90",
    {
      op: "both",
      first: { op: "client.add", name: "Ana Ruiz" },
      second: { op: "invoice.create", client: "Ana Ruiz", amount: "90" },
      secondText: "bill Ana Ruiz $90",
    },
  ],
  // focus
  ["morning focus", { op: "focus" }],
  ["What should I work on?", { op: "focus" }],
  ["what's on my plate today", { op: "focus" }],
  ["briefing", { op: "focus" }],
  ["hey, can you give me my morning briefing please?", { op: "focus" }],
  ["What are my priorities for today?", { op: "focus" }],
  // invoice lists
  ["who owes me money?", { op: "invoices", filter: "unpaid" }],
  ["unpaid invoices", { op: "invoices", filter: "unpaid" }],
  ["What's outstanding?", { op: "invoices", filter: "unpaid" }],
  ["how much am I owed?", { op: "invoices", filter: "unpaid" }],
  ["overdue invoices", { op: "invoices", filter: "overdue" }],
  ["who is late paying", { op: "invoices", filter: "overdue" }],
  ["hey microteam, who's late?", { op: "invoices", filter: "overdue" }],
  ["show paid invoices", { op: "invoices", filter: "paid" }],
  ["pending invoices", { op: "invoices", filter: "pending" }],
  ["show me my drafts", { op: "invoices", filter: "draft" }],
  ["list invoices", { op: "invoices" }],
  ["invoices", { op: "invoices" }],
  // invoice.paid
  ["mark INV-1731 paid", { op: "invoice.paid", ref: "INV-1731" }],
  ["INV-1731 is paid", { op: "invoice.paid", ref: "INV-1731" }],
  ["Acme paid invoice INV-1731", { op: "invoice.paid", ref: "INV-1731" }],
  ["record payment for INV-1731", { op: "invoice.paid", ref: "INV-1731" }],
  ["could you please mark INV-1731731234 as paid?", { op: "invoice.paid", ref: "INV-1731731234" }],
  ["received payment for INV-1731.", { op: "invoice.paid", ref: "INV-1731" }],
  ["mark #1731 paid", { op: "invoice.paid", ref: "1731" }],
  // invoice.send
  ["send invoice INV-1731", { op: "invoice.send", ref: "INV-1731" }],
  ["email INV-1731 to the client", { op: "invoice.send", ref: "INV-1731" }],
  // invoice.create
  ["invoice Acme $2,400 due 2026-12-01", { op: "invoice.create", client: "Acme", amount: "2400", due: "2026-12-01" }],
  ["create an invoice for Globex for 850", { op: "invoice.create", client: "Globex", amount: "850" }],
  [
    "bill Jane Doe 1200 due next friday",
    { op: "invoice.create", client: "Jane Doe", amount: "1200", due: "2026-11-27" },
  ],
  [
    "invoice Acme Ltd 2.4k for the website redesign due in 14 days",
    {
      op: "invoice.create",
      client: "Acme Ltd",
      amount: "2400",
      due: "2026-12-05",
      description: "the website redesign",
    },
  ],
  // qa13: an unreadable due date is asked back, never dropped for the usual terms.
  [
    "invoice Acme 850.5 due whenever",
    {
      op: "say",
      text: 'When is it due? I couldn\'t read "whenever" as a date. Say e.g. "invoice Acme 850.5 due dec 15" or "due in 14 days".',
    },
  ],
  [
    "new invoice: Initech, $3,200, net 30",
    { op: "invoice.create", client: "Initech", amount: "3200", due: "2026-12-21" },
  ],
  [
    "create an invoice for $500 for Stark Studio due tomorrow",
    { op: "invoice.create", client: "Stark Studio", amount: "500", due: "2026-11-22" },
  ],
  [
    "bill Acme Ltd for $1,250.00 by end of month",
    { op: "invoice.create", client: "Acme Ltd", amount: "1250.00", due: "2026-11-30" },
  ],
  // reminders
  ["run reminders", { op: "remind" }],
  ["send the automatic reminders", { op: "remind" }],
  ["what reminders would go out", { op: "remind", dryRun: true }],
  ["dry run reminders", { op: "remind", dryRun: true }],
  ["remind Acme", { op: "nudge", ref: "Acme" }],
  ["nudge Globex", { op: "nudge", ref: "Globex" }],
  ["chase INV-1731", { op: "nudge", ref: "INV-1731" }],
  ["follow up with Jane Doe.", { op: "nudge", ref: "Jane Doe" }],
  ["chase up Acme Ltd for payment", { op: "nudge", ref: "Acme Ltd" }],
  ["remind Acme Ltd about invoice INV-1731", { op: "nudge", ref: "INV-1731" }],
  // clients
  ["clients", { op: "clients" }],
  ["list my clients", { op: "clients" }],
  ["who are my clients?", { op: "clients" }],
  ["add client Jane Doe jane@doe.com", { op: "client.add", name: "Jane Doe", email: "jane@doe.com" }],
  [
    "new client Acme Ltd, billing@acme.com, company Acme",
    { op: "client.add", name: "Acme Ltd", email: "billing@acme.com", company: "Acme" },
  ],
  [
    "Please add a new customer: Initech, contact@initech.com, phone 555-0100",
    { op: "client.add", name: "Initech", email: "contact@initech.com", phone: "555-0100" },
  ],
  ["add Jane Doe as a client", { op: "client.add", name: "Jane Doe" }],
  // tasks
  ["tasks", { op: "tasks" }],
  ["my to-do list", { op: "tasks" }],
  ["what tasks do I have", { op: "tasks" }],
  ["add task call the bank", { op: "task.add", title: "call the bank" }],
  ["remind me to send the proposal tomorrow", { op: "task.add", title: "send the proposal", due: "2026-11-22" }],
  ["remind me tomorrow to call the bank", { op: "task.add", title: "call the bank", due: "2026-11-22" }],
  ["todo: renew insurance, high priority", { op: "task.add", title: "renew insurance", priority: "high" }],
  [
    "add task file VAT return category Finance due next week",
    { op: "task.add", title: "file VAT return", category: "Finance", due: "2026-11-28" },
  ],
  [
    "add a task to chase the accountant in finance by friday, low priority",
    { op: "task.add", title: "chase the accountant", category: "Finance", priority: "low", due: "2026-11-27" },
  ],
  ["add task enjoy the sun", { op: "task.add", title: "enjoy the sun" }],
  // done
  ["done 3f2a9c1d", { op: "done", ref: "3f2a9c1d" }],
  ["mark task 3f2a9c1d done", { op: "done", ref: "3f2a9c1d" }],
  ["I finished 3f2a9c1d", { op: "done", ref: "3f2a9c1d" }],
  [
    "complete invoice:9b1c1b8e-1f1e-4c3e-9d0a-3f2a9c1d0e11",
    { op: "done", ref: "invoice:9b1c1b8e-1f1e-4c3e-9d0a-3f2a9c1d0e11" },
  ],
  // status and help
  ["status", { op: "status" }],
  ["where is my data", { op: "status" }],
  ["which AI is on", { op: "status" }],
  ["help", { op: "help" }],
  ["what can you do", { op: "help" }],
  ["?", { op: "help" }],
];

/** Out of scope: declined with what Microteam can do instead and where (never a generic sentence). */
const declined: [string, RegExp][] = [
  ["delete all my clients", /web app/],
  ["what's the weather", /focus/],
  ["write me a poem", /social post/],
  ["transfer $500 to my bank", /bank or a payment app/],
  ["pay INV-1731", /bank or a payment app/], // paying is the client's side
  ["please wire money to my supplier", /bank/],
  ["can u close my account", /Settings → Security/],
  ["reset my password please", /Change Password/],
  ["what's the price of bitcoin today", /invoices, clients, tasks/],
  ["sue globex", /lawyer.*remind globex/],
  ["whatsapp acme that they are late", /only emails/],
  ["export to xero", /Download all my data/],
];

const refused: string[] = [
  "hello", // the chat greets separately
  "good morning",
  "mark paid", // which invoice?
  "invoice",
  "invoice Acme", // how much?
  "invoice me 500",
  "invoice Acme 12.345", // no fractions of a cent
  "add client",
  "add client jane@doe.com", // an email is not a name
  "add task",
  "remind me",
  "remind everyone",
  "send INV-1731 to someone@else.com", // invoices go to their client's address only
  "mark INV-1731 done", // an invoice is paid, not done
  "thanks",
];

describe("parseIntent", () => {
  it.each(understood)("understands %j", (text, intent) => {
    expect(parseIntent(text, NOW)).toStrictEqual(intent);
  });

  it.each(refused)("refuses %j", (text) => {
    expect(parseIntent(text, NOW)).toStrictEqual({ op: "unknown", text });
  });

  it.each(declined)("declines %j with a next step", (text, nextStep) => {
    const intent = parseIntent(text, NOW);
    expect(intent.op).toBe("decline");
    expect(intent.op === "decline" && intent.text).toMatch(nextStep);
  });

  it("refuses empty and blank lines, answering the trimmed text", () => {
    expect(parseIntent("", NOW)).toStrictEqual({ op: "unknown", text: "" });
    expect(parseIntent("   ", NOW)).toStrictEqual({ op: "unknown", text: "" });
  });

  describe("with the real clock", () => {
    afterEach(() => vi.useRealTimers());

    it("resolves dates from the current time when no `now` is given", () => {
      vi.useFakeTimers();
      vi.setSystemTime(NOW);
      expect(parseIntent("remind me to file taxes tomorrow")).toStrictEqual({
        op: "task.add",
        title: "file taxes",
        due: "2026-11-22",
      });
    });
  });

  it("understands every example it shows", () => {
    for (const example of EXAMPLES) expect(parseIntent(example, NOW).op, example).not.toBe("unknown");
  });
});
