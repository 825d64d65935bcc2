// The face of core/storage: all that other modules may import from it (eslint/module-boundaries.js).
export { readUpload, removeUpload, saveUpload, type StoredUpload } from "./files";
export { localStorage } from "./local";
