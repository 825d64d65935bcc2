import { sql } from "drizzle-orm";
import type { Services } from "../context";
import { subscriptions, users } from "../db/schema";
import { claimPaidPlanOnSignUp } from "../billing/activate";
import { PLANS } from "../billing/plans";
import { TRIAL_DAYS } from "../catalog";
import { conflict } from "../errors";
import { SignUpInput } from "../users/schemas";
import { parseInput } from "../validation";
import { hashPassword } from "./password";

/**
 * Creates an account on a 2-week Starter trial; a plan the visitor already paid for at checkout
 * with this email is applied at once.
 */
export async function signUp({ services, input }: { services: Services; input: unknown }) {
  const data = parseInput(SignUpInput, input);
  const email = data.email.toLowerCase();
  if (emailTaken(services, email)) throw conflict("An account with this email already exists");
  const passwordHash = await hashPassword(data.password);
  const now = services.clock.now();
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  return services.db.transaction((tx) => {
    const user = tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: data.firstName || null,
        lastName: data.lastName || null,
        subscriptionTier: "starter",
        subscriptionStatus: "trial",
        trialStartDate: now,
        trialEndDate: trialEnd,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    tx.insert(subscriptions)
      .values({
        userId: user.id,
        plan: "starter",
        status: "trialing",
        amountCents: PLANS.starter.priceCents,
        trialEndsAt: trialEnd,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    claimPaidPlanOnSignUp(tx, user, now);
    return tx
      .select()
      .from(users)
      .where(sql`${users.id} = ${user.id}`)
      .get()!;
  });
}

export function emailTaken(services: Services, email: string, exceptUserId?: string): boolean {
  const row = services.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .get();
  return Boolean(row && row.id !== exceptUserId);
}
