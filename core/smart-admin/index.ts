// The face of core/smart-admin: all that other modules may import from it (eslint/module-boundaries.js).
export { ClientNudged, InvoiceNudged, NudgeInput } from "./schemas";
export { nudgeClient } from "./nudge-client";
export { nudgeInvoice } from "./nudge-invoice";
