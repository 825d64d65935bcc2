import { ApiError } from "../api/client";
import type { CliContext } from "../context";

/**
 * Runs a change; when the server asks for a second look (409 CONFIRMATION_REQUIRED, e.g. a reminder
 * inside the quiet period), asks the owner with the server's own sentence and runs it again confirmed.
 * Resolves to null when the owner says no.
 */
export async function withSecondLook<T>(ctx: CliContext, call: (confirm: boolean) => Promise<T>): Promise<T | null> {
  try {
    return await call(false);
  } catch (error) {
    if (!(error instanceof ApiError) || error.body?.code !== "CONFIRMATION_REQUIRED") throw error;
    const question = error.body.message ?? "Do it anyway?";
    // --yes answers it too; say so, so a script's log shows what was confirmed.
    if (ctx.yes) ctx.output.stderr(`${question} Yes (--yes).`);
    else if (!(await ctx.confirm(question))) return null;
    return call(true);
  }
}
