// The face of core/notifications: all that other modules may import from it (eslint/module-boundaries.js).
export { notifyOwner } from "./notify";
