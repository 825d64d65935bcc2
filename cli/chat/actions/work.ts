// The chat's work operations beyond the first ones (issue 24 §1): posts, workflows, delegation, tasks
// moved, leads and clients' other fields.

import type { ActionSpec } from "./spec";

export const WORK_ACTIONS: ActionSpec[] = [];
