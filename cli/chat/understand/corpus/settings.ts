// The billing settings the chat may change: the hourly rate and the payment terms.

import { PLEASE } from "./pools";

export const SETTINGS: Record<string, string[]> = {
  set_hourly_rate: [
    `${PLEASE} (set|change|update|raise|bump|increase|lower|drop) (my|the) (hourly rate|rate|default rate) to @amount [an hour|per hour|/h|/hr]`,
    `(my rate is|i charge|i bill) @amount (an hour|per hour|/h|/hr|hourly) now`,
    `(raise|bump|increase) (my )?rate to @amount`,
    `@amount (an hour|per hour|/hr) (from now on|going forward) [is my rate]`,
    `(make|set) my (hourly|default) rate @amount`,
  ],
  set_payment_terms: [
    `${PLEASE} (set|change|update|make) (my|the|default) (payment )?terms (to|as) @terms`,
    `(change|switch|move) (to|my invoices to) @terms [by default|from now on]`,
    `(all|my) (new )?invoices (should be|are) @terms [from now on|by default]`,
    `(default|standard) terms @terms`,
    `(invoices|clients) (due|should pay) (on receipt|within @duration) (from now on|by default)`,
    `set terms @terms`,
  ],
};
