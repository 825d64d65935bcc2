// Issue 24 §3: the morning focus as a bookkeeper would order it. One describe per principle the engine
// broke, with cases of its own (docs/decisions/325-focus-as-a-bookkeeper.md gives the rules and weights).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { emailOutbox, quotes } from "../db/schema";
import { AT, ago, business, client, date, invoice, NOW, DAY, task } from "../../test/focus-business";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { rebuilt, view } from "../../test/focus-seeded-business";
import { rankBusiness, type Business } from "./business";
import type { ClientFacts, PostFacts, QuoteFacts } from "./facts";
import { invoiceMove } from "./invoice-moves";
import { postMovesOf } from "./post-moves";
import { quoteMove } from "./quote-moves";
import type { FocusRanking } from "./ranking";
import { focusState } from "./state";
import { FAR_APART } from "./value";

const shown = (r: FocusRanking) => r.visible.items.map((m) => m.task());
const rank = (b: Partial<Business>) => rankBusiness(business(b), AT);

const quote = (o: Partial<QuoteFacts> = {}): QuoteFacts => ({
  id: "q-31",
  quoteNumber: "Q-0031",
  clientId: "orchard",
  clientName: "Orchard Dental",
  clientEmail: "office@orchard.test",
  amountCents: 480_000,
  currency: "USD",
  sentAt: ago(12),
  lastSentAt: ago(12),
  validUntil: null,
  ...o,
});

