// Workflows (The Project Manager): starting a paused one again, and how one is coming along.

import type { Intent } from "../types";
import { captureFirst } from "./patterns";

const START = [
  /^(?:start|resume|restart|unpause|un-pause|reactivate|activate|kick off|turn on|switch on)(?: up)?(?: the| my)? (.+?) (?:workflow|program|programme|project)(?: again)?$/i,
  /^(?:start|resume|restart|unpause|reactivate)(?: the)? (?:workflow|program)[:\s]+(.+?)(?: again)?$/i,
];

const STATUS = [
  /^(?:how(?:'s|s| is| are)|hows)(?: the| my)? (.+?) (?:workflow|program|programme|project)(?: coming along| going| doing| progressing| getting on)?$/i,
  /^(?:what(?:'s| is)|whats) the (?:status|progress) (?:of|on)(?: the| my)? (.+?)(?: workflow| program| project)?$/i,
  /^(?:status|progress) (?:of|on)(?: the| my)? (.+?)(?: workflow| program| project)?$/i,
];

export function workflowStart(text: string): Intent | null {
  const title = captureFirst(text, START);
  return title ? { op: "workflow.start", title } : null;
}

export function workflowStatus(text: string): Intent | null {
  const title = captureFirst(text, STATUS);
  return title ? { op: "workflow.status", title } : null;
}
