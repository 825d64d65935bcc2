import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { supportRequests } from "../db";
import { queueEmail } from "../mail";
import { parseInput } from "../validation";
import { SupportRequestInput } from "./schemas";

/** Stores the request and queues it for the support mailbox (Reply-To the sender), in one transaction. */
export function submitSupportRequest({
  services,
  input,
  userId,
}: {
  services: Services;
  input: unknown;
  userId: string | null;
}) {
  const data = parseInput(SupportRequestInput, input);
  const request = services.db.transaction((tx) => {
    const row = tx
      .insert(supportRequests)
      .values({ ...data, userId, createdAt: services.clock.now() })
      .returning()
      .get();
    const email = queueEmail(services, {
      userId,
      kind: "support",
      to: services.settings.supportEmail,
      replyTo: data.email,
      subject: `Support request from ${data.name}`,
      body: `${data.question}\n\n— ${data.name} <${data.email}>${userId ? `\nAccount: ${userId}` : ""}\nRequest: ${row.id}`,
      template: { template: "message", brand: "Microteam support request" },
      relatedType: "support_request",
      relatedId: row.id,
    });
    tx.update(supportRequests).set({ outboxId: email.id }).where(eq(supportRequests.id, row.id)).run();
    return row;
  });
  return {
    success: true,
    id: request.id,
    message: "Support request sent! We'll get back to you within 24 hours.",
  };
}
