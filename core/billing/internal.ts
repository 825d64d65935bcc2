import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { checkoutPayments, type CheckoutPayment } from "../db";
import { notFound } from "../errors";

export function getPaymentBySecret(services: Services, clientSecret: string): CheckoutPayment {
  const payment = services.db
    .select()
    .from(checkoutPayments)
    .where(eq(checkoutPayments.clientSecret, clientSecret))
    .get();
  if (!payment) throw notFound("Payment");
  return payment;
}
