// The cases issue 13 found with `microteam focus --json`, as named scenarios of the model, and what a
// careful bookkeeper would do in each.
import { describe, expect, it } from "vitest";
import { AT, ago, business, client, date, invoice, task } from "../../test/focus-business";
import { rankBusiness, type Business } from "./business";
import { lastContact } from "./client-moves";
import { invoiceMove } from "./invoice-moves";
import type { FocusRanking } from "./ranking";

const shown = (r: FocusRanking) => r.visible.items.map((m) => m.task());
const rank = (b: Partial<Business>) => rankBusiness(business(b), AT);

describe("scenario: a large invoice a little late against many small ones long late", () => {
  // Found: $18,000 2 days late scored 84 and ranked 6th, behind five $300 invoices 40 days late (85).
  const b: Partial<Business> = {
    clients: [client({ openInvoices: 6 })],
    invoices: [
      invoice({ id: "big", invoiceNumber: "INV-BIG", amountCents: 1_800_000, dueDate: date(-2) }),
      ...[1, 2, 3, 4, 5].map((n) =>
        invoice({ id: `small-${n}`, invoiceNumber: `INV-${n}`, amountCents: 30_000, dueDate: date(-40) }),
      ),
    ],
  };

  it("ranks the $18,000 first and folds the five $300 reminders into one move", () => {
    const [first, second, ...rest] = shown(rank(b));
    expect(first).toMatchObject({ id: "invoice:big", title: "Chase $18,000 from Acme", automatedPriority: "critical" });
    expect(second).toMatchObject({
      id: "fold:chase:acme:USD",
      title: "Send reminders to Acme: 5 invoices, $1,500, 40 days late",
      revenueImpact: 1500,
      action: {
        type: "remind_invoices",
        invoiceIds: ["small-1", "small-2", "small-3", "small-4", "small-5"],
        invoiceNumbers: ["INV-1", "INV-2", "INV-3", "INV-4", "INV-5"],
      },
    });
    expect(rest).toEqual([]);
    expect(first.priorityScore).toBeGreaterThan(second.priorityScore);
  });

  it("counts every alert and lists the most valuable first", () => {
    const r = rank(b);
    expect(r.alerts).toBe(6);
    expect(r.all.items.filter((m) => m.alert)[0].id).toBe("invoice:big");
  });
});

describe("scenario: a tiny debt from long ago", () => {
  // Found: a $45 invoice 300 days late was the #1 money move.
  it("is offered as write off or settle, below everything that still matters", () => {
    const moves = shown(
      rank({
        clients: [client({ openInvoices: 2 })],
        invoices: [
          invoice({ id: "old", invoiceNumber: "INV-OLD", amountCents: 4_500, dueDate: date(-300) }),
          invoice({ id: "fresh", amountCents: 90_000, dueDate: date(-5) }),
        ],
        tasks: [task({ id: "call", title: "Call the accountant", dueDate: date(3) })],
      }),
    );
    expect(moves.map((m) => m.id)).toEqual(["invoice:fresh", "call", "invoice:old"]);
    expect(moves[2]).toMatchObject({
      title: "Write off or settle $45 from Acme?",
      urgencyReason: "$45 from Acme, 300 days late; likely worth less than 2 hours of your time to collect",
      automatedPriority: "low",
    });
  });

  it("is still chased when it is large enough to be worth the time", () => {
    const move = invoiceMove(invoice({ amountCents: 300_000, dueDate: date(-300) }), client(), AT)!;
    expect(move.task().title).toBe("Chase $3,000 from Acme");
  });
});

