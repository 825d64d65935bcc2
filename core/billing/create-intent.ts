import type { Services } from "../context";
import { checkoutPayments } from "../db";
import { parseInput } from "../validation";
import { PLANS } from "./plans";
import { PaymentIntentInput } from "./schemas";
import { formatCents } from "../money";

/**
 * Starts a plan payment. The amount charged is the tier's price on the server; the amount the
 * browser sends is ignored.
 */
export async function createPaymentIntent({
  services,
  input,
  user,
}: {
  services: Services;
  input: unknown;
  user: { id: string; email: string } | null;
}) {
  const { tier, email } = parseInput(PaymentIntentInput, input);
  const plan = PLANS[tier];
  const payerEmail = user?.email ?? email ?? null;
  const intent = await services.payments.createIntent({
    amountCents: plan.priceCents,
    currency: "USD",
    description: `Microteam ${plan.name}`,
    metadata: { tier, ...(user ? { userId: user.id } : {}), ...(payerEmail ? { email: payerEmail } : {}) },
    email: payerEmail,
  });
  services.db
    .insert(checkoutPayments)
    .values({
      provider: services.payments.mode,
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      tier,
      amountCents: plan.priceCents,
      currency: "USD",
      email: payerEmail,
      userId: user?.id ?? null,
      createdAt: services.clock.now(),
    })
    .run();
  return {
    clientSecret: intent.clientSecret,
    intentId: intent.intentId,
    mode: services.payments.mode,
    tier,
    amount: formatCents(plan.priceCents),
  };
}
