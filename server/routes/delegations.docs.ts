import {
  delegationList,
  CompleteDelegationInput,
  DelegatedTaskView,
  DelegateInput,
  DelegationView,
  TaskDelegated,
} from "@core/delegation";
import { DoneMessage } from "@core/answers";
import { describeRoutes } from "../openapi/describe";

export const taskDelegationDocs = describeRoutes("Workflows", {
  postByIdDelegation: {
    summary: "Hand a task to a helper",
    returns: TaskDelegated,
    body: DelegateInput,
    status: 202,
    errors: [409, 429],
    description: `Pro (or trial; 403 \`FORBIDDEN\` with \`details.upgradeUrl\` otherwise). \`{success, message, batchId, delegation}\`: the helper's email with a private link \`/delegated/<64 hex>\` (429 past the hourly allowance); delegating again replaces the helper and the link; 409 for a done task.`,
  },
  deleteByIdDelegation: {
    summary: "Take a task back",
    returns: DoneMessage,
    errors: [409],
    description: `\`{success, message}\`: the link stops working; 404 without one; 409 when the helper already finished.`,
  },
});

export const delegationDocs = describeRoutes("Workflows", {
  get: {
    summary: "List delegated tasks",
    query: delegationList.schema,
    returns: { page: DelegationView },
    description: `A page of \`DelegationView\` \`{id, taskId, taskTitle, workflowId, workflowTitle, helperName, helperEmail, message, delegatedAt, viewedAt, completedAt, completionNote, email}\`.`,
  },
});

export const publicDelegationDocs = describeRoutes("Public", {
  getByToken: {
    summary: "A delegated task, as the helper sees it",
    returns: DelegatedTaskView,
    access: "public",
    errors: [429],
    description: `No account; limited per address (\`DELEGATION_RATE_LIMIT\`, 429); anything but a live 64-hex token is a plain 404. \`{businessName, helperName, task: {title, description, dueDate, estimatedTime}, message, delegatedAt, status: "open"|"done", completedAt, completionNote, completedBy}\`.`,
  },
  postByTokenComplete: {
    summary: "Mark a delegated task done",
    returns: DelegatedTaskView,
    access: "public",
    body: CompleteDelegationInput,
    bodyOptional: true,
    errors: [409, 429],
    description: `\`{note?}\` or nothing. The view, done: the task is completed and the owner notified; 409 once done.`,
  },
});
