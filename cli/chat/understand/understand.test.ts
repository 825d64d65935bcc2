import { describe, expect, it } from "vitest";
import type { OwnerVocabulary } from "@core/assistant";
import { classify } from "./classify";
import { entitiesOf } from "./entities";
import { expand } from "./expand";
import { understand, type OwnerSetting } from "./understand";

// A small business of its own (not an evaluation set's): Monday 2026-11-30, 09:30 in Los Angeles.
const vocabulary: OwnerVocabulary = {
  clients: [
    { id: "c1", name: "Orchard Dental", company: "Orchard Dental LLC", status: "active" },
    { id: "c2", name: "Bluebird Books", company: null, status: "active" },
    { id: "c3", name: "Bluebird Bakery", company: null, status: "active" },
    { id: "c4", name: "Kessler Gym", company: null, status: "active" },
  ],
  quotes: [
    { id: "q1", quoteNumber: "Q-0007", clientName: "Orchard Dental", description: "Patient portal", status: "sent" },
  ],
  series: [{ id: "s1", clientName: "Kessler Gym", description: "Website care", status: "paused" }],
  tasks: [
    { id: "t1", title: "Migrate Orchard to new host", dueDate: "2026-12-04", workflowTitle: null, completed: false },
    { id: "t2", title: "Renew the SSL certificate", dueDate: null, workflowTitle: "Year-end upkeep", completed: false },
  ],
  workflows: [{ id: "w1", title: "Year-end upkeep", status: "paused" }],
  posts: [{ id: "p1", title: "Five signs your site is slow", status: "failed" }],
  helpers: [{ name: "Priya Shah", email: "priya@example.com" }],
  leads: [{ id: "l1", name: "Dana Ruiz", email: "dana@example.com", status: "new" }],
};
const setting: OwnerSetting = {
  now: new Date("2026-11-30T17:30:00Z"),
  timeZone: "America/Los_Angeles",
  today: "2026-11-30",
  entities: entitiesOf(vocabulary),
};
const intentOf = (text: string) => understand(text, setting).intent;

describe("the templates", () => {
  it("expand every choice and option, the same ones every run", () => {
    expect(expand("(send|email) [the] invoice")).toEqual(
      expect.arrayContaining(["send the invoice", "email the invoice", "send invoice", "email invoice"]),
    );
    expect(expand("(a|b|c) (d|e|f) (g|h|i) (j|k|l)", 10)).toEqual(expand("(a|b|c) (d|e|f) (g|h|i) (j|k|l)", 10));
    expect(expand("(a|b|c) (d|e|f) (g|h|i) (j|k|l)", 10)).toHaveLength(10);
  });
});

describe("the classifier", () => {
  it.each([
    ["invoice @client @amount for the logo", "create_invoice"],
    ["mark @invoice paid", "mark_invoice_paid"],
    ["move @task to @date", "move_task"],
    ["pause the @workflow workflow", "pause_workflow"],
    ["what did i make @period", "ask_collected"],
    ["can you do my bookkeeping", "decline_tax"],
  ])("%s → %s", (masked, intent) => {
    expect(classify(masked)[0].intent).toBe(intent);
  });
});

describe("requests, read against the owner's names", () => {
  it.each<[string, Record<string, unknown>]>([
    [
      "invoice orchard 1,5k for the cleaning app, net 15",
      {
        op: "invoice.create",
        client: "Orchard Dental",
        amount: "1500.00",
        due: "2026-12-15",
        description: "cleaning app",
      },
    ],
    [
      "bill kesler gym $2.5k due end of month",
      { op: "invoice.create", client: "kesler gym", amount: "2500.00", due: "2026-11-30" },
    ],
    [
      "push the orchard migration to friday",
      { op: "act", name: "move_task", args: { taskTitle: "Migrate Orchard to new host", dueDate: "2026-12-04" } },
    ],
    ["pause year-end upkeep", { op: "act", name: "pause_workflow", args: { workflowTitle: "Year-end upkeep" } }],
    ["resume kessler's care plan", { op: "act", name: "resume_recurring", args: { clientName: "Kessler Gym" } }],
    ["follow up on q7", { op: "act", name: "follow_up_quote", args: { quoteNumber: "Q-0007" } }],
    ["raise my rate to $140 an hour", { op: "act", name: "set_hourly_rate", args: { rate: "140.00" } }],
    ["switch my terms to net 30", { op: "act", name: "set_payment_terms", args: { days: 30 } }],
    [
      "what did I earn last quarter",
      { op: "ask", what: "collected", period: { from: "2026-07-01", to: "2026-09-30", label: "Q3 2026" } },
    ],
    ["who are my best clients", { op: "ask", what: "best-clients" }],
    ["who pays late", { op: "ask", what: "late-payers" }],
    ["make dana ruiz a client", { op: "act", name: "convert_lead", args: { leadName: "Dana Ruiz" } }],
    ["retry the post that failed", { op: "act", name: "retry_post" }],
  ])("%s", (text, expected) => {
    expect(intentOf(text)).toMatchObject(expected);
  });

  it("reads dates with their time, and the past for what was done", () => {
    expect(intentOf("post on linkedin wednesday at 10am about our new pricing")).toMatchObject({
      op: "act",
      name: "schedule_post",
      args: { platforms: ["linkedin"], date: "2026-12-02", time: "10:00", topic: "our new pricing" },
    });
    expect(intentOf("log 2h for orchard on friday: x-ray viewer")).toMatchObject({
      op: "time.add",
      client: "Orchard Dental",
      duration: "2h",
      date: "2026-11-27",
    });
  });

  it("asks instead of guessing: two clients fit, or a sum without an invoice", () => {
    expect(intentOf("invoice bluebird 300")).toMatchObject({ op: "invoice.create", client: "bluebird" });
    // A sum alone: the open invoice of that sum is looked up (or the question names those there are).
    expect(intentOf("got $1200 today")).toMatchObject({ op: "invoice.paid", amount: "1200.00" });
  });

  it("declines what Microteam does not do, naming what to do instead", () => {
    const tax = intentOf("file my quarterly taxes");
    expect(tax).toMatchObject({ op: "decline" });
    expect((tax as { text: string }).text).toMatch(/accountant/);
  });

  it("two requests in one message are both read, the second's pronoun the first's client", () => {
    expect(intentOf("invoice orchard 400 and remind them about q7")).toMatchObject({
      op: "both",
      first: { op: "invoice.create", client: "Orchard Dental" },
    });
  });
});
