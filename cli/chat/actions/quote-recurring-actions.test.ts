import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteView } from "@core/quotes";
import type { RecurringSeriesView } from "@core/recurring";
import { emailOutbox } from "@core/db";
import type { PublicUser } from "../../types";
import { confirmed, freshBusiness, said, type FreshBusiness } from "../../../test/chat-actions";
import { TOOLS, toolToIntent } from "../tools";
import { MCP_TOOLS } from "../../mcp/tools";
import { MONEY_ACTIONS } from "./money";

// The quote, recurring and settings actions against the chat-fresh-1 business (quotes Q-0012 accepted,
// Q-0013 declined, Q-0014 and Q-0016 sent, Q-0015 a draft; Brightside's series paused, three active).

const quote = (b: FreshBusiness, n: string) =>
  b.api.page<QuoteView>(`/api/quotes?q=${n}`).then((p) => p.items.find((q) => q.quoteNumber === n)!);
const seriesOf = async (b: FreshBusiness, client: string) =>
  (await b.api.page<RecurringSeriesView>("/api/recurring-invoices?limit=50")).items.filter(
    (s) => s.clientName === client,
  );

describe("quote, recurring and settings actions: proposals", () => {
  let b: FreshBusiness;
  beforeAll(async () => {
    b = await freshBusiness();
  });
  afterAll(() => b.close());

  it("create_quote resolves a near spelling and says a lead is not a client yet", async () => {
    const r = confirmed(
      await b.act("create_quote", { clientName: "vegaa architects", amount: "1800", description: "blog add-on" }),
    );
    expect(r.preface).toMatch(/^Did you mean Vega Architects\?/);
    expect(r.action).toEqual({
      op: "create_quote",
      args: { clientName: "Vega Architects", amount: 1800, description: "blog add-on" },
    });
    expect(r.question).toContain('$1,800.00 for Vega Architects for "blog add-on"');
    // Two clients fit: a question naming both, nothing proposed.
    const two = await b.act("create_quote", { clientName: "northwind", amount: 500 });
    expect(two.kind).toBe("text");
    expect(said(two)).toMatch(
      /Which one do you mean: Northwind (Traders or Northwind Labs|Labs or Northwind Traders)\?/,
    );
    const lead = await b.act("create_quote", { clientName: "Priya Nair", amount: 3200 });
    expect(lead.kind).toBe("text");
    expect(said(lead)).toMatch(/Priya Nair is a lead, not a client yet/);
  });

  it("send_quote, follow_up_quote: only what can be sent or is waiting for an answer", async () => {
    const send = confirmed(await b.act("send_quote", { quoteNumber: "15" }));
    expect(send.action).toEqual({ op: "send_quote", args: { quoteNumber: "Q-0015" } });
    expect(send.question).toMatch(/^Email quote Q-0015 \(\$2,200\.00\) to Kessler Fitness <billing@kesslerfit\.com>\?/);
    expect(said(await b.act("send_quote", { quoteNumber: "Q-0013" }))).toMatch(/already declined/);
    const follow = confirmed(await b.act("follow_up_quote", { quoteNumber: "Q-0014" }));
    expect(follow.question).toBe(
      "Email Vega Architects <studio@vega-arch.com> a follow-up on Q-0014 ($6,500.00, sent Nov 20, 2026, valid until Dec 20, 2026), with its link again?",
    );
    expect(said(await b.act("follow_up_quote", { quoteNumber: "Q-0015" }))).toMatch(/never sent/);
    expect(said(await b.act("follow_up_quote", { quoteNumber: "Q-0012" }))).toMatch(/already accepted/);
    expect(said(await b.act("follow_up_quote", { quoteNumber: "Q-0099" }))).toMatch(
      /No quote is numbered "Q-0099".*Q-0016/,
    );
  });

  it("convert_quote: an accepted quote with its deposit; a sent one is refused with what to do", async () => {
    const r = confirmed(await b.act("convert_quote", { quoteNumber: "12", depositPercent: 30 }));
    expect(r.action).toEqual({ op: "convert_quote", args: { quoteNumber: "Q-0012", depositPercent: 30 } });
    expect(r.question).toContain("The deposit is $1,440.00; the rest, $3,360.00, waits as a draft.");
    const sent = await b.act("convert_quote", { quoteNumber: "Q-0014" });
    expect(sent.kind).toBe("text");
    expect(said(sent)).toMatch(/not accepted: Vega Architects has not accepted it/);
    expect(said(sent)).toMatch(/invoice Vega Architects 6500/);
  });

  it("create_recurring states the rule and notes the same series already running", async () => {
    const r = confirmed(
      await b.act("create_recurring", {
        clientName: "lumen",
        amount: 350,
        every: "month",
        startDate: "2027-01-01",
        description: "care plan",
      }),
    );
    expect(r.action).toEqual({
      op: "create_recurring",
      args: {
        clientName: "Lumen Coffee Roasters",
        amount: 350,
        every: "month",
        startDate: "2027-01-01",
        description: "care plan",
      },
    });
    expect(r.question).toMatch(/^Bill Lumen Coffee Roasters \$350\.00 for "care plan": every month from Jan 1, 2027/);
    expect(r.question).toContain("due 14 days later, and is not emailed");
    expect(r.preface).toMatch(/already has Website care plan/);
  });

  it("pause, resume, end: the client's series, refused from the wrong state", async () => {
    const pause = confirmed(await b.act("pause_recurring", { clientName: "lumens" }));
    expect(pause.action).toEqual({
      op: "pause_recurring",
      args: { clientName: "Lumen Coffee Roasters", description: "Website care plan" },
    });
    const resume = confirmed(await b.act("resume_recurring", { clientName: "brightside", description: "hosting" }));
    expect(resume.action.args).toEqual({ clientName: "Brightside Nonprofit", description: "Donation page hosting" });
    const notPaused = await b.act("resume_recurring", { clientName: "Lumen Coffee Roasters" });
    expect(notPaused.kind).toBe("text");
    expect(said(notPaused)).toMatch(/is not paused: it is active, next invoice Dec 1, 2026/);
    expect(said(await b.act("pause_recurring", { clientName: "Brightside Nonprofit" }))).toMatch(/already paused/);
    const end = confirmed(await b.act("end_recurring", { clientName: "marisol", description: "gallery" }));
    expect(end.action.args).toEqual({ clientName: "Marisol Ortega", description: "Gallery updates" });
    expect(end.question).toMatch(/cannot be undone/);
    expect(said(await b.act("end_recurring", { clientName: "Fennel & Fig Bistro" }))).toMatch(
      /has no recurring series/,
    );
  });

  it("set_hourly_rate and set_payment_terms say the figure before and after", async () => {
    const rate = confirmed(await b.act("set_hourly_rate", { rate: 125 }));
    expect(rate.action).toEqual({ op: "set_hourly_rate", args: { rate: 125 } });
    expect(rate.question).toMatch(/from \$110\.00 an hour to \$125\.00 an hour/);
    expect(said(await b.act("set_hourly_rate", { rate: "110" }))).toMatch(/already \$110\.00/);
    const terms = confirmed(await b.act("set_payment_terms", { days: 0 }));
    expect(terms.question).toMatch(/from net 14 \(14 days\) to due on receipt/);
  });

  it("every money action is a model tool and an MCP tool with its hints", () => {
    for (const action of MONEY_ACTIONS) {
      expect(TOOLS.map((t) => t.name)).toContain(action.name);
      const mcp = MCP_TOOLS.find((t) => t.spec.name === action.name)!;
      expect(mcp.annotations).toMatchObject({
        destructiveHint: action.hints.destructive,
        openWorldHint: action.hints.openWorld,
      });
    }
    expect(toolToIntent("record_payment", { invoiceNumber: "2054", amount: 1000 })).toEqual({
      op: "act",
      name: "record_payment",
      args: { invoiceNumber: "2054", amount: 1000 },
    });
    const emails = MONEY_ACTIONS.filter((a) => a.hints.openWorld).map((a) => a.name);
    expect(emails.sort()).toEqual(["follow_up_quote", "send_quote"]);
  });
});

