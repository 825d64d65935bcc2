// What the outbox routes answer, as zod schemas: the OpenAPI document describes the answers from them
// and the types are inferred from them (docs/decisions/230). A leaf: zod only.
import { z } from "zod";

export const BatchProgress = z.object({
  batchId: z.string(),
  total: z.number().int(),
  queued: z.number().int().describe("Waiting for a worker (including those waiting to retry)"),
  sending: z.number().int(),
  delivered: z.number().int().describe("Sent over SMTP or kept in the offline outbox"),
  stored: z
    .number()
    .int()
    .describe(
      "Of the delivered: kept in the offline outbox because no SMTP_URL is set where they were sent: nobody received them",
    ),
  failed: z.number().int(),
  cancelled: z.number().int().describe("Not sent after all: the invoice was paid (or deleted) before its turn came"),
  possiblySent: z
    .number()
    .int()
    .describe(
      "Handed to the mail server, which did not confirm it (a timeout after the message): may have been sent, not retried",
    ),
  retrying: z.number().int().describe("Queued again after a failed attempt"),
  nextAttemptAt: z.string().nullable(),
  done: z.boolean(),
  failures: z.array(z.object({ to: z.string(), error: z.string() })),
  possiblySentTo: z.array(z.string()).describe("The recipients of the emails that may have been sent (the first 20)"),
});
export type BatchProgress = z.infer<typeof BatchProgress>;

export const OutboxItem = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z
    .string()
    .describe(
      "queued | sending | sent | stored | possibly_sent (the mail server took it without confirming: may have been sent, not retried) | failed | cancelled",
    ),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  messageId: z.string().nullable(),
  transport: z.string().nullable(),
  error: z.string().nullable(),
  relatedType: z.string().nullable(),
  relatedId: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

/** POST /api/support/contact: the email to the support mailbox is queued. */
export const SupportRequestQueued = z.object({ success: z.boolean(), message: z.string(), id: z.string() });
