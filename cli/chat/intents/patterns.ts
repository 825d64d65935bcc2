// Small pattern helpers, and the fragments several kinds of request share (the "show me all my" in
// front of a list, invoice and task references), so each is written once.

import type { Intent } from "../types";

/** A rule reads one cleaned request and answers an intent, or null when it does not apply. */
export type Rule = (text: string, now: Date) => Intent | null;

/** A whole-sentence, case-insensitive pattern. */
export function whole(source: string): RegExp {
  return new RegExp(`^(?:${source})$`, "i");
}

export function matchesAny(text: string, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(text));
}

/** The capture of the first pattern that matches (patterns with alternatives have one group each). */
export function captureFirst(text: string, patterns: RegExp[]): string | undefined {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m.slice(1).find((group) => group !== undefined);
  }
  return undefined;
}

/** An optional "show me all my" in front of a list name. */
export const SHOW = String.raw`(?:(?:show|list|see|view|get|display|give|pull up|open|check|what are|what're)(?: me)? )?(?:all )?(?:of )?(?:my |the |our )?`;
export const WHATS = String.raw`what(?:'s| is|s)`;
export const HASNT = String.raw`(?:hasn't|hasnt|has not|haven't|havent|have not)`;

/** Invoice numbers (INV-1731), uuids, short ids (last 8 of a uuid) and bare numbers (#1731). */
export const UUID = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`;
export const SHORT_ID = String.raw`(?=[a-f]*\d)[0-9a-f]{8}`; // at least one digit, so English words are not ids
export const INVOICE_REF = String.raw`(inv-[a-z0-9][a-z0-9-]*|${UUID}|${SHORT_ID}|#?\d{3,})`;
/** Tasks and derived money moves (invoice:<uuid>, client:<uuid>, ...). */
export const DONE_REF = String.raw`((?:task|invoice|client|content|workflow):[a-z0-9-]+|${UUID}|${SHORT_ID})`;

/** The reference as typed, without the "#" some people put before numbers. */
export function invoiceRef(raw: string): string {
  return raw.replace(/^#/, "");
}
