// The chat's work operations beyond the first ones (issue 24 §1): posts, workflows, delegation, tasks
// moved, leads and clients' other fields. Each lives in its own file by subject.

import { createClient, updateClient } from "./client-actions";
import { convertLead, createLead } from "./lead-actions";
import { createPost, retryPost, schedulePost } from "./post-actions";
import type { ActionSpec } from "./spec";
import { delegateStep, moveTask } from "./task-actions";
import { activateWorkflow, pauseWorkflow } from "./workflow-actions";

export const WORK_ACTIONS: ActionSpec[] = [
  createPost,
  schedulePost,
  retryPost,
  pauseWorkflow,
  activateWorkflow,
  delegateStep,
  moveTask,
  createLead,
  convertLead,
  updateClient,
  createClient,
];
