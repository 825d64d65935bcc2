// The face of core/users: all that other modules may import from it (eslint/module-boundaries.js).
export { getOwner, updateOwner } from "./internal";
export { SECRET_FIELDS } from "./schemas";
export { ownerToday } from "./today";
