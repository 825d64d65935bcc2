import { sql } from "drizzle-orm";
import type { Services } from "../context";
import { subscriptions, users } from "../db";
import { claimPaidPlanOnSignUp, PLANS } from "../billing";
import { TRIAL_DAYS } from "../catalog";
import { conflict } from "../errors";
import { audit } from "../log";
import { SignUpInput } from "./schemas";
import { parseInput } from "../validation";
import { hashPassword } from "./password";
import { assertStrongPassword, personalWords } from "./password-strength";

/**
 * Neutral on purpose: it neither confirms nor denies that an account exists beyond what any sign-up
 * must (sign-up is rate limited per address, so it cannot be used to sweep a list of emails).
 */
export const EMAIL_UNAVAILABLE = "We couldn't create an account with this email. If you already have one, sign in.";

/**
 * Creates an account on a 2-week Starter trial; a plan the visitor already paid for at checkout
 * with this email is applied at once.
 */
export async function signUp({ services, input }: { services: Services; input: unknown }) {
  const data = parseInput(SignUpInput, input);
  const email = data.email.toLowerCase();
  if (emailTaken(services, email)) {
    audit(services, "signup.refused", { reason: "email-taken" });
    throw conflict(EMAIL_UNAVAILABLE);
  }
  await assertStrongPassword(data.password, { field: "password", userInputs: personalWords({ ...data, email }) });
  const passwordHash = await hashPassword(data.password);
  const now = services.clock.now();
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  let created;
  try {
    created = insertAccount(services, { ...data, email, passwordHash, now, trialEnd });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) {
      audit(services, "signup.refused", { reason: "email-taken" });
      throw conflict(EMAIL_UNAVAILABLE);
    }
    throw error;
  }
  audit(services, "signup.success", { userId: created.id });
  return created;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

function insertAccount(
  services: Services,
  data: {
    email: string;
    passwordHash: string;
    firstName?: string | null;
    lastName?: string | null;
    now: Date;
    trialEnd: Date;
  },
) {
  const { email, passwordHash, now, trialEnd } = data;
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
