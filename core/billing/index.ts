// The face of core/billing: all that other modules may import from it (eslint/module-boundaries.js).
export { claimPaidPlanOnSignUp } from "./activate";
export { handlePlanPaymentEvent, readPaymentWebhook } from "./webhook";
export { isAdvanced, lockedSentence, planAccess, PLANS } from "./plans";
