import type { OwnerContext } from "../context";
import { getOwner } from "../users";
import { runReminderJob } from "./run";

const REMINDERS_SHOWN = 200;

const plural = (n: number) => `${n} reminder${n === 1 ? "" : "s"}`;

/**
 * What a run did, or a dry run would do, in one line. With nothing to send, the words are true of a real
 * run and of a dry run alike ("No reminders were sent"): the terminal shows a dry run's answer when
 * nothing is due, and sends nothing then. The table names each reminder's reason.
 */
export function runMessage(r: {
  dryRun: boolean;
  queued: number;
  wouldSend: number;
  deferred: number;
  skipped: number;
}) {
  const held = [
    r.deferred
      ? `${plural(r.deferred)} ${r.deferred === 1 ? "waits for its" : "wait for their"} quiet period or allowance`
      : "",
    r.skipped ? `${plural(r.skipped)} skipped (the table says why)` : "",
  ].filter(Boolean);
  const rest = held.length ? `; ${held.join(", ")}` : "";
  if (r.dryRun && r.wouldSend) return `${plural(r.wouldSend)} would be sent${rest}`;
  if (!r.dryRun && r.queued) return `${plural(r.queued)} queued for sending${rest}`;
  return held.length ? `No reminders were sent${rest}` : "No reminders were due";
}

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
  const message = runMessage({ dryRun, queued, wouldSend: count("would_send"), deferred, skipped: count("skipped") });
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
