// `microteam focus` without the command table: a morning cron job or a shell prompt asks for the
// briefing far more often than for anything else, and loading commander with every command's
// definition was a fifth of its start-up (issue 10: within 2× bare node, also after a write). Only
// the plainest forms come here, and only while the briefing can be answered from the local file;
// anything else falls through to the full program, which shares the same briefing code. It is built
// as a bundle of its own (scripts/build-cli.mjs).
import { briefingResult } from "./operations/focus";
import { currentBriefing } from "./operations/focus-briefing";
import { guard, makeContext, show, type GlobalOptions } from "./run";

/**
 * Shows the briefing if it can be answered locally; false when the full program must run instead
 * (a server chosen by `microteam login`, an AI model, a file to migrate, no owner yet, or any failure,
 * which the program then reports in its usual words).
 */
export async function answerPlainFocus(args: readonly string[]): Promise<boolean> {
  // The options as commander would parse them: --no-color turns `color` off, prompts stay allowed.
  const opts: GlobalOptions = {
    json: args.includes("--json"),
    local: args.includes("--local"),
    color: !args.includes("--no-color"),
    input: true,
  };
  const ctx = makeContext(opts);
  let briefing;
  try {
    briefing = await currentBriefing(ctx, opts, { localOnly: true });
  } catch {
    briefing = null;
  }
  if (!briefing) {
    await ctx.close();
    return false;
  }
  await guard(ctx, () => show(ctx, briefingResult(briefing)));
  return true;
}
