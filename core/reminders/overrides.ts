// A schedule for one client or one invoice instead of the owner's, and pausing either: the owner's
// explicit choice, which the adaptive cadence never shifts.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext } from "../context";
import { clients, invoiceEvents, invoices } from "../db";
import { conflict, invalid } from "../errors";
import { parseInput } from "../validation";
import { getClientOfOwner } from "../clients";
import { getInvoiceOfOwner } from "../invoices";
import { describeSchedule, ScheduleInput } from "./schedule";

export const ReminderOverrideInput = z.object({
  /** null: follow the client's (for an invoice) or the owner's schedule again. */
  schedule: ScheduleInput.nullable().optional(),
  paused: z.boolean({ error: "Paused must be true or false" }).optional(),
});
export type ReminderOverrideInput = z.input<typeof ReminderOverrideInput>;

function parseOverride(input: unknown) {
  const data = parseInput(ReminderOverrideInput, input);
  if (data.schedule === undefined && data.paused === undefined) throw invalid({ root: "Send a schedule or paused" });
  return data;
}

/** GET /api/reminders/clients/{id}. */
export function getClientReminders({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const client = getClientOfOwner(ctx, id);
  return {
    clientId: client.id,
    schedule: client.reminderSchedule,
    description: client.reminderSchedule ? describeSchedule(client.reminderSchedule) : null,
    paused: client.remindersPaused,
  };
}

/** PUT /api/reminders/clients/{id}: this client's schedule (or null) and pause. */
export function setClientReminders({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseOverride(input);
  ctx.db.transaction((tx) => {
    getClientOfOwner(ctx, id);
    tx.update(clients)
      .set({
        ...(data.schedule !== undefined ? { reminderSchedule: data.schedule } : {}),
        ...(data.paused !== undefined ? { remindersPaused: data.paused } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(clients.id, id))
      .run();
  });
  return getClientReminders({ ctx, id });
}

/** PUT /api/reminders/invoices/{id}: this invoice's schedule (or null) and pause; recorded in its history. */
export function setInvoiceReminders({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseOverride(input);
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    const invoice = getInvoiceOfOwner(ctx, id);
    if (invoice.status === "paid" || invoice.status === "void") {
      const message = `A ${invoice.status} invoice gets no reminders`;
      throw conflict(message, "status");
    }
    tx.update(invoices)
      .set({
        ...(data.schedule !== undefined ? { reminderSchedule: data.schedule } : {}),
        ...(data.paused !== undefined ? { remindersPaused: data.paused } : {}),
        updatedAt: now,
      })
      .where(eq(invoices.id, id))
      .run();
    const detail: Record<string, unknown> = {};
    if (data.schedule !== undefined) detail.schedule = data.schedule ? describeSchedule(data.schedule) : null;
    if (data.paused !== undefined && data.paused !== invoice.remindersPaused) detail.paused = data.paused;
    if (Object.keys(detail).length)
      tx.insert(invoiceEvents)
        .values({ userId: ctx.userId, invoiceId: id, type: "reminders_changed", detail, createdAt: now })
        .run();
  });
}
