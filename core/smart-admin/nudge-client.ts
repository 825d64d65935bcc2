import type { OwnerContext } from "../context";
import { getClientOfOwner, requireClientEmail } from "../clients";
import { assertClientEmailAllowance, ownerSender, newBatchId, queueEmail } from "../mail";

/**
 * A friendly check-in to a client who has gone quiet, from the owner's name with Reply-To the owner.
 * Queued at once; reaching out counts as contact from now.
 */
export function nudgeClient({ ctx, clientId }: { ctx: OwnerContext; clientId: string }) {
  const client = getClientOfOwner(ctx, clientId);
  const to = requireClientEmail(client);
  const sender = ownerSender(ctx);
  const firstName = client.name.trim().split(/\s+/)[0];
  const batchId = newBatchId();
  const row = ctx.db.transaction(() => {
    assertClientEmailAllowance(ctx, 1);
    return queueEmail(ctx, {
      userId: ctx.userId,
      kind: "nudge",
      to,
      from: sender.from,
      replyTo: sender.replyTo,
      subject: `Checking in from ${sender.brand}`,
      body: [
        `Hi ${firstName},`,
        "",
        "It has been a little while, so I wanted to check in. How are things going on your side?",
        "If there is anything coming up where I can help, I'd be glad to hear about it, even if it is early days.",
        "",
        "Best regards,",
        sender.signature,
      ].join("\n"),
      template: {
        template: "message",
        brand: sender.brand,
        footer: `Sent by ${sender.brand}. Reply to this email to reach them directly.`,
      },
      relatedType: "client",
      relatedId: client.id,
      batchId,
      contactClientId: client.id,
    });
  });
  return {
    message: `Follow-up to ${client.name} (${client.email}) is on its way`,
    batchId,
    queued: [{ clientId: client.id, to: row.toAddress, emailId: row.id }],
  };
}
