import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { clients, invoices, users } from "../db/schema";
import { conflict, notFound } from "../errors";
import { formatCents } from "../money";
import { todayIn } from "../time";
import { settleInvoicePayment } from "./mark-paid";
import { effectiveStatus } from "./status";

function findByToken(services: Services, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) throw notFound("Invoice");
  const row = services.db
    .select({ invoice: invoices, client: clients, owner: users })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.publicToken, token))
    .get();
  if (!row) throw notFound("Invoice");
  return row;
}

/** What the client sees at /pay/{token}: the invoice, who it is from, and how to pay. */
export function getPublicInvoice({ services, token }: { services: Services; token: string }) {
  const { invoice, client, owner } = findByToken(services, token);
  const today = todayIn(owner.timeZone, services.clock.now());
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
  return {
    invoiceNumber: invoice.invoiceNumber,
    amount: formatCents(invoice.amountCents),
    currency: invoice.currency,
    status: effectiveStatus(invoice.status, invoice.dueDate, today),
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    description: invoice.description,
    issuedAt: invoice.createdAt.toISOString(),
    from: { name: owner.businessName || ownerName || owner.email, contact: ownerName || null, email: owner.email },
    to: { name: client.name, company: client.company },
    payment: {
      card: services.payments.mode,
      publishableKey: services.payments.publishableKey,
      bankTransferDetails: owner.bankTransferDetails,
    },
  };
}

/** Starts a card payment for the invoice (Stripe); the webhook marks it paid. */
export async function startInvoiceCardPayment({ services, token }: { services: Services; token: string }) {
  const { invoice, client } = findByToken(services, token);
  if (invoice.status === "paid") throw conflict("This invoice is already paid");
  const intent = await services.payments.createIntent({
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    description: `Invoice ${invoice.invoiceNumber}`,
    metadata: { kind: "invoice", invoiceId: invoice.id },
    email: client.email,
  });
  return { clientSecret: intent.clientSecret, mode: services.payments.mode };
}

/** Demo mode only: the client "pays" and the invoice is marked paid, exactly as the webhook would. */
export function payInvoiceInDemo({ services, token }: { services: Services; token: string }) {
  if (services.payments.mode !== "demo") throw conflict("Demo payments are off: this server takes real card payments");
  const { invoice } = findByToken(services, token);
  if (invoice.status === "paid") throw conflict("This invoice is already paid");
  settleInvoicePayment(services, invoice.id);
  return { success: true, message: "Payment received. Thank you!" };
}
