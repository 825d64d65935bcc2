import { and, eq, inArray } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, invoices } from "../db";
import { notFound } from "../errors";
import { parseInput } from "../validation";
import { ownerToday } from "./internal";
import { assertMailable, queueOwnerInvoiceMails } from "./mailing";
import { SendOverdueEmailInput } from "./schemas";

/**
 * POST /api/invoices/send-overdue-email: one reminder per selected invoice, placeholders filled per
 * invoice. Every invoice is checked first; if one cannot be emailed, none is queued. Answers at once
 * (202) with the batch; the delivery worker sends.
 */
export function sendOverdueEmails({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(SendOverdueEmailInput, input);
  const ids = [...new Set(data.invoiceIds)];
  const rows = ctx.db
    .select({ invoice: invoices, client: clients })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(eq(invoices.userId, ctx.userId), inArray(invoices.id, ids)))
    .all();
  if (rows.length !== ids.length) throw notFound("Invoice");
  const today = ownerToday(ctx);
  for (const { invoice, client } of rows) assertMailable(invoice, client, today);
  const batch = queueOwnerInvoiceMails(
    ctx,
    rows.map(({ invoice, client }) => ({
      invoice,
      client,
      subject: data.subject,
      body: data.message,
      kind: "reminder",
    })),
    today,
    { confirm: data.confirm },
  );
  const n = batch.queued.length;
  return {
    success: true,
    message: `${n} payment reminder${n === 1 ? "" : "s"} queued`,
    sent: n,
    ...batch,
  };
}
