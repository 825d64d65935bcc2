import {
  workflowList,
  CreateWorkflowInput,
  ExamplesAdded,
  NextStep,
  UpdateWorkflowInput,
  WorkflowDeleted,
  WorkflowStep,
  WorkflowView,
  stepList,
} from "@core/workflows";
import { NextStepsQuery } from "@core/focus";
import { describeRoutes } from "../openapi/describe";

export const workflowDocs = describeRoutes("Workflows", {
  get: {
    summary: "List workflows",
    query: workflowList.schema,
    returns: { page: WorkflowView },
    description: `A page of \`WorkflowView\` \`{id, title, description, category, status, targetOutcome, estimatedDuration, progress, aiRecommendation, createdAt, updatedAt, steps: {total, completed, delegated}, nextStep}\`.`,
  },
  post: {
    summary: "Create a workflow",
    returns: WorkflowView,
    body: CreateWorkflowInput,
    status: 201,
    description: `\`WorkflowView\`; 400 \`Workflow title is required\` / \`Category must be growth, efficiency, client-retention or revenue\` / \`Estimated duration must be from 1 to 365 days\`.`,
  },
  postExamples: {
    summary: "Add the example workflows",
    returns: ExamplesAdded,
    status: 201,
    otherSuccess: [200],
    description: `201 \`{success, created, message, workflows}\`: the 8 examples with their steps; an example already in the account is not added again (200 with \`created: 0\`).`,
  },
  getNextSteps: {
    summary: "The open steps, ranked",
    query: NextStepsQuery,
    returns: { page: NextStep },
    description: `A page of \`NextStep\` = \`PrioritizedTask & {workflowId, workflowTitle, value: {dollarsPerHour, highRoi, lowValue, hourlyRate}}\`: the open steps of active workflows not with a helper, ranked by the focus engine.`,
  },
  getById: {
    summary: "Get a workflow",
    returns: WorkflowView,
    description: `\`WorkflowView\`.`,
  },
  putById: {
    summary: "Update a workflow",
    returns: WorkflowView,
    body: UpdateWorkflowInput,
    description: `\`WorkflowView\`; 400 \`fields.progress\` (computed), \`fields.status\` for \`completed\` (\`A workflow completes by itself when its last step is done\`).`,
  },
  deleteById: {
    summary: "Delete a workflow",
    returns: WorkflowDeleted,
    description: `\`{success, removedSteps}\`: the workflow and its open steps; completed steps stay as tasks.`,
  },
  getByIdSteps: {
    summary: "A workflow's steps",
    query: stepList.schema,
    returns: { page: WorkflowStep },
    description: `A page of \`TaskView & {delegation: {helperName, helperEmail, delegatedAt, viewedAt, completedAt, completionNote} | null}\`.`,
  },
});
