// The face of core/payments: all that other modules may import from it (eslint/module-boundaries.js).
export type { PaymentEvent, PaymentsAdapter } from "./adapter";
export type { StripeSettings } from "./stripe";
export { demoPayments } from "./adapter";
