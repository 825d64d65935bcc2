import { and, eq, ne } from "drizzle-orm";
import type { Services } from "../context";
import { invoices, users } from "../db/schema";
import { todayIn } from "../time";

/**
 * Marks an invoice paid on behalf of its client (card payment webhook, demo payment), with the paid
 * date in the owner's calendar. Idempotent: a paid invoice stays as it was.
 */
export function settleInvoicePayment(services: Services, invoiceId: string): { updated: boolean } {
  const row = services.db
    .select({ timeZone: users.timeZone })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, invoiceId))
    .get();
  if (!row) return { updated: false };
  const now = services.clock.now();
  const result = services.db
    .update(invoices)
    .set({ status: "paid", paidDate: todayIn(row.timeZone, now), updatedAt: now })
    .where(and(eq(invoices.id, invoiceId), ne(invoices.status, "paid")))
    .run();
  return { updated: result.changes > 0 };
}
