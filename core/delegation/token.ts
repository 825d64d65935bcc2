import { randomBytes } from "node:crypto";
import { notFound } from "../errors";

/** 32 random bytes as 64 hex characters: the helper's link cannot be guessed (as the pay page's). */
export const newDelegationToken = () => randomBytes(32).toString("hex");

/** Anything but 64 hex characters is a plain 404, before any lookup. */
export function assertDelegationToken(token: string): void {
  if (!/^[0-9a-f]{64}$/.test(token)) throw notFound("Task");
}
