import type { InvoiceSummary } from "../invoices/summary";
import { dollars } from "./text";
import type { FocusState } from "./state";

/**
 * The overdue figure the insight names: the invoice summary's (core/invoices/summary.ts `overdue`: every
 * awaiting invoice past due, sent or not), the one the tracker, the dashboard and the briefing's last
 * line show, so the sentence never gives a second count (qa10 F4).
 */
export type OverdueReading = Pick<InvoiceSummary, "overdue" | "currency">;

/** The offline engine's insight: the day's first move, by name and amount, with what else is waiting. */
export function offlineInsight(state: FocusState, { overdue, currency }: OverdueReading): string {
  const [first, second] = state.top;
  if (!first) return "All caught up: no open money moves. A good day to create content or check in with a past client.";
  const parts = [`Start with "${first.title}": ${lowerFirst(first.urgencyReason || first.description)}.`];
  if (overdue.count > 1)
    parts.push(
      `${overdue.count} invoices are overdue, ${dollars(Math.round(Number(overdue.total) * 100), currency)} in all.`,
    );
  else if (second) parts.push(`Then: ${lowerFirst(second.title)}.`);
  if (state.idleClients > 0 && first.kind !== "client") {
    parts.push(`${state.idleClients} client${state.idleClients === 1 ? " has" : "s have"} gone quiet.`);
  }
  return parts.join(" ");
}

/**
 * A sentence's start inside another sentence: "Due today" → "due today". Only a capitalised word is
 * lowered, never a currency code or symbol ("KWD 1,234.560", "R$900", "CA$120": qa13 F2).
 */
const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s[0].toLowerCase() + s.slice(1) : s);