describe("quote, recurring and settings actions: confirmed, they change the data", () => {
  let b: FreshBusiness;
  beforeAll(async () => {
    b = await freshBusiness();
  });
  afterAll(() => b.close());

  it("writes a quote, follows one up, converts the accepted one", async () => {
    const made = await confirmed(
      await b.act("create_quote", { clientName: "Vega Architects", amount: 1800, description: "blog add-on" }),
    ).run();
    expect(said(made)).toMatch(/^Quote Q-0017 written: \$1,800\.00 for Vega Architects/);
    expect(await quote(b, "Q-0017")).toMatchObject({ status: "draft", amount: "1800.00", description: "blog add-on" });
    await confirmed(await b.act("follow_up_quote", { quoteNumber: "Q-0014" })).run();
    const mail = b.t.db.select().from(emailOutbox).all();
    expect(mail.map((m) => [m.toAddress, m.subject])).toContainEqual([
      "studio@vega-arch.com",
      "Following up: quote Q-0014 from Silva Web Studio",
    ]);
    await confirmed(await b.act("convert_quote", { quoteNumber: "Q-0012" })).run();
    expect((await quote(b, "Q-0012")).invoice?.invoiceNumber).toMatch(/^INV-/);
  });

  it("starts, pauses, resumes and ends series; saves the billing defaults", async () => {
    await confirmed(
      await b.act("create_recurring", {
        clientName: "Kessler Fitness",
        amount: 300,
        every: "week",
        startDate: "2026-12-07",
        description: "retainer",
      }),
    ).run();
    expect(await seriesOf(b, "Kessler Fitness")).toMatchObject([
      {
        status: "active",
        unit: "week",
        amount: "300.00",
        description: "retainer",
        nextDate: "2026-12-07",
        sendEmail: false,
      },
    ]);
    await confirmed(await b.act("pause_recurring", { clientName: "Lumen Coffee Roasters" })).run();
    expect((await seriesOf(b, "Lumen Coffee Roasters"))[0].status).toBe("paused");
    await confirmed(await b.act("resume_recurring", { clientName: "Brightside Nonprofit" })).run();
    expect((await seriesOf(b, "Brightside Nonprofit"))[0].status).toBe("active");
    await confirmed(await b.act("end_recurring", { clientName: "Marisol Ortega" })).run();
    expect((await seriesOf(b, "Marisol Ortega"))[0].status).toBe("ended");

    await confirmed(await b.act("set_hourly_rate", { rate: "125" })).run();
    await confirmed(await b.act("set_payment_terms", { days: 30 })).run();
    const user = await b.api.request<PublicUser>("GET", "/api/user/profile");
    expect(user).toMatchObject({ defaultHourlyRate: "125.00", paymentTerms: "30", defaultCurrency: "USD" });
  });
});
