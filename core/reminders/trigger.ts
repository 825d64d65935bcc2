import type { OwnerContext } from "../context";
import { getOwner } from "../users";
import { runReminderJob } from "./run";

const REMINDERS_SHOWN = 200;

/**
 * POST /api/invoices/trigger-auto-reminders: the hourly job, now, for this owner only. It decides and
 * queues in one transaction and answers at once (202), whatever the queue's length; the delivery
 * worker sends, and the batch id follows progress.
 */
export function triggerAutoReminders({ ctx, dryRun = false }: { ctx: OwnerContext; dryRun?: boolean }) {
  if (!getOwner(ctx).invoiceReminders) {
    return {
      success: true,
      enabled: false,
      message: "Automatic reminders are off. Turn on Invoice Reminders in Notification Settings.",
      markedOverdue: 0,
      batchId: null,
      queued: 0,
      reminders: [],
      moreReminders: 0,
    };
  }
  const run = runReminderJob(ctx, { userId: ctx.userId, dryRun });
  const count = (status: string) => run.reminders.filter((r) => r.status === status).length;
  const queued = count("queued");
  const deferred = count("deferred");
  const plural = (n: number) => `${n} reminder${n === 1 ? "" : "s"}`;
  const message = dryRun
    ? `${plural(count("would_send"))} would be sent`
    : queued
      ? `${plural(queued)} queued for sending${deferred ? `; ${deferred} wait for their quiet period or allowance` : ""}`
      : deferred
        ? `No reminders were sent now; ${plural(deferred)} wait for their quiet period or allowance`
        : "No reminders were due";
  // The answer names the first reminders; the counts cover them all (a long weekend can queue thousands).
  const shown = run.reminders.slice(0, REMINDERS_SHOWN);
  return {
    success: true,
    enabled: true,
    message,
    queued,
    deferred,
    ...run,
    reminders: shown,
    moreReminders: run.reminders.length - shown.length,
  };
}
