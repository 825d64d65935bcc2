import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { CliContext } from "../context";
import { usageError } from "../errors";
import { message, render } from "../output";
import type { Stdin } from "../read-stdin";
import { cancelled } from "../run";

const databasePathOf = (env: NodeJS.ProcessEnv) => env.DATABASE_PATH || "./data/microteam.db";

/** The standard streams `-` stands for (tests pass their own). */
export interface BackupStreams {
  stdin?: Stdin;
  stdout?: NodeJS.WritableStream & { isTTY?: boolean };
}

/** A private folder for a backup on its way through a pipe, removed afterwards. */
async function withScratchFile<T>(use: (file: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-backup-"));
  try {
    return await use(path.join(dir, "microteam.db"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `microteam backup FILE`: an online copy of the database, safe while the server runs, with the app
 * secret. `-` writes it to standard output (for `| gpg`, `| ssh`), never to a terminal; the sentence
 * about it then goes to stderr.
 */
export async function backup(ctx: CliContext, file: string, env = process.env, streams: BackupStreams = {}) {
  const databasePath = databasePathOf(env);
  const [{ backupDatabase }, { loadOrCreateAppSecret }] = await Promise.all([
    import("@core/backup/backup"),
    import("@core/secrets"),
  ]);
  const appSecret = loadOrCreateAppSecret(path.dirname(path.resolve(databasePath)), env.APP_SECRET || undefined);
  const say = (summary: { bytes: number; owners: number }, where: string) =>
    `Backed up ${databasePath} to ${where} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ` +
    `${summary.owners} account${summary.owners === 1 ? "" : "s"}). ` +
    "It holds your data and the key to your stored tokens: keep it somewhere private.";
  if (file !== "-") {
    const summary = await backupDatabase({ databasePath, file, appSecret });
    render(message(say(summary, file), summary), ctx.output);
    return;
  }
  const stdout = streams.stdout ?? process.stdout;
  if (ctx.output.json) throw usageError("`backup -` writes the backup itself to standard output; leave out --json.");
  if (stdout.isTTY) {
    throw usageError(
      "`backup -` writes a binary file to standard output, which is this terminal.",
      "Redirect or pipe it, e.g. microteam backup - > backup.db, or give a file name.",
    );
  }
  await withScratchFile(async (scratch) => {
    const summary = await backupDatabase({ databasePath, file: scratch, appSecret });
    await pipeline(fs.createReadStream(scratch), stdout, { end: stdout !== process.stdout });
    ctx.output.stderr(say(summary, "standard output"));
  });
}

/**
 * `microteam restore FILE`: replaces the database with a backup (the current one is kept beside it).
 * `-` reads the backup from standard input; there is then no terminal to ask, so it needs --yes.
 */
export async function restore(ctx: CliContext, file: string, env = process.env, streams: BackupStreams = {}) {
  const databasePath = databasePathOf(env);
  const stdin = streams.stdin ?? process.stdin;
  if (file === "-" && stdin.isTTY) {
    throw usageError(
      "`restore -` reads the backup from standard input, which is this terminal.",
      "Pipe it in, e.g. microteam restore - --yes < backup.db, or give a file name.",
    );
  }
  const from = file === "-" ? "the backup on standard input" : file;
  const question = `Replace ${databasePath} with ${from}? The current database is kept beside it.`;
  if (!(await ctx.confirm(question))) return cancelled(ctx.output);
  const { restoreDatabase } = await import("@core/backup/restore");
  const run = (source: string) => {
    const summary = restoreDatabase({ file: source, databasePath, envAppSecret: env.APP_SECRET || undefined });
    const lines = [
      `Restored ${from} into ${databasePath} (${summary.owners} account${summary.owners === 1 ? "" : "s"}).`,
      summary.previousKeptAt ? `The database it replaced is kept at ${summary.previousKeptAt}.` : "",
      summary.secretInstalled
        ? "The backup's app secret is installed in the data folder."
        : "APP_SECRET matches the backup's.",
    ];
    render(message(lines.filter(Boolean).join("\n"), summary), ctx.output);
  };
  if (file !== "-") return run(file);
  await withScratchFile(async (scratch) => {
    await pipeline(stdin, fs.createWriteStream(scratch, { mode: 0o600 }));
    run(scratch);
  });
}
