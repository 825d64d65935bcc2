// The face of core/delegation: all that other modules may import from it (eslint/module-boundaries.js).
export { delegationList, listDelegations } from "./list";
export { CompleteDelegationInput, DelegatedTaskView, DelegateInput, DelegationView, TaskDelegated } from "./schemas";
export { delegateTask } from "./delegate";
export { completeDelegatedTask, getDelegatedTask } from "./public";
export { takeBackTask } from "./take-back";