describe("Quotes are money", () => {
  it("follows up a quote unanswered for a week, worth its amount at the owner's acceptance rate", () => {
    const move = quoteMove(quote(), { accepted: 3, decided: 8 }, AT)!;
    // $4,800 at 3 of 8 (37.5 %): $1,800 expected; a follow-up today is worth half of it.
    expect(move.value).toBeCloseTo(900, 6);
    expect(move.task()).toMatchObject({
      kind: "quote",
      title: "Follow up Orchard Dental's $4,800 quote",
      urgencyReason:
        "Orchard Dental's $4,800 quote, sent 12 days ago, no answer: worth $1,800 at your 38% acceptance (3 of 8 quotes)",
      revenueImpact: 4800,
      action: { type: "follow_up_quote", quoteId: "q-31", quoteNumber: "Q-0031" },
    });
  });

  it("says the default chance it uses while the owner has too few answered quotes", () => {
    const move = quoteMove(quote({ amountCents: 125_000 }), { accepted: 1, decided: 2 }, AT)!;
    expect(move.task().urgencyReason).toBe(
      "Orchard Dental's $1,250 quote, sent 12 days ago, no answer: worth $375 at a 30% acceptance (the default until 3 of your quotes are answered)",
    );
  });

  it("waits a week after each sending, and says when it went again", () => {
    expect(quoteMove(quote({ sentAt: ago(6), lastSentAt: ago(6) }), { accepted: 0, decided: 0 }, AT)).toBeNull();
    expect(quoteMove(quote({ sentAt: ago(19), lastSentAt: ago(3) }), { accepted: 0, decided: 0 }, AT)).toBeNull();
    const again = quoteMove(
      quote({ sentAt: ago(19), lastSentAt: ago(8), validUntil: date(9) }),
      { accepted: 0, decided: 0 },
      AT,
    )!;
    expect(again.task().urgencyReason).toBe(
      "Orchard Dental's $4,800 quote, sent 19 days ago, again 8 days ago, no answer: worth $1,440 at a 30% acceptance (the default until 3 of your quotes are answered); valid until November 30",
    );
  });

  it("drops a quote past its last day, and opens the client when there is no address to send it to", () => {
    expect(quoteMove(quote({ validUntil: date(-1) }), { accepted: 2, decided: 4 }, AT)).toBeNull();
    const noEmail = quoteMove(quote({ clientEmail: null }), { accepted: 2, decided: 4 }, AT)!.task();
    expect(noEmail.action).toEqual({ type: "open", href: "/clients/orchard" });
    expect(noEmail.urgencyReason).toContain("add an email address for Orchard Dental to send it");
  });

  it("ranks among the money moves: a large quote above a small late invoice", () => {
    const order = rank({
      clients: [client({ openInvoices: 1 })],
      invoices: [invoice({ amountCents: 60_000, dueDate: date(-4) })],
      quotes: [quote({ amountCents: 1_200_000 })],
      quoteHistory: { accepted: 5, decided: 10 },
    }).visible.items.map((m) => m.id);
    expect(order).toEqual(["quote:q-31", "invoice:inv-1"]);
  });

  it("is seen by the engine as quotes are sent, followed up and answered, as a rebuild sees it", () => {
    const t = makeTestApp({ now: new Date(NOW).toISOString() });
    const owner = factories.user(t.db);
    const ctx = asOwner(t.services, owner.id);
    const harbor = factories.client(t.db, owner.id, { name: "Harbor Yoga", email: "hi@harbor.test" });
    const add = (n: number, o: Partial<typeof quotes.$inferInsert>) =>
      t.db
        .insert(quotes)
        .values({
          userId: owner.id,
          clientId: harbor.id,
          quoteNumber: `Q-00${n}`,
          lines: [],
          amountCents: 300_000,
          ...o,
        })
        .returning()
        .get();
    const same = () => expect(view(focusState(ctx))).toEqual(rebuilt(ctx, t.db.$client.name));
    // History: two accepted, one declined, one expired unanswered: 2 of 4.
    add(1, { status: "accepted" });
    add(2, { status: "accepted" });
    add(3, { status: "declined" });
    add(4, { status: "sent", sentAt: new Date(NOW - 40 * DAY), validUntil: date(-10) });
    focusState(ctx);
    const waiting = add(5, { status: "sent", sentAt: new Date(NOW - 9 * DAY) });
    const move = () => focusState(ctx).ranking.get(`quote:${waiting.id}`)?.task();
    expect(move()?.urgencyReason).toBe(
      "Harbor Yoga's $3,000 quote, sent 9 days ago, no answer: worth $1,500 at your 50% acceptance (2 of 4 quotes)",
    );
    same();
    // Followed up (POST /api/quotes/{id}/follow-up queues an email and leaves the quote as it is): the
    // email alone starts a week's rest.
    const followUp = t.db
      .insert(emailOutbox)
      .values({
        userId: owner.id,
        kind: "quote",
        toAddress: "hi@harbor.test",
        fromAddress: "me@x.test",
        subject: "Following up: quote Q-005",
        body: "b",
        relatedType: "quote",
        relatedId: waiting.id,
        createdAt: new Date(NOW),
      })
      .returning()
      .get();
    expect(move()).toBeUndefined();
    same();
    // It failed: it reached nobody, so the quote is due a follow-up again.
    t.db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.id, followUp.id)).run();
    expect(move()?.urgencyReason).toContain("sent 9 days ago, no answer");
    same();
    t.db.update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.id, followUp.id)).run();
    expect(move()).toBeUndefined();
    // Accepted: no move, and the rate counts it.
    t.db
      .update(quotes)
      .set({ status: "accepted", sentAt: new Date(NOW - 20 * DAY) })
      .where(eq(quotes.id, waiting.id))
      .run();
    add(6, { status: "sent", sentAt: new Date(NOW - 8 * DAY) });
    expect(shown(focusState(ctx).ranking).find((m) => m.kind === "quote")?.urgencyReason).toContain(
      "at your 60% acceptance (3 of 5 quotes)",
    );
    same();
  });
});

