import { Hono } from "hono";
import { attachPaymentEmail, confirmDemoPayment, createPaymentIntent } from "@core/billing";
import { handlePaymentWebhook } from "@core/invoices";
import type { AppEnv } from "../env";
import { checkoutDocs, webhookDocs } from "./checkout.docs";
import { readJson } from "../http";

const payer = (user: { id: string; email: string } | null) => (user ? { id: user.id, email: user.email } : null);

/** Plan checkout: open to visitors and signed-in owners alike. */
export const checkoutRoutes = new Hono<AppEnv>()
  .post("/create-payment-intent", checkoutDocs.postCreatePaymentIntent, async (c) =>
    c.json(
      await createPaymentIntent({ services: c.get("services"), input: await readJson(c), user: payer(c.get("user")) }),
      200,
    ),
  )
  .post("/checkout/email", checkoutDocs.postCheckoutEmail, async (c) =>
    c.json(await attachPaymentEmail({ services: c.get("services"), input: await readJson(c) }), 200),
  )
  .post("/checkout/demo-confirm", checkoutDocs.postCheckoutDemoConfirm, async (c) =>
    c.json(
      confirmDemoPayment({ services: c.get("services"), input: await readJson(c), user: payer(c.get("user")) }),
      200,
    ),
  );

/** Stripe calls this; the raw body is needed to check the signature. */
export const webhookRoutes = new Hono<AppEnv>().post("/stripe/webhook", webhookDocs.postStripeWebhook, async (c) =>
  c.json(
    handlePaymentWebhook({
      services: c.get("services"),
      rawBody: await c.req.text(),
      signature: c.req.header("stripe-signature"),
    }),
    200,
  ),
);
