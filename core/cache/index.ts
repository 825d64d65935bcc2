// The face of core/cache: all that other modules may import from it (eslint/module-boundaries.js).
export { OwnerCache } from "./owner-cache";
