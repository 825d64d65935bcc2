// The face of core/billing: all that other modules may import from it (eslint/module-boundaries.js).
export { claimPaidPlanOnSignUp } from "./activate";
export { handlePlanPaymentEvent, readPaymentWebhook } from "./webhook";
export { assertPro } from "./gate";
export { isAdvanced, lockedSentence, planAccess, PLANS } from "./plans";
export { DemoPaymentInput, PaymentEmailInput, PaymentIntentInput } from "./schemas";
export { DemoPlanPaid, PaymentWebhookAnswer, PlanPaymentStarted } from "./views";
export { attachPaymentEmail } from "./attach-email";
export { confirmDemoPayment } from "./confirm-demo";
export { createPaymentIntent } from "./create-intent";
