import { sql } from "drizzle-orm";
import type { Services } from "../context";
import { users, type User } from "../db";
import { AppError, unauthorized } from "../errors";
import { audit } from "../log";
import { SignInInput } from "./schemas";
import { parseInput } from "../validation";
import { issueDeviceCookie, trustedDeviceNonce } from "./device";
import { burnPasswordCheck, verifyPassword } from "./password";
import { accountKey, clearFailures, deviceKey, lockedUntil, recordFailure, type LockoutPolicy } from "./throttle";

export const BAD_CREDENTIALS = "Invalid email or password";

/**
 * Checks email and password under the lockout policy (core/auth/throttle.ts). On success returns the
 * owner and a fresh device cookie for the browser; the same answer for unknown emails and wrong
 * passwords, and the same lock for both, so neither reveals which accounts exist.
 */
export async function signIn({
  services,
  input,
  device,
  lockout,
  from,
}: {
  services: Services;
  input: unknown;
  /** The browser's device cookie, when it has one. */
  device?: string | null;
  lockout: LockoutPolicy;
  /** The client's address, for the audit line. */
  from?: string;
}): Promise<{ user: User; deviceCookie: string }> {
  const { email, password } = parseInput(SignInInput, input);
  const normalized = email.toLowerCase();
  const nonce = trustedDeviceNonce(services, device, normalized);
  const key = nonce ? deviceKey(nonce) : accountKey(normalized);
  const user = services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalized}`)
    .get();

  const until = lockedUntil(services, key);
  if (until) {
    audit(services, "signin.locked", { userId: user?.id ?? null, trustedDevice: Boolean(nonce), from });
    throw lockedError(until, services.clock.now(), Boolean(nonce));
  }

  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!ok || !user) {
    const locked = recordFailure(services, key, lockout);
    audit(services, "signin.failure", {
      userId: user?.id ?? null,
      reason: user ? "wrong-password" : "unknown-email",
      trustedDevice: Boolean(nonce),
      from,
    });
    if (locked)
      audit(services, "signin.locked", {
        userId: user?.id ?? null,
        trustedDevice: Boolean(nonce),
        until: locked.toISOString(),
        from,
      });
    throw unauthorized(BAD_CREDENTIALS);
  }
  clearFailures(services, key);
  audit(services, "signin.success", { userId: user.id, trustedDevice: Boolean(nonce), from });
  return { user, deviceCookie: issueDeviceCookie(services, normalized) };
}

function lockedError(until: Date, now: Date, trustedDevice: boolean) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const wait = `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again`;
  return new AppError(
    "RATE_LIMITED",
    trustedDevice
      ? `Too many failed sign-ins from this browser. ${wait}.`
      : `Too many failed sign-ins for this account. ${wait}, or sign in from a browser you have used before.`,
  );
}
