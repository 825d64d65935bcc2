import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { checkoutPayments } from "../db";
import { conflict } from "../errors";
import { parseInput } from "../validation";
import { getPaymentBySecret } from "./internal";
import { PaymentEmailInput } from "./schemas";

/** Records which email a visitor's plan goes to, before the card is confirmed. */
export async function attachPaymentEmail({ services, input }: { services: Services; input: unknown }) {
  const { clientSecret, email } = parseInput(PaymentEmailInput, input);
  const payment = getPaymentBySecret(services, clientSecret);
  if (payment.status !== "pending") throw conflict("This payment is already complete");
  services.db.update(checkoutPayments).set({ email }).where(eq(checkoutPayments.id, payment.id)).run();
  await services.payments.setReceiptEmail(payment.intentId, email);
  return { success: true };
}
