// Which briefing `microteam focus` shows: the kept one, one computed now from the local file through
// core, or the app's. Both ways in share it: the command table (cli/program.ts) and the fast path
// that skips it (cli/focus-fast-path.ts).
import type { CliContext } from "../context";
import { localTarget, type GlobalOptions } from "../run";
import { readBriefingInputs } from "@core/focus/local-briefing";
import { useProcessClockFor } from "@core/process-clock";
import { briefingFrom, loadBriefing, type Briefing } from "./focus";
import { openFocusCache, type FocusCache } from "./focus-cache";

/** Which AI the local app would use: part of the briefing cache's key. */
const aiSettingsKey = (env = process.env) =>
  [env.AI_BASE_URL, env.AI_MODEL, env.AI_API_KEY || env.OPENAI_API_KEY ? "key" : ""].join("/");

/**
 * A briefing computed locally and without a model, straight from the file through core's reads (fast
 * right after a write); null when that is not possible (an AI model is set, or the file is older or
 * damaged: the app's path migrates it or says what is wrong).
 */
async function localBriefing(ctx: CliContext, cache: FocusCache): Promise<Briefing | null> {
  if (!cache.connection || aiSettingsKey() !== "//") return null;
  let inputs: ReturnType<typeof readBriefingInputs> = null;
  try {
    inputs = readBriefingInputs(cache.connection, cache.owner.userId);
  } catch {
    return null;
  }
  if (!inputs) return null;
  return briefingFrom(ctx.now(), inputs);
}

/**
 * The briefing to show: kept beside the local database while nothing changed, else computed and
 * kept. With `localOnly`, null instead of starting the app (a server chosen by `microteam login`, an
 * AI model, a file to migrate, no owner yet): the caller then runs the command the usual way.
 */
export async function currentBriefing(ctx: CliContext, opts: GlobalOptions): Promise<Briefing>;
export async function currentBriefing(
  ctx: CliContext,
  opts: GlobalOptions,
  only: { localOnly: true },
): Promise<Briefing | null>;
export async function currentBriefing(
  ctx: CliContext,
  opts: GlobalOptions,
  { localOnly = false } = {},
): Promise<Briefing | null> {
  const local = localTarget(opts);
  const cache = local ? openFocusCache(local.databasePath, local.as, aiSettingsKey()) : null;
  const now = ctx.now();
  // Without the app, this process answers for one owner: their clock is its clock, which core reads
  // from Date's local fields instead of loading Intl (core/process-clock.ts). Undone if the app is needed.
  const restoreClock = localOnly && cache ? useProcessClockFor(cache.owner.timeZone) : () => {};
  let answered = false;
  try {
    const kept = cache?.read(now);
    answered = Boolean(kept);
    if (kept) return kept;
    let briefing = cache ? await localBriefing(ctx, cache) : null;
    if (!briefing) {
      if (localOnly) return null;
      // The app opens the file itself (and may migrate it): the read-only connection is done with.
      cache?.close();
      briefing = await loadBriefing(ctx);
    }
    cache?.write(briefing, now);
    answered = true;
    return briefing;
  } finally {
    cache?.close();
    // Not answered here (or failed): the full program runs next in this process, on its own clock.
    if (!answered) restoreClock();
  }
}
