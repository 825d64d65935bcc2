// The face of core/workflows: all that other modules may import from it (eslint/module-boundaries.js).
export { WORKFLOW_CATEGORIES, type WorkflowCategory } from "./schemas";
export { parseHourlyRate } from "./value";
