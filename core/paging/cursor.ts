// Cursors are opaque: the last row's sort value and id, sealed with the app's secret box (AES-256-GCM)
// with the owner, the list and its sort, search and filters as associated data. A cursor forged,
// altered, taken from another owner or reused with other filters does not open, and answers 400.
import type { OwnerContext } from "../context";
import { AppError } from "../errors";

export type CursorPosition = [sortValue: string | number | null, id: string];

const invalid = () =>
  new AppError("VALIDATION", "Invalid cursor: start again from the first page", {
    cursor: "Invalid cursor: start again from the first page",
  });

/** `binding` names the list and everything that must match for the cursor to mean the same place. */
export function sealCursor(ctx: OwnerContext, binding: string, position: CursorPosition): string {
  // The sealed form is `v1:iv:tag:body` in base64url; dots instead of colons keep it URL-safe.
  return ctx.secrets
    .seal(JSON.stringify(position), { userId: ctx.userId, field: `cursor:${binding}` })
    .replaceAll(":", ".");
}

export function openCursor(ctx: OwnerContext, binding: string, cursor: string): CursorPosition {
  let plain: string;
  try {
    plain = ctx.secrets.open(cursor.replaceAll(".", ":"), { userId: ctx.userId, field: `cursor:${binding}` });
  } catch {
    throw invalid();
  }
  const position: unknown = JSON.parse(plain);
  if (
    !Array.isArray(position) ||
    position.length !== 2 ||
    typeof position[1] !== "string" ||
    (!["string", "number"].includes(typeof position[0]) && position[0] !== null)
  ) {
    throw invalid();
  }
  return position as CursorPosition;
}
