// One operation of the chat, written once: its name (the model's tool and the eval sets' `op`), its
// arguments as a zod schema (the model's tool schema and what the offline understanding must fill), and
// what the owner is shown for those arguments: a proposal that runs only after a yes, a question back when
// something is missing or two records fit, or a plain answer. Names in the arguments are as the owner
// wrote them; `propose` resolves them against the owner's data ("did you mean", "which one?").

import type { z } from "zod";
import type { CliContext } from "../../context";
import type { ChatReply } from "../types";

export interface ActionSpec<S extends z.ZodObject = z.ZodObject> {
  name: string;
  /** For the model: what the operation does, in one sentence. */
  description: string;
  schema: S;
  /** For MCP hosts (cli/mcp/tools.ts): every action is a change; what kind of change it is. */
  hints: {
    title: string;
    /** Cannot be taken back (paid, voided, ended). */
    destructive: boolean;
    /** A second identical call changes nothing more. */
    idempotent: boolean;
    /** Reaches outside Microteam (an email, a post). */
    openWorld: boolean;
  };
  propose(ctx: CliContext, args: z.infer<S>): Promise<ChatReply>;
}

/** Keeps each action's `propose` typed by its own schema. */
export function defineAction<S extends z.ZodObject>(spec: ActionSpec<S>): ActionSpec {
  return spec as unknown as ActionSpec;
}
