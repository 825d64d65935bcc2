import type { ApiClient } from "./api/client";
import { askYesNo, type CliContext } from "./context";
import { CliError, EXIT } from "./errors";
import { render, terminalOutput, type Result } from "./output";
import type { Change } from "./operations/change";
import { configPath, readConfig } from "./config";

export interface GlobalOptions {
  json?: boolean;
  yes?: boolean;
  as?: string;
  local?: boolean;
}

/** Builds the command context: the API is reached locally unless `microteam login` stored a server. */
export function makeContext(options: GlobalOptions, env: NodeJS.ProcessEnv = process.env): CliContext {
  let api: Promise<ApiClient> | undefined;
  const output = terminalOutput({ json: Boolean(options.json), env });
  const ctx: CliContext = {
    output,
    yes: Boolean(options.yes),
    interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
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
    const { remoteClient } = await import("./api/remote");
    return remoteClient(config.server, config.token);
  }
  const { localClient } = await import("./api/local");
  return localClient({ databasePath: env.DATABASE_PATH || "./data/microteam.db", as: options.as, env });
}

/** Shows a read command's result. */
export async function show(ctx: CliContext, result: Promise<Result> | Result) {
  render(await result, ctx.output);
}

/** Asks for a change (unless --yes), runs it and shows the result. */
export async function apply(ctx: CliContext, change: Promise<Change> | Change) {
  const c = await change;
  if (!(await ctx.confirm(c.question))) {
    ctx.output.stderr("Cancelled. Nothing was changed.");
    process.exitCode = EXIT.failure;
    return;
  }
  render(await c.run(), ctx.output);
}

/** Runs a command body: a known failure is one line on stderr (plus a hint) and its exit code. */
export async function guard(ctx: CliContext, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    report(error, ctx.output.stderr);
  } finally {
    // Close the local database so the process can exit at once.
    await ctx.close();
  }
}

export function report(error: unknown, write: (text: string) => void) {
  if (error instanceof CliError) {
    write(`Error: ${error.message}`);
    if (error.hint) write(error.hint);
    process.exitCode = error.exitCode;
    return;
  }
  write(`Error: ${(error as Error)?.message ?? String(error)}`);
  if (process.env.MICROTEAM_DEBUG) write(String((error as Error)?.stack));
  process.exitCode = EXIT.failure;
}
