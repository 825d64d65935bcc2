// The face of core/tasks: all that other modules may import from it (eslint/module-boundaries.js).
export { getTaskOfOwner, toTaskView } from "./internal";
export { CreateTaskInput, TASK_CATEGORIES, TaskView, UpdatedTask } from "./schemas";
export { TASK_COLUMNS, type TaskRow, taskRowView } from "./task-row";
export {
  AUTOMATED_PRIORITIES,
  type AutomatedPriority,
  LEDGER_TABS,
  type LedgerTab,
  MOVE_KINDS,
  MoveAction,
  type MoveKind,
  PrioritizedTask,
} from "./moves";
export { recordCompletedMove, updateTask } from "./update";
export { UpdateTaskInput } from "./schemas";
export { listTasks, taskList } from "./list";
export { createTask } from "./create";
export { deleteTask } from "./delete";
