import path from "node:path";
import type { CliContext } from "../context";
import { cancelled } from "../run";
import { message } from "../output";
import { render } from "../output";

const databasePathOf = (env: NodeJS.ProcessEnv) => env.DATABASE_PATH || "./data/microteam.db";

/** `microteam backup FILE`: an online copy of the database, safe while the server runs, with the app secret. */
export async function backup(ctx: CliContext, file: string, env = process.env) {
  const databasePath = databasePathOf(env);
  const [{ backupDatabase }, { loadOrCreateAppSecret }] = await Promise.all([
    import("@core/backup/backup"),
    import("@core/secrets/secret-box"),
  ]);
  const appSecret = loadOrCreateAppSecret(path.dirname(path.resolve(databasePath)), env.APP_SECRET || undefined);
  const summary = await backupDatabase({ databasePath, file, appSecret });
  const size = `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`;
  render(
    message(
      `Backed up ${databasePath} to ${file} (${size}, ${summary.owners} account${summary.owners === 1 ? "" : "s"}). ` +
        "It holds your data and the key to your stored tokens: keep it somewhere private.",
      summary,
    ),
    ctx.output,
  );
}

/** `microteam restore FILE`: replaces the database with a backup (the current one is kept beside it). */
export async function restore(ctx: CliContext, file: string, env = process.env) {
  const databasePath = databasePathOf(env);
  const question = `Replace ${databasePath} with ${file}? The current database is kept beside it.`;
  if (!(await ctx.confirm(question))) return cancelled(ctx.output);
  const { restoreDatabase } = await import("@core/backup/restore");
  const summary = restoreDatabase({ file, databasePath, envAppSecret: env.APP_SECRET || undefined });
  const lines = [
    `Restored ${file} into ${databasePath} (${summary.owners} account${summary.owners === 1 ? "" : "s"}).`,
    summary.previousKeptAt ? `The database it replaced is kept at ${summary.previousKeptAt}.` : "",
    summary.secretInstalled
      ? "The backup's app secret is installed in the data folder."
      : "APP_SECRET matches the backup's.",
  ];
  render(message(lines.filter(Boolean).join("\n"), summary), ctx.output);
}
