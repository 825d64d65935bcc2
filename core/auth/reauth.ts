import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { audit } from "../log";
import { verifyPassword } from "./password";
import { clearFailures, lockedUntil, recordFailure, type LockoutPolicy } from "./throttle";

/**
 * Re-entering the password for a sensitive change (email, password, deleting the account) is a
 * password check too: a stolen session must not be a way to guess it. Five wrong answers within 15
 * minutes lock these changes for 15 minutes, doubling up to an hour; signing in is not affected.
 */
const REAUTH: LockoutPolicy = { threshold: 5, windowMs: 15 * 60_000, firstLockMs: 15 * 60_000, maxLockMs: 60 * 60_000 };
const key = (userId: string) => `reauth:${userId}`;

/** A VALIDATION error on `field` unless `password` is the owner's; 429 while re-entry is locked. */
export async function assertOwnerPassword(
  ctx: OwnerContext,
  passwordHash: string | null,
  password: string | undefined,
  field = "currentPassword",
): Promise<void> {
  const locked = lockedUntil(ctx, key(ctx.userId));
  if (locked) {
    const minutes = Math.max(1, Math.ceil((locked.getTime() - ctx.clock.now().getTime()) / 60_000));
    throw new AppError(
      "RATE_LIMITED",
      `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  if (!password) {
    throw new AppError("VALIDATION", "Current password is required", { [field]: "Current password is required" });
  }
  if (!(await verifyPassword(passwordHash, password))) {
    const lock = recordFailure(ctx, key(ctx.userId), REAUTH);
    audit(ctx, lock ? "reauth.locked" : "reauth.failure", { userId: ctx.userId });
    const message = field === "password" ? "Password is incorrect" : "Current password is incorrect";
    throw new AppError("VALIDATION", message, { [field]: message });
  }
  clearFailures(ctx, key(ctx.userId));
}
