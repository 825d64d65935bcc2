// The face of core/support: all that other modules may import from it (eslint/module-boundaries.js).
export { SupportRequestInput } from "./schemas";
export { submitSupportRequest } from "./contact";
