import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { type Db, invoiceEvents, invoicePayments, invoices, users, type Invoice } from "../db";
import { instalmentCharge } from "./payment-plans/instalment-charge";
import { formatCents } from "../money";
import { notifyOwner } from "../notifications";
import { todayIn } from "../time";
import { balanceCents, addPayment } from "./payments";
import { formatMoney } from "./templates";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a card processor says it received for an invoice (and, from the intent's metadata, which instalment). */
export interface ReceivedPayment {
  intentId: string;
  amountCents: number;
  currency: string;
  /** Set when the client paid one instalment of the payment plan on the pay page. */
  instalmentId?: string | null;
}

/**
 * Marks an invoice paid on behalf of its client (a verified card payment), with the paid date in the
 * owner's calendar. Only a payment of what was charged — the balance, or the instalment's balance
 * (core/payment-plans/instalment-charge.ts) — in the invoice's currency is recorded: anything else is
 * recorded on the invoice's history and reported to the owner, and the invoice stays as it was.
 * Idempotent: an intent already recorded, or a paid invoice, changes nothing; a repeated mismatch is
 * reported once.
 */
export function settleInvoicePayment(
  services: Services,
  invoiceId: string,
  payment: ReceivedPayment,
): { updated: boolean; mismatch: boolean } {
  const row = services.db
    .select({ timeZone: users.timeZone })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, invoiceId))
    .get();
  if (!row) return { updated: false, mismatch: false };
  const now = services.clock.now();
  // Read and decide inside the transaction (BEGIN IMMEDIATE): two deliveries of one event, even to two
  // servers, find the first one's payment and change nothing.
  return services.db.transaction((tx) => {
    const invoice = tx.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
    const recorded = tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(eq(invoicePayments.intentId, payment.intentId))
      .get();
    if (recorded || invoice.status === "paid" || invoice.status === "void") return { updated: false, mismatch: false };
    const expected = expectedCharge(tx as unknown as Db, invoice, payment.instalmentId);
    const matches =
      expected.amountCents !== null &&
      payment.amountCents === expected.amountCents &&
      payment.currency.toUpperCase() === invoice.currency;
    if (!matches) {
      reportMismatch(services, tx, invoice, payment, expected, now);
      return { updated: false, mismatch: true };
    }
    addPayment(
      services,
      tx,
      invoice,
      {
        amountCents: payment.amountCents,
        paidOn: todayIn(row.timeZone, now),
        method: "card",
        note: payment.intentId,
        intentId: payment.intentId,
        instalment: expected.position,
      },
      now,
      "paid_by_card",
    );
    return { updated: true, mismatch: false };
  });
}

interface Expected {
  /** Null when the instalment can no longer be charged (paid, not next, or no longer in the plan). */
  amountCents: number | null;
  position: number | null;
  label: string;
}

function expectedCharge(db: Db, invoice: Invoice, instalmentId: string | null | undefined): Expected {
  const expectedTotal = formatMoney(formatCents(balanceCents(invoice)), invoice.currency);
  if (!instalmentId)
    return { amountCents: balanceCents(invoice), position: null, label: `an invoice of ${expectedTotal}` };
  const result = instalmentCharge(db, invoice, instalmentId);
  if (!result.ok) {
    return {
      amountCents: null,
      position: null,
      label:
        result.refusal.kind === "not_found"
          ? "an instalment no longer in the invoice's payment plan"
          : `an instalment that could not be paid (${result.refusal.message})`,
    };
  }
  const { instalment, amountCents } = result.charge;
  return {
    amountCents,
    position: instalment!.position,
    label: `instalment ${instalment!.position} of ${instalment!.of}, ${formatMoney(formatCents(amountCents), invoice.currency)}`,
  };
}

function reportMismatch(
  services: Services,
  tx: Tx,
  invoice: Invoice,
  payment: ReceivedPayment,
  expected: Expected,
  now: Date,
) {
  const received = formatMoney(formatCents(payment.amountCents), payment.currency.toUpperCase() || "USD");
  const fresh = notifyOwner(services, {
    userId: invoice.userId,
    type: "payment_mismatch",
    title: `A card payment for ${invoice.invoiceNumber} did not match`,
    description: `Received ${received} (${payment.currency.toUpperCase()}) for ${expected.label}; the invoice stays unpaid. Check the payment in Stripe.`,
    href: "/invoices",
    relatedType: "invoice",
    relatedId: invoice.id,
    dedupeKey: `mismatch:${payment.intentId}`,
  });
  if (!fresh) return;
  tx.insert(invoiceEvents)
    .values({
      userId: invoice.userId,
      invoiceId: invoice.id,
      type: "payment_mismatch",
      detail: {
        intentId: payment.intentId,
        amount: formatCents(payment.amountCents),
        currency: payment.currency.toUpperCase(),
        ...(payment.instalmentId ? { instalmentId: payment.instalmentId } : {}),
      },
      createdAt: now,
    })
    .run();
}
