// The face of core/workflows: all that other modules may import from it (eslint/module-boundaries.js).
export { getWorkflowView } from "./internal";
export { type NextStep, WORKFLOW_CATEGORIES, type WorkflowCategory } from "./schemas";
export { parseHourlyRate, stepValue } from "./value";
