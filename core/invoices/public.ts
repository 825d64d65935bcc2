import type Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Services } from "../context";
import { publicAddress } from "../instance";
import { type Db, invoiceEvents, invoices, users } from "../db";
import { conflict, notFound } from "../errors";
import { formatCents } from "../money";
import { notifyOwner } from "../notifications";
import { queueEmail } from "../mail";
import { todayIn } from "../time";
import { optionalText, parseInput } from "../validation";
import { invoiceFigures } from "./lines";
import { cardCharge } from "./payment-plans/instalment-charge";
import { planView, readInstalments } from "./payment-plans/plan";
import { addPayment } from "./payments";
import { invoiceLinks } from "./mailing";
import { findByPublicToken } from "./public-token";
import { effectiveStatus } from "./status";
import { formatMoney } from "./templates";

/**
 * How the client can pay on the public page: by card through Stripe, by a clearly labelled demo card
 * (only with DEMO_PAYMENTS=1), or by bank transfer only.
 */
export function cardPaymentMode(services: Services): "stripe" | "demo" | "none" {
  if (services.payments.mode === "stripe") return "stripe";
  return services.settings.demoPayments ? "demo" : "none";
}

const LAST_CLAIM = `select max(created_at) from invoice_events where invoice_id = ? and type = 'payment_claimed'`;
const prepared = new WeakMap<Database.Database, Database.Statement>();
function lastClaimAt(services: Services, invoiceId: string): number | null {
  const client = services.db.$client;
  let stmt = prepared.get(client);
  if (!stmt) prepared.set(client, (stmt = client.prepare(LAST_CLAIM).pluck()));
  return (stmt.get(invoiceId) as number | null) ?? null;
}

const VOIDED = "This invoice was voided: nothing is owed on it";

