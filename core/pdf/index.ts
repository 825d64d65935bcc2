// The face of core/pdf: all that other modules may import from it (eslint/module-boundaries.js).
export { registerFonts, writeText } from "./text";
