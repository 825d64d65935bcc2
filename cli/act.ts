// The shape every command file shares with the program that wires it, apart from both so that the
// command files and the program do not import each other.
import type { CliContext } from "./context";

export type Action = (ctx: CliContext, opts: Record<string, unknown>, args: string[]) => Promise<void>;
/** Wires a command's action to the shared context, error reporting and exit codes. */
export type Act = (body: Action) => (...params: unknown[]) => Promise<void>;
