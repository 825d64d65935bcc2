// Small display helpers shared by the commands and the chat.

import { formatMoney } from "@core/currency/format";

/** "1234.5" → "$1,234.50" (in the invoice's currency), by core's one money formatter. */
export const money = (amount: string | number, currency = "USD"): string => formatMoney(amount, currency);

/** The short form of an id, as the web shows it ('Invoice #' + last 8 characters). */
export const shortId = (id: string) => id.slice(-8);

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2026-12-01" → "Dec 1, 2026". */
export function day(date: string | null): string {
  if (!date) return "";
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** An instant ("2026-11-23T03:30:00Z") as the owner's calendar day: "Nov 22, 2026" in Los Angeles. */
export function dayIn(instant: string | null, timeZone: string): string {
  if (!instant) return "";
  return new Date(instant).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
}

/** A shell-safe way to write a reference in a suggested command. */
export const quoteArg = (s: string) => (/^[\w.@:-]+$/.test(s) ? s : `"${s.replaceAll('"', '\\"')}"`);

/** The command that gives a client an email address, for hints where one is missing. */
export const addEmailCommand = (clientName: string) => `microteam client edit ${quoteArg(clientName)} --email EMAIL`;
