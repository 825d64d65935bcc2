// The periods of the money figures, in a file of their own: the terminal's chat reads them without
// loading the figures (a light entry, eslint/module-map.js).

/** The periods money questions name ("this month", "last year"); weeks start on Monday. */
export const MONEY_PERIODS = [
  "today",
  "this-week",
  "last-week",
  "this-month",
  "last-month",
  "this-year",
  "last-year",
  "all",
] as const;
/**
 * A named period, one calendar month as YYYY-MM ("what did I make in October?"), or any days as
 * YYYY-MM-DD..YYYY-MM-DD ("last quarter", "since September": the chat's readers work out the days).
 */
export type MoneyPeriod = (typeof MONEY_PERIODS)[number] | `${number}-${number}` | `${string}..${string}`;
