// The face of core/tasks: all that other modules may import from it (eslint/module-boundaries.js).
export { getTaskOfOwner, toTaskView } from "./internal";
export { TaskView } from "./schemas";
export { TASK_COLUMNS, type TaskRow, taskRowView } from "./task-row";