describe("A client's habit cuts both ways", () => {
  const birch = client({ id: "birch", name: "Birch & Co", paidDaysLate: [14, 12, 15, 13], openInvoices: 1 });
  const cedar = client({ id: "cedar", name: "Cedar Labs", paidDaysLate: [-3, -4, -2], openInvoices: 1 });
  const of = (c: ClientFacts, dueIn: number, cents = 175_000) =>
    invoice({
      id: `${c.id}-inv`,
      invoiceNumber: `INV-${c.id}`,
      clientId: c.id,
      amountCents: cents,
      dueDate: date(dueIn),
    });

  it("after the due date, chases the chronic late payer before the early payer, and says why", () => {
    const r = rank({ clients: [birch, cedar], invoices: [of(birch, -5), of(cedar, -5)] });
    expect(r.visible.items.map((m) => m.id)).toEqual(["invoice:birch-inv", "invoice:cedar-inv"]);
    expect(r.get("invoice:birch-inv")!.task().urgencyReason).toBe(
      "$1,750 from Birch & Co, 5 days late; Birch & Co usually pays 14 days late",
    );
  });

  it("before the due date, sends the late payer a heads-up and wastes none on the early payer", () => {
    const late = invoiceMove(of(birch, 4), birch, AT)!;
    expect(late.task()).toMatchObject({
      title: "Make sure Birch & Co pays $1,750 in 4 days",
      urgencyReason: "$1,750 from Birch & Co due in 4 days; Birch & Co usually pays 14 days late",
    });
    expect(invoiceMove(of(cedar, 4), cedar, AT)).toBeNull();
    expect(invoiceMove(of(cedar, 1), client({ ...cedar, paidDaysLate: [0, 0, 0] }), AT)).toBeNull();
  });

  it("ranks the late payer's heads-up above a heads-up to a client without history", () => {
    const newcomer = client({ id: "dahl", name: "Dahl Farms", paidDaysLate: [], openInvoices: 1 });
    const r = rank({ clients: [birch, newcomer], invoices: [of(birch, 3), of(newcomer, 3)] });
    expect(r.visible.items.map((m) => m.id)).toEqual(["invoice:birch-inv", "invoice:dahl-inv"]);
  });

  it("never lets a punctual client's invoice not yet due outrank money already late", () => {
    const r = rank({ clients: [birch, cedar], invoices: [of(cedar, 2, 900_000), of(birch, -2, 40_000)] });
    expect(r.visible.items.map((m) => m.id)).toEqual(["invoice:birch-inv"]);
  });
});

