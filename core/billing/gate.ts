import { AppError } from "../errors";
import { isAdvanced, lockedSentence, type PlanHolder } from "./plans";

/**
 * A Pro feature's gate (spec 000 §6): nothing for Pro or a trial not yet ended; otherwise a 403 with
 * the feature's sentence (after "Your free trial has ended." when that is why) and the way to upgrade.
 */
export function assertPro(owner: PlanHolder, now: Date, sentence: string): void {
  if (isAdvanced(owner, now)) return;
  throw new AppError("FORBIDDEN", lockedSentence(owner, now, sentence), undefined, {
    upgradeUrl: "/checkout?tier=pro",
  });
}
