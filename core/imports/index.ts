// The face of core/imports: all that other modules may import from it (eslint/module-boundaries.js).
export { ImportInput } from "./schemas";
export { previewImport } from "./preview";
export { MAX_IMPORT_BYTES } from "./read-csv";
export { importFile } from "./run";
export { ImportPreview, ImportResult } from "./views";
