// What the scripted peer plays for one request (model-path.ts chooses which): a plan, made by kind of
// expectation in model-plan-action.ts, model-plan-answer.ts, model-plan-clarify.ts and
// model-plan-decline.ts, and the small pieces those plans share.

import type { HeldOutFixture } from "./load";
import type { Script, ToolCall } from "./model-peer";

export type Fixture = HeldOutFixture;

/** The peer's script for one request, described in one line, and what the tools could not express. */
export interface Plan {
  script: Script;
  describe: string;
  gaps: string[];
}

/** The last number in a record's number (INV-1003: 1003), as an owner may type it. */
export const lastNumber = (s: string) => Number((s.match(/\d+/g) ?? ["NaN"]).at(-1));

/** Each call once. */
export const dedupe = (calls: ToolCall[]) =>
  calls.filter((c, i) => calls.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