describe("scenario: clients who were just in touch", () => {
  // Found: clients who paid today or yesterday were "quiet for 25/37 days" and filled the top two.
  const quiet = { lastEmailAt: ago(37), createdAt: ago(400) };
  it("is quiet without contact for three weeks", () => {
    expect(shown(rank({ clients: [client(quiet)] }))[0]).toMatchObject({
      title: "Follow up with Acme",
      urgencyReason: "No contact with Acme for 37 days (the last was an email); typical invoice $1,200",
    });
  });

  it.each([
    ["a payment today", { lastPaymentDate: date(0) }, "a payment"],
    ["a payment yesterday", { lastPaymentDate: date(-1) }, "a payment"],
    ["an invoice sent", { lastInvoiceSentAt: ago(2) }, "an invoice sent"],
    ["a message from their pay page", { lastMessageAt: ago(1) }, "a message from them"],
  ])("is not quiet after %s", (_name, contact, kind) => {
    const c = client({ ...quiet, ...contact });
    expect(shown(rank({ clients: [c] }))).toEqual([]);
    expect(lastContact(c, AT).kind).toBe(kind);
  });
});

describe("scenario: an invoice the client never received", () => {
  // Found: invoices created from the CLI or chat were never emailed, yet chased and reminded.
  it("is the move 'send it', not a chase and not an alert", () => {
    const [move] = rank({
      clients: [client({ openInvoices: 1 })],
      invoices: [invoice({ sentAt: null, dueDate: date(-10) })],
    }).visible.items;
    expect(move.alert).toBeNull();
    expect(move.task()).toMatchObject({
      title: "Send invoice INV-1 to Acme",
      description: "Invoice INV-1 was never emailed: Acme has not received it, so it is not chased.",
      urgencyReason: "$2,400 for Acme, never sent, its due date passed 10 days ago",
      action: { type: "send_invoice", invoiceId: "inv-1", invoiceNumber: "INV-1" },
    });
  });

  it("says when it is due, never 'was due', before its due date", () => {
    const move = invoiceMove(invoice({ sentAt: null, dueDate: date(3) }), client(), AT)!.task();
    expect(move.urgencyReason).toBe("$2,400 for Acme, never sent, due on November 24");
    expect(move.urgencyReason).not.toContain("was due");
  });

  it("is a heads-up, not a chase, before the due date once sent", () => {
    const move = invoiceMove(invoice({ dueDate: date(3) }), client(), AT)!.task();
    expect(move).toMatchObject({
      title: "Make sure Acme pays $2,400 in 3 days",
      urgencyReason: "$2,400 from Acme due in 3 days",
    });
  });
});

describe("scenario: the client's own history", () => {
  const late = (paidDaysLate: number[], dueDate = date(-3)) =>
    invoiceMove(invoice({ dueDate }), client({ paidDaysLate, openInvoices: 1 }), AT)!;

  // Issue 24 §3 reversed the first rule: after the due date a chronic late payer is chased sooner.
  it("raises the urgency of a client who always pays late, and says why", () => {
    const usual = late([9, 8, 10, 9]);
    const punctual = late([0, 0, 1, -1]);
    expect(usual.value).toBeGreaterThan(punctual.value);
    expect(usual.task().urgencyReason).toBe("$2,400 from Acme, 3 days late; Acme usually pays 9 days late");
    expect(punctual.task().urgencyReason).toBe("$2,400 from Acme, 3 days late; Acme usually pays on time");
  });

  it("needs two paid invoices before it speaks of a habit", () => {
    expect(late([30]).task().urgencyReason).toBe("$2,400 from Acme, 3 days late");
  });

  it("rests an invoice reminded yesterday, and says so", () => {
    const fresh = invoiceMove(invoice(), client(), AT)!;
    const reminded = invoiceMove(invoice({ reminders: 2, lastReminderAt: ago(1) }), client(), AT)!;
    expect(reminded.value).toBeLessThan(fresh.value / 3);
    expect(reminded.task().urgencyReason).toBe("$2,400 from Acme, 9 days late; 2 reminders sent, the last yesterday");
  });

  it("checks for a payment the client says they made instead of chasing it", () => {
    const move = invoiceMove(invoice({ paymentClaimedAt: ago(2) }), client(), AT)!;
    expect(move.alert).toBeNull();
    expect(move.task()).toMatchObject({
      title: "Check that Acme's payment of $2,400 arrived",
      urgencyReason: "Acme reported paying $2,400 2 days ago",
    });
  });
});