describe("Late money comes before money not yet due, unless the amounts are far apart", () => {
  const payer = (id: string, paidDaysLate: number[]) => client({ id, name: id, paidDaysLate, openInvoices: 1 });
  const due = (id: string, cents: number, dueIn: number) =>
    invoice({ id, invoiceNumber: id, clientId: id, amountCents: cents, dueDate: date(dueIn) });

  it("keeps a heads-up for up to three times the amount below a fresh late invoice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 5_000_000 }),
        fc.double({ min: 0.01, max: FAR_APART - 0.01, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 6 }),
        fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 6 }),
        (cents, ratio, daysLate, daysAhead, lateHabit, aheadHabit) => {
          const chase = invoiceMove(due("late", cents, -daysLate), payer("late", lateHabit), AT)!;
          const headsUp = invoiceMove(
            due("ahead", Math.floor(cents * ratio), daysAhead),
            payer("ahead", aheadHabit),
            AT,
          );
          expect(chase.value).toBeGreaterThan(headsUp?.value ?? 0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("lets a heads-up come first when it is far larger", () => {
    const r = rank({
      clients: [payer("Juniper", []), payer("Kestrel", [11, 9, 10])],
      invoices: [due("Juniper", 55_000, -2), due("Kestrel", 1_400_000, 1)],
    });
    expect(r.visible.items.map((m) => m.id)).toEqual(["invoice:Kestrel", "invoice:Juniper"]);
  });

  it("puts a late invoice first when a heads-up is about the same", () => {
    const r = rank({
      clients: [payer("Linden", [20, 18]), payer("Maple", [])],
      invoices: [due("Linden", 260_000, 0), due("Maple", 130_000, -1)],
    });
    expect(r.visible.items.map((m) => m.id)).toEqual(["invoice:Maple", "invoice:Linden"]);
  });
});

describe("Fold by client, not by lateness band", () => {
  const dunmore = client({ id: "dunmore", name: "Dunmore Print", openInvoices: 4 });
  const elm = client({ id: "elm", name: "Elm Studio", openInvoices: 1 });
  const fen = client({ id: "fen", name: "Fen Gardens", openInvoices: 1 });
  const small = (n: number, clientId: string, daysLate: number, cents = 35_000) =>
    invoice({ id: `i-${n}`, invoiceNumber: `D-${n}`, clientId, amountCents: cents, dueDate: date(-daysLate) });

  it("makes one client's small invoices, however late, one move with their whole balance", () => {
    const r = rank({
      clients: [dunmore],
      invoices: [small(1, "dunmore", 6), small(2, "dunmore", 24), small(3, "dunmore", 47), small(4, "dunmore", 110)],
    });
    const [bundle, ...rest] = shown(r);
    expect(rest).toEqual([]);
    expect(bundle).toMatchObject({
      id: "fold:chase:dunmore:USD",
      title: "Send reminders to Dunmore Print: 4 invoices, $1,400, 6–110 days late",
      urgencyReason: "Dunmore Print owes $1,400 on 4 overdue invoices, 6–110 days late",
      revenueImpact: 1400,
      action: { type: "remind_invoices" },
    });
    expect(bundle.action?.type === "remind_invoices" && [...bundle.action.invoiceIds].sort()).toEqual([
      "i-1",
      "i-2",
      "i-3",
      "i-4",
    ]);
  });

  it("keeps another client's larger invoice its own move, never inside someone else's bundle", () => {
    const r = rank({
      clients: [dunmore, elm, fen],
      invoices: [
        small(1, "dunmore", 12),
        small(2, "dunmore", 33),
        small(3, "dunmore", 70),
        small(4, "elm", 30, 95_000),
        small(5, "fen", 15, 20_000),
      ],
    });
    const moves = shown(r);
    const bundle = moves.find((m) => m.id === "fold:chase:dunmore:USD")!;
    expect(bundle.action?.type === "remind_invoices" && [...bundle.action.invoiceIds].sort()).toEqual([
      "i-1",
      "i-2",
      "i-3",
    ]);
    expect(moves.map((m) => m.id).sort()).toEqual(["fold:chase:dunmore:USD", "invoice:i-4", "invoice:i-5"]);
    expect(r.get("invoice:i-4")!.task().title).toBe("Chase $950 from Elm Studio");
  });

  it("folds one client's invoices to send, and never two clients' together", () => {
    const r = rank({
      clients: [dunmore, elm],
      invoices: [
        small(1, "dunmore", -10),
        small(2, "dunmore", -12),
        small(3, "dunmore", -14),
        small(4, "elm", -12),
      ].map((i) => ({ ...i, sentAt: null })),
    });
    expect(shown(r).map((m) => [m.id, m.title])).toEqual([
      ["fold:send:dunmore:USD", "Send 3 invoices to Dunmore Print: $1,050"],
      ["invoice:i-4", "Send invoice D-4 to Elm Studio"],
    ]);
  });
});

describe("Thank-you and case-study drafts after a payment: one per client, gone after two weeks, saying who paid how much and when", () => {
  const draft = (o: Partial<PostFacts>): PostFacts => ({
    id: "d1",
    type: "email_draft",
    title: "Thank you, Fjord",
    status: "draft",
    startDate: null,
    approval: null,
    createdAt: ago(3),
    platforms: null,
    error: null,
    errorKind: null,
    invoiceNumber: "INV-0311",
    clientId: "fjord",
    clientName: "Fjord Bakery",
    paidCents: 215_000,
    currency: "USD",
    paidDate: date(-3),
    ...o,
  });

  it("keeps one draft per client: the newest payment's thank-you", () => {
    const moves = postMovesOf(
      [
        draft({ id: "old-thanks", createdAt: ago(9), paidDate: date(-9), invoiceNumber: "INV-0290" }),
        draft({ id: "case", type: "content_post", title: "Case study: bread", createdAt: ago(3) }),
        draft({ id: "thanks", createdAt: ago(3) }),
        draft({
          id: "grove",
          clientId: "grove",
          clientName: "Grove Books",
          invoiceNumber: "INV-0312",
          paidCents: 64_000,
        }),
      ],
      AT,
    );
    expect(moves.map((m) => m.id).sort()).toEqual(["post:grove", "post:thanks"]);
  });

  it("says who paid how much and when", () => {
    const [move] = postMovesOf([draft({})], AT);
    expect(move.task().urgencyReason).toBe(
      "Fjord Bakery paid $2,150 on November 18 (INV-0311); drafted 3 days ago, thank them while it is fresh",
    );
  });

  it("is gone after two weeks", () => {
    expect(postMovesOf([draft({ createdAt: ago(13) })], AT)).toHaveLength(1);
    expect(postMovesOf([draft({ createdAt: ago(15) })], AT)).toEqual([]);
  });

  it("shows one draft per client from the database, and none for a payment months old", () => {
    const t = makeTestApp({ now: new Date(NOW).toISOString() });
    const owner = factories.user(t.db);
    const ctx = asOwner(t.services, owner.id);
    const hollow = factories.client(t.db, owner.id, { name: "Hollow Tea" });
    const paid = (n: number, daysAgo: number) =>
      factories.invoice(t.db, owner.id, hollow.id, {
        invoiceNumber: `H-${n}`,
        amountCents: 88_000,
        status: "paid",
        dueDate: date(-daysAgo - 5),
        paidDate: date(-daysAgo),
      });
    const drafted = (invoiceId: string, type: string, daysAgo: number) =>
      factories.event(t.db, owner.id, {
        type,
        title: `${type} ${invoiceId}`,
        status: "draft",
        relatedType: "invoice",
        relatedId: invoiceId,
        createdAt: new Date(NOW - daysAgo * DAY),
      });
    for (const [n, days] of [
      [1, 2],
      [2, 5],
      [3, 90],
    ]) {
      const inv = paid(n, days);
      drafted(inv.id, "email_draft", days);
      drafted(inv.id, "content_post", days);
    }
    const drafts = shown(focusState(ctx).ranking).filter((m) => m.id.startsWith("post:"));
    expect(drafts).toHaveLength(1);
    expect(drafts[0].urgencyReason).toBe(
      "Hollow Tea paid $880 on November 19 (H-1); drafted 2 days ago, thank them while it is fresh",
    );
  });
});

describe("Every move's reason carries its figures; a task with nothing to cite says why it is on the list", () => {
  it("writes a figure into every reason, and a plain task's reason says why it is there", () => {
    const owes = client({ id: "nadir", name: "Nadir Books", openInvoices: 5, paidDaysLate: [6, 8] });
    const quiet = client({ id: "oak", name: "Oak Tree", lastEmailAt: ago(44), createdAt: ago(300) });
    const r = rank({
      clients: [owes, quiet],
      invoices: [
        invoice({ id: "c1", invoiceNumber: "N-1", clientId: "nadir", amountCents: 310_000, dueDate: date(-8) }),
        invoice({ id: "h1", invoiceNumber: "N-2", clientId: "nadir", amountCents: 210_000, dueDate: date(2) }),
        invoice({ id: "s1", invoiceNumber: "N-3", clientId: "nadir", sentAt: null, dueDate: date(10) }),
        invoice({ id: "p1", invoiceNumber: "N-4", clientId: "nadir", paymentClaimedAt: ago(1) }),
        invoice({ id: "w1", invoiceNumber: "N-5", clientId: "nadir", amountCents: 3_000, dueDate: date(-200) }),
      ],
      tasks: [
        task({ id: "plain", title: "Tidy the shared drive" }),
        task({ id: "urgent", title: "Renew the insurance", priority: "high" }),
        task({ id: "dated", title: "File the VAT return", dueDate: date(5) }),
      ],
      workflows: [{ id: "wf", title: "Onboard Nadir", category: null, progress: 40, status: "active", openSteps: 0 }],
      content: { postsToSocial: true, contentFrequency: "few-times-week", postsNextWeek: 1 },
      posts: [
        { ...post("failed"), status: "failed", startDate: NOW - DAY, error: "Rate limited" },
        { ...post("ready"), status: "ready", startDate: NOW },
        { ...post("approval"), status: "scheduled", approval: "pending", startDate: NOW + 2 * DAY },
      ],
      unbilled: [
        {
          clientId: "oak",
          clientName: "Oak Tree",
          amountCents: 72_000,
          minutes: 480,
          entries: 3,
          oldestDate: date(-12),
        },
      ],
      quotes: [quote()],
    });
    const moves = r.all.items.map((m) => m.task());
    expect(new Set(moves.map((m) => m.kind))).toEqual(
      new Set(["invoice", "task", "workflow", "content", "client", "unbilled", "quote"]),
    );
    for (const m of moves) {
      if (m.id === "plain" || m.id === "urgent") continue;
      expect(m.urgencyReason, `${m.id}: ${m.urgencyReason}`).toMatch(/\d/);
    }
    expect(r.get("plain")!.task().urgencyReason).toBe(
      "Your own medium priority task, with no due date or stated impact",
    );
    expect(r.get("urgent")!.task().urgencyReason).toBe(
      "Your own high priority task, with no due date or stated impact",
    );
    expect(r.get("post:ready")!.task().urgencyReason).toBe("Was due today (November 21); ready to post");
  });
});

function post(id: string): PostFacts {
  return {
    id,
    type: "content_post",
    title: `Post ${id}`,
    status: "draft",
    startDate: null,
    approval: null,
    createdAt: ago(1),
    platforms: "linkedin",
    error: null,
    errorKind: null,
  };
}
