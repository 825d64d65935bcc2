import crypto from "node:crypto";
import type { Services } from "../context";
import { randomToken } from "./random";

// OWASP "Slow down online guessing attacks with device cookies": a successful sign-in gives the
// browser a cookie signed with a key derived from the app secret and bound to the account's email.

const PURPOSE = "device-cookie";
const bind = (email: string, nonce: string) => `${email.trim().toLowerCase()}|${nonce}`;

/** A new device cookie value for the account: `<nonce>.<hmac>`. */
export function issueDeviceCookie(services: Services, email: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${services.secrets.mac(PURPOSE, bind(email, nonce))}`;
}

/** The device's nonce when the cookie is genuine and was issued for this email; null otherwise. */
export function trustedDeviceNonce(
  services: Services,
  cookie: string | null | undefined,
  email: string,
): string | null {
  const [nonce, mac, extra] = (cookie ?? "").split(".");
  if (!nonce || !mac || extra !== undefined || nonce.length > 64) return null;
  const expected = services.secrets.mac(PURPOSE, bind(email, nonce));
  return timingSafeEqual(mac, expected) ? nonce : null;
}

function timingSafeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
