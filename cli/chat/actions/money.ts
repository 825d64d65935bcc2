// The chat's money operations beyond the first ones (issue 24 §1): invoices edited, voided, duplicated
// or marked sent, payments and payment plans, quotes, recurring series and the billing settings.

import { INVOICE_ACTIONS } from "./invoice-actions";
import { PLAN_ACTIONS } from "./plan-actions";
import { QUOTE_ACTIONS } from "./quote-actions";
import { RECURRING_ACTIONS } from "./recurring-actions";
import { SETTINGS_ACTIONS } from "./settings-actions";
import type { ActionSpec } from "./spec";

export const MONEY_ACTIONS: ActionSpec[] = [
  ...INVOICE_ACTIONS,
  ...PLAN_ACTIONS,
  ...QUOTE_ACTIONS,
  ...RECURRING_ACTIONS,
  ...SETTINGS_ACTIONS,
];
