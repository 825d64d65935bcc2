// Cursors are opaque: the last row's sort value and id, sealed with the app's secret box (AES-256-GCM)
// with the owner, the list and its sort, search and filters as associated data. A cursor forged,
// altered, taken from another owner or reused with other filters does not open, and answers 400.
import type { OwnerContext } from "../context";
import { AppError } from "../errors";

/** Where a page ended: the last row's sort value(s), then its id. */
export type CursorPosition = (string | number | null)[];

const invalid = () =>
  new AppError("VALIDATION", "Invalid cursor: start again from the first page", {
    cursor: "Invalid cursor: start again from the first page",
  });

/** `binding` names the list and everything that must match for the cursor to mean the same place. */
export function sealCursor(ctx: OwnerContext, binding: string, position: CursorPosition): string {
  // The sealed form is `v1:iv:tag:body` in base64url; dots instead of colons keep it URL-safe. Sealed
  // stably: the same place is the same cursor, so a page's Link, and its ETag, survive a recompute.
  return ctx.secrets
    .sealStable(JSON.stringify(position), { userId: ctx.userId, field: `cursor:${binding}` })
    .replaceAll(":", ".");
}

/** The position sealed in `cursor`, with `length` values; anything else answers 400 (field `cursor`). */
export function openCursor(ctx: OwnerContext, binding: string, cursor: string, length = 2): CursorPosition {
  let plain: string;
  try {
    plain = ctx.secrets.open(cursor.replaceAll(".", ":"), { userId: ctx.userId, field: `cursor:${binding}` });
  } catch {
    throw invalid();
  }
  const position: unknown = JSON.parse(plain);
  const valid =
    Array.isArray(position) &&
    position.length === length &&
    typeof position[length - 1] === "string" &&
    position.every((v) => v === null || typeof v === "string" || typeof v === "number");
  if (!valid) throw invalid();
  return position as CursorPosition;
}
