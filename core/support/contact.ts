import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { supportRequests } from "../db/schema";
import { sendEmail } from "../mail/send";
import { parseInput } from "../validation";
import { SupportRequestInput } from "./schemas";

/** Stores the request, then emails it to the support mailbox with a reply-to of the sender. */
export async function submitSupportRequest({
  services,
  input,
  userId,
}: {
  services: Services;
  input: unknown;
  userId: string | null;
}) {
  const data = parseInput(SupportRequestInput, input);
  const request = services.db
    .insert(supportRequests)
    .values({ ...data, userId, createdAt: services.clock.now() })
    .returning()
    .get();
  const email = await sendEmail(services, {
    userId,
    kind: "support",
    to: services.settings.supportEmail,
    replyTo: data.email,
    subject: `Support request from ${data.name}`,
    body: `${data.question}\n\n— ${data.name} <${data.email}>${userId ? `\nAccount: ${userId}` : ""}\nRequest: ${request.id}`,
    relatedType: "support_request",
    relatedId: request.id,
  });
  services.db.update(supportRequests).set({ outboxId: email.id }).where(eq(supportRequests.id, request.id)).run();
  return {
    success: true,
    id: request.id,
    message: "Support request sent! We'll get back to you within 24 hours.",
  };
}
