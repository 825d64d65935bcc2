// The face of core/log: all that other modules may import from it (eslint/module-boundaries.js).
export { audit, capturingLogger, type Logger, stderrLogger } from "./logger";
