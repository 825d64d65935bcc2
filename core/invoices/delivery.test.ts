// Whether the client has an invoice, one rule (core/invoices/delivery.ts) read by every screen: an
// invoice email the mail server took without confirming it makes the invoice "may have been sent" on
// the invoice view, the overdue panel's preview, the focus engine's move and the reminder job's table,
// never "never sent" (docs/decisions/318).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { emailOutbox } from "../db/schema";
import { topMoves } from "../focus";
import { runReminderJob } from "../reminders/run";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { invoiceDelivery } from "./delivery";
import { getInvoice, listInvoices } from "./list";
import { sendInvoiceEmail } from "./send";
import { invoiceSummary } from "./summary";

describe("invoiceDelivery", () => {
  it("is sent once stamped, may have been sent with an unconfirmed invoice email, else not sent", () => {
    expect(invoiceDelivery(1, null)).toBe("sent");
    expect(invoiceDelivery(1, 2)).toBe("sent");
    expect(invoiceDelivery(null, 2)).toBe("possibly_sent");
    expect(invoiceDelivery(null, null)).toBe("not_sent");
  });
});

describe("an invoice whose email the mail server did not confirm", () => {
  function business(dueDate: string) {
    const t = makeTestApp({ now: "2026-11-21T10:00:00Z" });
    const owner = factories.user(t.db, { businessName: "Olive & Co" });
    const client = factories.client(t.db, owner.id, { name: "Globex", email: "ap@globex.example" });
    const invoice = factories.invoice(t.db, owner.id, client.id, {
      invoiceNumber: "INV-775",
      amountCents: 90_000,
      status: "pending",
      dueDate,
      sentAt: null,
    });
    const ctx = asOwner(t.services, owner.id);
    return { t, ctx, invoice };
  }

  /** Queues the invoice email and settles it as the email channel does for a hand-over without an answer. */
  function sendUnconfirmed({ t, ctx, invoice }: ReturnType<typeof business>) {
    sendInvoiceEmail({ ctx, input: { invoiceId: invoice.id } });
    t.db
      .update(emailOutbox)
      .set({ status: "possibly_sent", error: "the mail server took the message but did not confirm it (Timeout)" })
      .where(eq(emailOutbox.relatedId, invoice.id))
      .run();
  }

  it("is served as possibly_sent on the invoice view and the ledger", () => {
    const b = business("2026-12-05");
    expect(getInvoice({ ctx: b.ctx, id: b.invoice.id }).delivery).toBe("not_sent");
    sendUnconfirmed(b);
    expect(getInvoice({ ctx: b.ctx, id: b.invoice.id })).toMatchObject({ sentAt: null, delivery: "possibly_sent" });
    expect(listInvoices({ ctx: b.ctx }).items[0]).toMatchObject({ delivery: "possibly_sent" });
  });

  it("reads 'may have been sent' in the briefing, not 'never sent', and offers to check or send it again", () => {
    const b = business("2026-12-05");
    // Read once before, so the engine's cache has to see the email's change through the change log.
    expect(topMoves(b.ctx)[0]).toMatchObject({ title: "Send invoice INV-775 to Globex" });
    sendUnconfirmed(b);
    const [move] = topMoves(b.ctx);
    expect(move).toMatchObject({
      id: `invoice:${b.invoice.id}`,
      title: "Check that Globex received invoice INV-775",
      action: { type: "send_invoice", invoiceId: b.invoice.id, invoiceNumber: "INV-775" },
    });
    expect(move.description).toBe(
      "Invoice INV-775 may have been sent today: the mail server took it but did not confirm it, so it is not sent again automatically. Ask Globex whether it arrived, or send it again on purpose (you will be asked to confirm).",
    );
    expect(move.urgencyReason).toBe("$900 for Globex, may have been sent (not confirmed), due on December 5");
    expect(JSON.stringify(topMoves(b.ctx))).not.toMatch(/never|has not received/);
  });

  it("is 'may have been sent' on the overdue panel and skipped by the reminder job with that reason", () => {
    const b = business("2026-11-15");
    sendUnconfirmed(b);
    expect(invoiceSummary({ ctx: b.ctx }).overdueList.preview[0]).toMatchObject({
      invoiceNumber: "INV-775",
      delivery: "possibly_sent",
    });
    const run = runReminderJob(b.t.services, { userId: b.ctx.userId, dryRun: true });
    expect(run.reminders.find((r) => r.invoiceNumber === "INV-775")).toMatchObject({
      status: "skipped",
      reason:
        "the invoice may have been sent (the mail server did not confirm it): check with the client, or send it again",
    });
  });
});
