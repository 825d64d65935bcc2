import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type Db, checkoutPayments, subscriptions, users, type CheckoutPayment, type User } from "../db";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Puts a paid plan on an account: the user's tier and status, an active monthly subscription, and
 * the payment marked applied. Runs inside the caller's transaction.
 */
export function applyPaidPlan(tx: Tx, user: User, payment: CheckoutPayment, now: Date): void {
  const periodEnd = new Date(now);
  periodEnd.setMonth(periodEnd.getMonth() + 1);
  tx.update(subscriptions)
    .set({ status: "ended", cancelledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.userId, user.id), sql`${subscriptions.status} in ('active', 'trialing')`))
    .run();
  tx.insert(subscriptions)
    .values({
      userId: user.id,
      plan: payment.tier,
      status: "active",
      billingCycle: "monthly",
      amountCents: payment.amountCents,
      currency: payment.currency,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  tx.update(users)
    .set({ subscriptionTier: payment.tier, subscriptionStatus: "active", updatedAt: now })
    .where(eq(users.id, user.id))
    .run();
  tx.update(checkoutPayments).set({ userId: user.id, appliedAt: now }).where(eq(checkoutPayments.id, payment.id)).run();
}

/** A visitor who paid before having an account gets the plan when they sign up with that email. */
export function claimPaidPlanOnSignUp(tx: Tx, user: User, now: Date): void {
  const payment = tx
    .select()
    .from(checkoutPayments)
    .where(
      and(
        sql`lower(${checkoutPayments.email}) = ${user.email.toLowerCase()}`,
        eq(checkoutPayments.status, "succeeded"),
        isNull(checkoutPayments.appliedAt),
      ),
    )
    .orderBy(desc(checkoutPayments.paidAt))
    .get();
  if (payment) applyPaidPlan(tx, user, payment, now);
}

/**
 * Marks a payment succeeded and applies it to its account (the payer, or the account with the
 * payment's email). Idempotent: a payment already applied is left alone.
 */
export function settleSucceededPayment(
  tx: Tx,
  payment: CheckoutPayment,
  now: Date,
  email: string | null,
): { applied: boolean } {
  const settled = tx
    .update(checkoutPayments)
    .set({ status: "succeeded", paidAt: payment.paidAt ?? now, email: payment.email ?? email })
    .where(eq(checkoutPayments.id, payment.id))
    .returning()
    .get();
  if (settled.appliedAt) return { applied: true };
  const user = settled.userId
    ? tx.select().from(users).where(eq(users.id, settled.userId)).get()
    : settled.email
      ? tx
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${settled.email.toLowerCase()}`)
          .get()
      : undefined;
  if (!user) return { applied: false };
  applyPaidPlan(tx, user, settled, now);
  return { applied: true };
}
