import { outboxList, BatchProgress, OutboxItem, SupportRequestQueued } from "@core/mail";
import { SupportRequestInput } from "@core/support";
import { describeRoutes } from "../openapi/describe";

export const supportDocs = describeRoutes("Email", {
  postContact: {
    summary: "Ask support a question",
    returns: SupportRequestQueued,
    access: "public",
    body: SupportRequestInput,
    status: 201,
    errors: [429],
    description: `\`{success: true, message, id}\`: the email to the support mailbox is queued. 429 past \`SUPPORT_RATE_LIMIT\` per address.`,
  },
});

export const outboxDocs = describeRoutes("Email", {
  get: {
    summary: "List sent and queued emails",
    query: outboxList.schema,
    returns: { page: OutboxItem },
    description: `A page of the owner's emails, newest first: \`{id, kind, to, subject, body, status: queued|sending|sent|stored|failed, attempts, nextAttemptAt, messageId, transport, error, relatedType, relatedId, sentAt, createdAt}\`; \`q\` searches recipient and subject.`,
  },
  getBatchesById: {
    summary: "Follow a batch of emails",
    returns: BatchProgress,
    description: `\`{total, queued, sending, delivered, failed, retrying, nextAttemptAt, done, failures: [{to, error}]}\`; 404 unknown or another owner's.`,
  },
});
