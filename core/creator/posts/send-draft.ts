import { z } from "zod";
import type { OwnerContext } from "../../context";
import { AppError, conflict } from "../../errors";
import { assertClientEmailAllowance, ownerSender, newBatchId, queueEmail } from "../../mail";
import { optionalText, parseInput } from "../../validation";
import { getPostRowOfOwner, getPostView } from "./internal";

export const SendDraftInput = z.object({
  subject: optionalText(300),
  body: z.string().trim().max(20_000, { error: "Message must be at most 20,000 characters" }).optional(),
});

/**
 * Sends a thank-you email the Creator drafted after a payment, as the owner edited it: from the
 * owner's name, Reply-To the owner, through the outbox like every email; the draft is then done.
 */
export function sendEmailDraft({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(SendDraftInput, input ?? {});
  const row = getPostRowOfOwner(ctx, id);
  if (row.type !== "email_draft") throw conflict("Only an email draft can be sent");
  if (row.status !== "draft") throw conflict("This email was already sent");
  const metadata = JSON.parse(row.metadata ?? "{}") as { to?: string | null; clientId?: string; subject?: string };
  const clientEmail = metadata.clientId
    ? (ctx.db.$client
        .prepare("select email from clients where id = ? and user_id = ?")
        .pluck()
        .get(metadata.clientId, ctx.userId) as string | null | undefined)
    : null;
  const to = clientEmail ?? metadata.to;
  if (!to) throw conflict("This client has no email address. Add one on the Clients page, then send it.");
  const subject = data.subject || metadata.subject || row.title;
  const body = data.body || row.description || "";
  if (!body.trim()) throw new AppError("VALIDATION", "Message is required", { body: "Message is required" });
  const sender = ownerSender(ctx);
  const batchId = newBatchId();
  const now = ctx.clock.now().getTime();
  ctx.db.transaction(() => {
    assertClientEmailAllowance(ctx, 1);
    queueEmail(ctx, {
      userId: ctx.userId,
      kind: "nudge",
      to,
      from: sender.from,
      replyTo: sender.replyTo,
      subject,
      body: body.replaceAll("[Your Name]", sender.signature),
      relatedType: "client",
      relatedId: metadata.clientId ?? null,
      batchId,
      contactClientId: metadata.clientId ?? null,
    });
    ctx.db.$client
      .prepare(
        "update events set status = 'completed', title = @subject, description = @body, updated_at = @now where id = @id",
      )
      .run({ subject, body, now, id });
  });
  return { success: true, message: `Thank-you email to ${to} is on its way`, batchId, draft: getPostView(ctx, id) };
}
