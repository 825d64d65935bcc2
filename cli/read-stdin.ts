import { usageError } from "./errors";

/** Standard input as the secret flags read it: a terminal cannot pipe, so it is not waited on. */
export type Stdin = NodeJS.ReadableStream & { isTTY?: boolean };

/**
 * A secret piped in for `--token-stdin` / `--password-stdin`: everything up to the end, less one final
 * newline (what `echo` adds). On a terminal it refuses at once instead of waiting for input.
 */
export async function readSecret(flag: string, what: string, stdin: Stdin = process.stdin): Promise<string> {
  if (stdin.isTTY) {
    throw usageError(
      `${flag} reads your ${what} from standard input, but that is this terminal.`,
      `Pipe it in, e.g. printf %s "$SECRET" | microteam ... ${flag}; or leave out ${flag} to be asked.`,
    );
  }
  let text = "";
  for await (const chunk of stdin) text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  const value = text.replace(/\r?\n$/, "");
  if (!value) throw usageError(`${flag}: nothing came in on standard input.`, `Pipe your ${what} in.`);
  return value;
}
