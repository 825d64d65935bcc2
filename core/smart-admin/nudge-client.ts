import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients } from "../db/schema";
import { AppError } from "../errors";
import { getClientOfOwner } from "../clients/internal";
import { ownerSignature } from "../invoices/mailing";
import { sendEmail } from "../mail/send";
import { getOwner } from "../users/internal";

/** A friendly check-in to a client who has gone quiet; the contact is recorded on the client. */
export async function nudgeClient({ ctx, clientId }: { ctx: OwnerContext; clientId: string }) {
  const client = getClientOfOwner(ctx, clientId);
  if (!client.email)
    throw new AppError("CONFLICT", `${client.name} has no email address. Add one on the Clients page.`);
  const owner = getOwner(ctx);
  const firstName = client.name.split(/\s+/)[0];
  const business = owner.businessName || "my business";
  const sent = await sendEmail(ctx, {
    userId: ctx.userId,
    kind: "nudge",
    to: client.email,
    replyTo: owner.email,
    subject: `Checking in from ${business}`,
    body: [
      `Hi ${firstName},`,
      "",
      "It has been a little while, so I wanted to check in. How are things going on your side?",
      "If there is anything coming up where I can help, I'd be glad to hear about it, even if it is early days.",
      "",
      "Best regards,",
      ownerSignature(ctx),
    ].join("\n"),
    relatedType: "client",
    relatedId: client.id,
  });
  if (sent.status === "failed") throw new AppError("UNAVAILABLE", `The email could not be delivered: ${sent.error}`);
  ctx.db.update(clients).set({ lastContactDate: ctx.clock.now() }).where(eq(clients.id, client.id)).run();
  return { message: `Follow-up sent to ${client.name} (${client.email})` };
}
