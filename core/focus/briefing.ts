import type { OwnerContext } from "../context";
import { newBatchId, queueEmail } from "../mail";
import { ownerToday } from "../users";
import { briefingEmail } from "./digest";

/** `microteam focus --email`: the morning briefing, queued for the owner now. */
export function emailBriefing({ ctx }: { ctx: OwnerContext }) {
  const batchId = newBatchId();
  const row = queueEmail(ctx, { ...briefingEmail(ctx, ownerToday(ctx)), batchId });
  return { success: true, message: `Briefing queued for ${row.toAddress}`, batchId };
}
