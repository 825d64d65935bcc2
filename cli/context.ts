import readline from "node:readline/promises";
import type { ApiClient } from "./api/client";
import { CliError, EXIT, usageError } from "./errors";
import type { Output } from "./output";

/** What every command gets: the API (made on first use), the output, and how to ask for a yes. */
export interface CliContext {
  api(): Promise<ApiClient>;
  output: Output;
  /** --yes: changes run without asking. */
  yes: boolean;
  /** Standard input and output are a terminal: prompts are possible. */
  interactive: boolean;
  confirm(question: string): Promise<boolean>;
  now(): Date;
  /** Closes the API's connection if one was made. */
  close(): Promise<void>;
}

/**
 * The whole typed answer to a [y/N] question: "y" or "yes" (any case, spaces around) is a yes;
 * anything else, Enter alone included, is a no. The chat and the prompts share this one rule.
 */
export function isYes(answer: string): boolean {
  return /^y(?:es)?$/i.test(answer.trim());
}

/** What a refused change says to do, when there is no terminal to ask. */
export const NO_TERMINAL_HINT =
  "Pass --yes to confirm when there is no terminal to ask (or prompts are off with --no-input).";

/** Asks on the terminal; without one, refuses and names the flag to pass (STYLE.md 14). */
export async function askYesNo(question: string, ctx: Pick<CliContext, "yes" | "interactive" | "output">) {
  if (ctx.yes) return true;
  if (!ctx.interactive) {
    throw usageError(`This would change your data: ${question}`, NO_TERMINAL_HINT);
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return isYes(answer);
  } finally {
    rl.close();
  }
}

/** Asks one question on the terminal; a hidden answer (a password) is read without echo. */
export async function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  if (options.hidden) return askHidden(question);
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a line in raw mode, echoing nothing; Backspace edits, Ctrl+C cancels. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode?.(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      process.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          finish();
          reject(new CliError("Cancelled. Nothing was changed.", EXIT.failure));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}
