import readline from "node:readline/promises";
import type { ApiClient } from "./api/client";
import { usageError } from "./errors";
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

/** Asks on the terminal; without one, refuses and names the flag to pass (STYLE.md 14). */
export async function askYesNo(question: string, ctx: Pick<CliContext, "yes" | "interactive" | "output">) {
  if (ctx.yes) return true;
  if (!ctx.interactive) {
    throw usageError(
      `This would change your data: ${question}`,
      "Pass --yes to confirm when there is no terminal to ask.",
    );
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

export async function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  if (options.hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stderr.write(s);
    };
  }
  try {
    const answer = await rl.question(question);
    if (options.hidden) process.stderr.write("\n");
    return answer.trim();
  } finally {
    rl.close();
  }
}
