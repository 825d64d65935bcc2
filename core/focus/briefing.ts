import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { sendEmail } from "../mail/send";
import { ownerToday } from "../users/today";
import { briefingEmail } from "./digest";

/** `microteam focus --email`: the morning briefing, emailed to the owner now. */
export async function emailBriefing({ ctx }: { ctx: OwnerContext }) {
  const sent = await sendEmail(ctx, briefingEmail(ctx, ownerToday(ctx)));
  if (sent.status === "failed") throw new AppError("UNAVAILABLE", `The email could not be delivered: ${sent.error}`);
  return {
    success: true,
    message: `Briefing emailed to ${sent.toAddress}${sent.status === "stored" ? " (kept in the offline outbox)" : ""}`,
  };
}