describe("scenario: a client without an email address", () => {
  it("opens the client to add one rather than offering a reminder that cannot go", () => {
    const move = invoiceMove(invoice(), client({ email: null }), AT)!.task();
    expect(move.action).toEqual({ type: "open", href: "/clients/acme" });
    expect(move.urgencyReason).toBe("$2,400 from Acme, 9 days late; add an email address for Acme to send it");
  });
});

describe("scenario: folds of invoices to send", () => {
  // Found: a fold of drafts pointed at the unpaid list, which holds no draft.
  const small = (n: number, o: Parameters<typeof invoice>[0]) =>
    invoice({ id: `i-${n}`, invoiceNumber: `INV-${n}`, amountCents: 20_000, sentAt: null, ...o });
  const foldAction = (invoices: ReturnType<typeof invoice>[]) =>
    shown(rank({ clients: [client({ openInvoices: invoices.length })], invoices })).find((m) =>
      m.id.startsWith("fold:send:"),
    )?.action;

  it("names the ledger tab that lists every member", () => {
    const drafts = [1, 2, 3].map((n) => small(n, { status: "draft", dueDate: date(20) }));
    expect(foldAction(drafts)).toEqual({ type: "open", href: "/invoices", status: "draft" });
    const issuedLate = [1, 2, 3].map((n) => small(n, { dueDate: date(-3) }));
    expect(foldAction(issuedLate)).toEqual({ type: "open", href: "/invoices", status: "overdue" });
    const issuedMixed = [
      small(1, { dueDate: date(-3) }),
      small(2, { dueDate: date(5) }),
      small(3, { dueDate: date(9) }),
    ];
    expect(foldAction(issuedMixed)).toEqual({ type: "open", href: "/invoices", status: "unpaid" });
  });

  it("names no tab when drafts and issued invoices fold together", () => {
    const mixed = [small(1, { status: "draft" }), small(2, {}), small(3, { dueDate: date(4) })];
    expect(foldAction(mixed)).toEqual({ type: "open", href: "/invoices" });
  });
});

describe("scenario: an invoice email the mail server took without confirming it (decision 318)", () => {
  // Found: the briefing said "never sent … has not received it" of an invoice the web called "may have been sent".
  const unconfirmed = invoice({ sentAt: null, possiblySentAt: ago(2), dueDate: date(5) });

  it("is a check with the client, sent again only on purpose, never 'never sent', and not folded with the unsent", () => {
    const move = invoiceMove(unconfirmed, client(), AT)!;
    expect(move.fold).toBeNull();
    const task = move.task();
    expect(task).toMatchObject({
      title: "Check that Acme received invoice INV-1",
      action: { type: "send_invoice", invoiceId: "inv-1", invoiceNumber: "INV-1" },
    });
    expect(task.description).toBe(
      "Invoice INV-1 may have been sent 2 days ago: the mail server took it but did not confirm it, so it is not sent again automatically. Ask Acme whether it arrived, or send it again on purpose (you will be asked to confirm).",
    );
    expect(task.urgencyReason).toMatch(/^\$2,400 for Acme, may have been sent \(not confirmed\), due on /);
    expect(JSON.stringify(task)).not.toMatch(/never|has not received/);
  });

  it("is worth what sending it would be: the money waits until the client is known to have it", () => {
    const never = invoiceMove({ ...unconfirmed, possiblySentAt: null }, client(), AT)!;
    expect(invoiceMove(unconfirmed, client(), AT)!.value).toBe(never.value);
    expect(never.task().title).toBe("Send invoice INV-1 to Acme");
  });

  it("a confirmed send wins: once stamped sent, it is an ordinary sent invoice", () => {
    const sent = invoiceMove({ ...unconfirmed, sentAt: ago(1) }, client(), AT)?.task().title;
    expect(sent).not.toMatch(/^(Check that|Send invoice)/);
  });
});
