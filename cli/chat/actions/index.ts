// Every operation defined as an ActionSpec, by name: the model's tools and the offline understanding
// share them, and `execute` proposes them.

import type { ChatReply } from "../types";
import type { CliContext } from "../../context";
import { MONEY_ACTIONS } from "./money";
import type { ActionSpec } from "./spec";
import { WORK_ACTIONS } from "./work";

export type { ActionSpec } from "./spec";
export { defineAction } from "./spec";

export const ACTIONS: ActionSpec[] = [...MONEY_ACTIONS, ...WORK_ACTIONS];

const BY_NAME = new Map(ACTIONS.map((a) => [a.name, a] as const));

export const findAction = (name: string): ActionSpec | undefined => BY_NAME.get(name);

/** Proposes an action from its arguments; arguments its schema refuses are said back, nothing proposed. */
export async function proposeAction(ctx: CliContext, name: string, args: unknown): Promise<ChatReply> {
  const spec = BY_NAME.get(name);
  if (!spec) return { kind: "error", text: `No operation is called ${name}.` };
  const parsed = spec.schema.safeParse(args ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: "error", text: `${name}: ${issue.path.join(".") || "arguments"}: ${issue.message}` };
  }
  return spec.propose(ctx, parsed.data);
}
