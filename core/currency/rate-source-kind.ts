/** Where an invoice's rate came from: its currency is the home one, the owner typed it, or the rates source. */
export const RATE_SOURCES = ["home", "owner", "frankfurter"] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