const brandOf = (owner: typeof users.$inferSelect) =>
  owner.businessName || [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email;

/** What the client sees at /pay/{token}: the invoice, who it is from, and how to pay. */
export function getPublicInvoice({ services, token }: { services: Services; token: string }) {
  const { invoice, client, owner } = findByPublicToken(services, token);
  const today = todayIn(owner.timeZone, services.clock.now());
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
  const claimedAt = lastClaimAt(services, invoice.id);
  return {
    invoiceNumber: invoice.invoiceNumber,
    amount: formatCents(invoice.amountCents),
    currency: invoice.currency,
    status: effectiveStatus(invoice.status, invoice.dueDate, today),
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    description: invoice.description,
    issuedAt: invoice.createdAt.toISOString(),
    from: { name: brandOf(owner), contact: ownerName || null, email: owner.email, taxId: invoice.ownerTaxId },
    to: { name: client.name, company: client.company, taxId: invoice.clientTaxId },
    /** The lines, taxes, discount, what was paid and the balance (core/invoices/line-totals.ts). */
    figures: invoiceFigures(services.db, invoice),
    pdfPath: `/api/public/invoices/${invoice.publicToken}/pdf`,
    /** The payment plan's instalments and the next one to pay; null without a plan (decision 270). */
    paymentPlan: planView(invoice, readInstalments(services, invoice.id), today),
    /** When the client last said they sent the payment (shown instead of the button again). */
    paymentClaimedAt: claimedAt ? new Date(claimedAt).toISOString() : null,
    payment: {
      card: cardPaymentMode(services),
      publishableKey: services.payments.publishableKey,
      bankTransferDetails: owner.bankTransferDetails,
    },
  };
}

/** The card pays the whole balance, or one instalment of the payment plan when the body names it. */
export const CardPaymentInput = z
  .object({
    instalmentId: z
      .string({ error: "Instalment must be an instalment's id" })
      .trim()
      .min(1, { error: "Instalment must be an instalment's id" })
      .max(64, { error: "Instalment must be an instalment's id" })
      .optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

/** Starts a card payment for the invoice (Stripe, or the demo card when switched on); the webhook marks it paid. */
export async function startInvoiceCardPayment({
  services,
  token,
  input,
}: {
  services: Services;
  token: string;
  input?: unknown;
}) {
  if (cardPaymentMode(services) === "none") throw notFound("Card payment");
  const data = parseInput(CardPaymentInput, input);
  const { invoice, client } = findByPublicToken(services, token);
  if (invoice.status === "paid") throw conflict("This invoice is already paid");
  if (invoice.status === "void") throw conflict(VOIDED);
  // The card pays what is left (the balance after any payments), or the next open instalment's share.
  const charge = cardCharge(services.db, invoice, data.instalmentId);
  const part = charge.instalment;
  const intent = await services.payments.createIntent({
    amountCents: charge.amountCents,
    currency: invoice.currency,
    description: part
      ? `Invoice ${invoice.invoiceNumber}, instalment ${part.position} of ${part.of}`
      : `Invoice ${invoice.invoiceNumber}`,
    metadata: { kind: "invoice", invoiceId: invoice.id, ...(part ? { instalmentId: part.id } : {}) },
    email: client.email,
  });
  return { clientSecret: intent.clientSecret, mode: services.payments.mode, amount: formatCents(charge.amountCents) };
}

/**
 * DEMO_PAYMENTS=1 only: the client "pays" with the labelled demo card and the invoice is marked paid,
 * as the webhook would. Without the switch the route does not exist (404): a link to an invoice can
 * never mark it paid on its own.
 */
export function payInvoiceInDemo({ services, token, input }: { services: Services; token: string; input?: unknown }) {
  if (cardPaymentMode(services) !== "demo") throw notFound("Demo payment");
  const data = parseInput(CardPaymentInput, input);
  const { invoice: found } = findByPublicToken(services, token);
  const now = services.clock.now();
  const paidOn = todayIn(timeZoneOf(services, found.userId), now);
  // Read and charge inside one transaction: two clicks pay one instalment once.
  services.db.transaction((tx) => {
    const invoice = tx.select().from(invoices).where(eq(invoices.id, found.id)).get()!;
    if (invoice.status === "paid") throw conflict("This invoice is already paid");
    if (invoice.status === "void") throw conflict(VOIDED);
    const charge = cardCharge(tx as unknown as Db, invoice, data.instalmentId);
    addPayment(
      services,
      tx,
      invoice,
      { amountCents: charge.amountCents, paidOn, method: "card", instalment: charge.instalment?.position },
      now,
      "paid_by_demo_card",
    );
  });
  return { success: true, message: "Demo payment recorded. No money moved." };
}

const timeZoneOf = (services: Services, userId: string) =>
  services.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).get()?.tz ?? "UTC";

export const PaymentClaimInput = z
  .object({
    name: optionalText(100),
    reference: optionalText(100),
    note: optionalText(500),
  })
  .nullish()
  .transform((v) => v ?? {});

/**
 * "I've sent the payment" on the public page: tells the owner (a notification and an email) and marks
 * nothing; only the owner, or a verified card payment, marks an invoice paid. Pressing it again the
 * same day changes nothing and sends nothing more.
 */
export function claimInvoicePayment({ services, token, input }: { services: Services; token: string; input: unknown }) {
  const data = parseInput(PaymentClaimInput, input);
  const { invoice, client, owner } = findByPublicToken(services, token);
  if (invoice.status === "paid") throw conflict("This invoice is already paid. Thank you!");
  if (invoice.status === "void") throw conflict(VOIDED);
  const now = services.clock.now();
  const today = todayIn(owner.timeZone, now);
  const amount = formatMoney(formatCents(invoice.amountCents), invoice.currency);
  const who = data.name || client.name;
  const extra = [data.reference && `Reference: ${data.reference}`, data.note && `Note: ${data.note}`].filter(Boolean);
  services.db.transaction((tx) => {
    const fresh = notifyOwner(services, {
      userId: owner.id,
      type: "payment_claimed",
      title: `${client.name} says ${invoice.invoiceNumber} is paid`,
      description: `${who} says they sent ${amount} for ${invoice.invoiceNumber}. Check your account, then mark it paid.${extra.length ? ` ${extra.join(". ")}` : ""}`,
      href: "/invoices",
      relatedType: "invoice",
      relatedId: invoice.id,
      dedupeKey: `claim:${invoice.id}:${today}`,
    });
    if (!fresh) return;
    tx.insert(invoiceEvents)
      .values({
        userId: owner.id,
        invoiceId: invoice.id,
        type: "payment_claimed",
        detail: { name: data.name ?? null, reference: data.reference ?? null, note: data.note ?? null },
        createdAt: now,
      })
      .run();
    queueEmail(services, {
      userId: owner.id,
      kind: "payment_claim",
      to: owner.email,
      subject: `${client.name} says invoice ${invoice.invoiceNumber} is paid`,
      body: [
        `${who} says they sent the payment of ${amount} for invoice ${invoice.invoiceNumber}.`,
        ...extra,
        "",
        "Nothing was marked paid: check that the money arrived, then mark the invoice paid in The Admin.",
      ].join("\n"),
      template: {
        template: "message",
        brand: "Microteam",
        action: { label: "Open The Admin", url: `${publicAddress(services).url}/invoices` },
        footer: `The client pressed "I've sent the payment" on the invoice's page (${invoiceLinks(publicAddress(services).url, invoice).payUrl}).`,
      },
      relatedType: "invoice",
      relatedId: invoice.id,
    });
  });
  return {
    success: true,
    message: `Thank you. ${brandOf(owner)} has been told you sent the payment and will confirm once it arrives.`,
  };
}
