// A proposed change as the chat shows it: a question, the change in the held-out vocabulary (the
// model's tool names), and what runs after a yes. Built from an operation's Change where one exists.

import { toText } from "../text";
import type { Change } from "../../operations/change";
import type { Action, ChatReply, ConfirmReply } from "../types";

export const say = (text: string, data?: unknown): ChatReply => ({
  kind: "text",
  text,
  ...(data === undefined ? {} : { data }),
});

export function propose(
  action: Action,
  question: string,
  run: () => Promise<ChatReply>,
  preface?: string,
): ConfirmReply {
  return {
    kind: "confirm",
    question,
    action,
    ...(preface ? { preface } : {}),
    run: async () => {
      try {
        return await run();
      } catch (error) {
        return { kind: "error", text: (error as Error).message };
      }
    },
  };
}

/** An operation's Change, proposed as the given action. */
export function proposeChange(action: Action, change: Change, preface?: string): ConfirmReply {
  return propose(
    action,
    change.question,
    async () => {
      const result = await change.run();
      return say(toText(result), result.data);
    },
    preface,
  );
}
