// The face of core/designs: all that other modules may import from it (eslint/module-boundaries.js).
export { getDesignOfOwner } from "./internal";
export { ensureDesignFile } from "./ensure-file";
export { requireAll } from "./require-all";
export { CAPTION_MAX } from "./schemas";
