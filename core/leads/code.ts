import { randomBytes } from "node:crypto";
import { notFound } from "../errors";

/** 9 random bytes as 12 base64url characters (72 bits): short enough for a post, not worth guessing. */
export const newLinkCode = () => randomBytes(9).toString("base64url");

export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** Anything but a well-formed code is a plain 404, before any lookup (it reveals nothing). */
export function assertLinkCode(code: string): void {
  if (!LINK_CODE_PATTERN.test(code)) throw notFound("Link");
}
