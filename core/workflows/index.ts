// The face of core/workflows: all that other modules may import from it (eslint/module-boundaries.js).
export { getWorkflowView } from "./internal";
export {
  CreateWorkflowInput,
  ExamplesAdded,
  NextStep,
  UpdateWorkflowInput,
  WORKFLOW_CATEGORIES,
  type WorkflowCategory,
  WorkflowDeleted,
  WorkflowStep,
  WorkflowView,
} from "./schemas";
export { parseHourlyRate, stepValue } from "./value";
export { listWorkflows, workflowList } from "./list";
export { listWorkflowSteps, stepList } from "./steps";
export { addExampleWorkflows } from "./add-examples";
export { createWorkflow } from "./create";
export { deleteWorkflow } from "./delete";
export { updateWorkflow } from "./update";
