/** Exit codes: 0 success, 1 failure, 2 usage (STYLE.md 14). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** A failure the user can act on: one line, an exit code, and maybe a hint on what to type. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
    readonly hint?: string,
  ) {
    super(message);
    this.name = "CliError";
  }
}

export const usageError = (message: string, hint?: string) => new CliError(message, EXIT.usage, hint);
