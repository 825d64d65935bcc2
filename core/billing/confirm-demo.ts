import type { Services } from "../context";
import { conflict } from "../errors";
import { parseInput } from "../validation";
import { settleSucceededPayment } from "./activate";
import { getPaymentBySecret } from "./internal";
import { PLANS, type Tier } from "./plans";
import { DemoPaymentInput } from "./schemas";

/**
 * The offline stand-in for a card payment: allowed only while Stripe is not configured, it settles
 * the payment exactly as Stripe's webhook would.
 */
export function confirmDemoPayment({
  services,
  input,
  user,
}: {
  services: Services;
  input: unknown;
  user: { id: string; email: string } | null;
}) {
  const { clientSecret, email } = parseInput(DemoPaymentInput, input);
  if (services.payments.mode !== "demo") {
    throw conflict("Demo payments are off: this server takes real card payments");
  }
  const payment = getPaymentBySecret(services, clientSecret);
  if (payment.status === "succeeded") {
    return { success: true, tier: payment.tier, message: "This payment was already completed." };
  }
  const now = services.clock.now();
  const payerEmail = user?.email ?? email ?? payment.email;
  const { applied } = services.db.transaction((tx) =>
    settleSucceededPayment(
      tx,
      { ...payment, userId: payment.userId ?? user?.id ?? null, email: payerEmail },
      now,
      payerEmail,
    ),
  );
  const plan = PLANS[payment.tier as Tier];
  return {
    success: true,
    tier: payment.tier,
    message: applied
      ? `Your ${plan.name} is active.`
      : `Payment received. Create your account with ${payerEmail ?? "your email"} to get the ${plan.name}.`,
  };
}
