/** Exit codes: 0 success, 1 failure, 2 usage (STYLE.md 14); 130 after Ctrl+C at a question. */
export const EXIT = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;

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

/** What `--json` prints on stderr for a failure: the same facts as the text, for a script to read. */
export interface JsonError {
  error: {
    /** The API's code (NOT_FOUND, VALIDATION, CONFLICT...) when the server refused; else USAGE or FAILED. */
    code: string;
    message: string;
    hint?: string;
    /** The fields the server named, for a VALIDATION error. */
    fields?: Record<string, string>;
    exitCode: number;
  };
}

export function jsonError(error: unknown): JsonError {
  if (error instanceof CliError) {
    const body = (error as { body?: { code?: string; fields?: Record<string, string> } | null }).body;
    return {
      error: {
        code: body?.code ?? (error.exitCode === EXIT.usage ? "USAGE" : "FAILED"),
        message: error.message,
        ...(error.hint ? { hint: error.hint } : {}),
        ...(body?.fields && Object.keys(body.fields).length ? { fields: body.fields } : {}),
        exitCode: error.exitCode,
      },
    };
  }
  return {
    error: { code: "INTERNAL", message: (error as Error)?.message ?? String(error), exitCode: EXIT.failure },
  };
}
