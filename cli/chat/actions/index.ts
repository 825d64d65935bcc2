// Every operation defined as an ActionSpec, by name: the model's tools and the offline understanding
// share them, and `execute` proposes them.

import { say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { fillReference } from "./fill";
import { isReply } from "./money-shared";
import type { CliContext } from "../../context";
import { MONEY_ACTIONS } from "./money";
import type { ActionSpec } from "./spec";
import { WORK_ACTIONS } from "./work";

export type { ActionSpec } from "./spec";
export { defineAction } from "./spec";

export const ACTIONS: ActionSpec[] = [...MONEY_ACTIONS, ...WORK_ACTIONS];

/** A missing argument as the owner would name it. */
const WORDS: Record<string, string> = {
  platforms: "platforms should it go on",
  postTitle: "post do you mean",
  amount: "amount",
  invoiceNumber: "invoice do you mean",
  quoteNumber: "quote do you mean",
  clientName: "client is it for",
  taskTitle: "task do you mean",
  workflowTitle: "workflow do you mean",
  dueDate: "due date",
};

const BY_NAME = new Map(ACTIONS.map((a) => [a.name, a] as const));

export const findAction = (name: string): ActionSpec | undefined => BY_NAME.get(name);

/** Proposes an action from its arguments; arguments its schema refuses are said back, nothing proposed. */
export async function proposeAction(ctx: CliContext, name: string, args: unknown): Promise<ChatReply> {
  const spec = BY_NAME.get(name);
  if (!spec) return { kind: "error", text: `No operation is called ${name}.` };
  const filled = await fillReference(ctx, name, (args ?? {}) as Record<string, unknown>);
  if (isReply(filled)) return filled;
  const parsed = spec.schema.safeParse(filled);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path[0];
    // Something the request did not say at all is asked for, with what the answer looks like.
    if (typeof field === "string" && (filled as Record<string, unknown>)[field] === undefined) {
      const shape = spec.schema.shape[field] as { description?: string } | undefined;
      return say(`${spec.hints.title}: what ${WORDS[field] ?? field.replace(/([A-Z])/g, " $1").toLowerCase()}${shape?.description ? ` (${shape.description})` : ""}?`);
    }
    return { kind: "error", text: `${name}: ${issue.path.join(".") || "arguments"}: ${issue.message}` };
  }
  return spec.propose(ctx, parsed.data);
}
