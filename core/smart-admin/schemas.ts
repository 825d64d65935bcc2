import { z } from "zod";
import { QueuedBatch } from "../invoices";

/** The optional body of an invoice nudge: `confirm` sends it inside the quiet period. */
export const NudgeInput = z
  .object({ confirm: z.boolean({ error: "confirm must be true or false" }).optional() })
  .nullish()
  .transform((v) => ({ confirm: v?.confirm ?? false }));
export type NudgeInput = z.input<typeof NudgeInput>;

/** POST /api/smart-admin/nudge-invoice/{invoiceId}: the reminder queued (follow it with the batch). */
export const InvoiceNudged = QueuedBatch.extend({ message: z.string() });
export type InvoiceNudged = z.infer<typeof InvoiceNudged>;

/** POST /api/smart-admin/nudge-client/{clientId}: the follow-up queued. */
export const ClientNudged = z.object({
  message: z.string(),
  batchId: z.string(),
  queued: z.array(z.object({ clientId: z.string(), to: z.string(), emailId: z.string() })),
});
export type ClientNudged = z.infer<typeof ClientNudged>;
