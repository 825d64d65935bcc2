// The chat's money operations beyond the first ones (issue 24 §1): invoices edited, voided, duplicated
// or marked sent, payments and payment plans, quotes, recurring series and the billing settings.

import type { ActionSpec } from "./spec";

export const MONEY_ACTIONS: ActionSpec[] = [];
