import type { ApiClient } from "./api/client";
import { askYesNo, type CliContext } from "./context";
import { CliError, EXIT, jsonError } from "./errors";
import { render, terminalOutput, type Output, type Result } from "./output";
import type { Change } from "./operations/change";
import { configPath, readConfig } from "./config";
import { allPlain, loadCellWidths } from "./cell-width";

export interface GlobalOptions {
  json?: boolean;
  yes?: boolean;
  as?: string;
  local?: boolean;
  /** --no-color sets this to false. */
  color?: boolean;
  /** --no-input sets this to false: never prompt; what a prompt would ask must come from a flag. */
  input?: boolean;
}

/** Whether prompts are possible: a terminal on stdin and stderr, and not --no-input. */
export const canPrompt = (options: GlobalOptions) =>
  options.input !== false && Boolean(process.stdin.isTTY && process.stderr.isTTY);

/** Builds the command context: the API is reached locally unless `microteam login` stored a server. */
export function makeContext(options: GlobalOptions, env: NodeJS.ProcessEnv = process.env): CliContext {
  let api: Promise<ApiClient> | undefined;
  const output = terminalOutput({ json: Boolean(options.json), color: options.color, env });
  // Ink's colours (the chat) follow the same choice.
  if (!output.color && !options.json) env.FORCE_COLOR = "0";
  const ctx: CliContext = {
    output,
    yes: Boolean(options.yes),
    interactive: canPrompt(options),
    now: () => new Date(),
    confirm: (question) => askYesNo(question, ctx),
    api: () => (api ??= connect(options, env)),
    close: async () => {
      if (api) (await api.catch(() => null))?.close();
    },
  };
  return ctx;
}

/** The local database the commands use, or null when `microteam login` chose a server. */
export function localTarget(options: GlobalOptions, env: NodeJS.ProcessEnv = process.env) {
  if (!options.local && readConfig(configPath(env))) return null;
  return { databasePath: env.DATABASE_PATH || "./data/microteam.db", as: options.as };
}

async function connect(options: GlobalOptions, env: NodeJS.ProcessEnv): Promise<ApiClient> {
  const config = options.local ? null : readConfig(configPath(env));
  if (config) {
    await (await import("./proxy")).useProxyFromEnv(env);
    const { remoteClient } = await import("./api/remote");
    return remoteClient(config.server, config.token);
  }
  const { localClient } = await import("./api/local");
  return localClient({ databasePath: env.DATABASE_PATH || "./data/microteam.db", as: options.as, env });
}

/** A table with wide text (CJK, emoji, accents) needs the Unicode width rules loaded before it is drawn. */
async function widthsFor(result: Result, output: Output) {
  if (result.kind !== "table" || output.json) return;
  const texts = result.rows.flatMap((r) => Object.values(r)).concat(result.columns.map((c) => c.label));
  if (!allPlain(texts)) await loadCellWidths();
}

/** Shows a read command's result. */
export async function show(ctx: CliContext, result: Promise<Result> | Result) {
  const shown = await result;
  await widthsFor(shown, ctx.output);
  render(shown, ctx.output);
}

/** Asks for a change (unless --yes), runs it and shows the result. */
export async function apply(ctx: CliContext, change: Promise<Change> | Change) {
  const c = await change;
  if (!(await ctx.confirm(c.question))) return cancelled(ctx.output);
  const done = await c.run();
  await widthsFor(done, ctx.output);
  render(done, ctx.output);
}

/** The owner said no: nothing changed, exit 1. */
const CANCELLED = "Cancelled. Nothing was changed.";

export function cancelled(output: Pick<Output, "json" | "stderr">) {
  const text = CANCELLED;
  if (output.json) report(new CliError(text, EXIT.failure), output);
  else output.stderr(text);
  process.exitCode = EXIT.failure;
}

/** Runs a command body: a known failure is one line on stderr (plus a hint) and its exit code. */
export async function guard(ctx: CliContext, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    report(error, ctx.output);
  } finally {
    // Close the local database so the process can exit at once.
    await ctx.close();
  }
}

/**
 * A failure on stderr: one line and a hint, or with --json one JSON object (`{"error": {...}}`, see
 * JsonError); the exit code either way. An unexpected error shows its stack with MICROTEAM_DEBUG=1.
 */
export function report(error: unknown, output: Pick<Output, "json" | "stderr">) {
  const write = output.stderr;
  // Ctrl+C at a question: nothing was done, and the shell's code for an interrupt.
  if ((error as { name?: string })?.name === "AbortError" || (error as { code?: string })?.code === "ABORT_ERR") {
    process.exitCode = EXIT.interrupted;
    write(output.json ? JSON.stringify(jsonError(new CliError(CANCELLED, EXIT.interrupted))) : CANCELLED);
    return;
  }
  process.exitCode = error instanceof CliError ? error.exitCode : EXIT.failure;
  if (output.json) {
    write(JSON.stringify(jsonError(error)));
    return;
  }
  if (error instanceof CliError) {
    write(`Error: ${error.message}`);
    if (error.hint) write(error.hint);
    return;
  }
  write(`Error: ${(error as Error)?.message ?? String(error)}`);
  write(
    process.env.MICROTEAM_DEBUG
      ? String((error as Error)?.stack)
      : "MICROTEAM_DEBUG=1 shows the details; if it looks like a bug, send them through Help & Support in the web app.",
  );
}
