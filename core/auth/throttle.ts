import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Services } from "../context";
import { signinThrottles } from "../db";
import { sha256 } from "./random";

/**
 * How failed sign-ins slow an attacker without letting them lock the owner out (OWASP's "device
 * cookies"): failures from clients the account never signed in from count against the account;
 * failures from a trusted device count against that device only. `threshold` failures within
 * `windowMs` lock the key for `firstLockMs`, doubling with each further lock up to `maxLockMs`.
 */
export interface LockoutPolicy {
  threshold: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
}

/** A quiet day forgets a key's history (and the growing lock length with it). */
const FORGET_AFTER_MS = 24 * 3_600_000;

export const accountKey = (email: string) => `account:${sha256(email.trim().toLowerCase())}`;
export const deviceKey = (nonce: string) => `device:${nonce}`;

/** The end of the key's current lock, or null when it is not locked. */
export function lockedUntil(services: Services, key: string): Date | null {
  const row = services.db.select().from(signinThrottles).where(eq(signinThrottles.key, key)).get();
  const now = services.clock.now();
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts one failure; returns the lock it started, if this failure reached the threshold. */
export function recordFailure(services: Services, key: string, policy: LockoutPolicy): Date | null {
  const now = services.clock.now();
  return services.db.transaction((tx) => {
    const row = tx.select().from(signinThrottles).where(eq(signinThrottles.key, key)).get();
    const stale = !row || row.updatedAt.getTime() + FORGET_AFTER_MS < now.getTime();
    const windowOver = !row || row.windowStart.getTime() + policy.windowMs < now.getTime();
    let failures = windowOver ? 1 : row.failures + 1;
    let windowStart = windowOver ? now : row.windowStart;
    let lockouts = stale ? 0 : row.lockouts;
    let locked: Date | null = stale ? null : (row.lockedUntil ?? null);
    let started: Date | null = null;
    if (failures >= policy.threshold) {
      const length = Math.min(policy.firstLockMs * 2 ** lockouts, policy.maxLockMs);
      locked = started = new Date(now.getTime() + length);
      lockouts += 1;
      failures = 0;
      windowStart = now;
    }
    const values = { failures, windowStart, lockedUntil: locked, lockouts, updatedAt: now };
    tx.insert(signinThrottles)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: signinThrottles.key, set: values })
      .run();
    // Keys nobody has touched for a day and that hold no lock are forgotten.
    tx.delete(signinThrottles)
      .where(
        and(
          lt(signinThrottles.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)),
          or(isNull(signinThrottles.lockedUntil), lt(signinThrottles.lockedUntil, now)),
        ),
      )
      .run();
    return started;
  });
}

/** A successful sign-in clears the key it was counted under. */
export function clearFailures(services: Services, key: string): void {
  services.db.delete(signinThrottles).where(eq(signinThrottles.key, key)).run();
}
