import type { OwnerContext } from "../context";
import { getOwner } from "../users/internal";
import { runReminderJob } from "./reminders";

/** POST /api/invoices/trigger-auto-reminders: the hourly job, now, for this owner only. */
export async function triggerAutoReminders({ ctx, dryRun = false }: { ctx: OwnerContext; dryRun?: boolean }) {
  if (!getOwner(ctx).invoiceReminders) {
    return {
      success: true,
      enabled: false,
      message: "Automatic reminders are off. Turn on Invoice Reminders in Notification Settings.",
      markedOverdue: 0,
      reminders: [],
    };
  }
  const run = await runReminderJob(ctx, { userId: ctx.userId, dryRun });
  const sent = run.reminders.filter((r) => r.status === "sent" || r.status === "stored").length;
  return {
    success: true,
    enabled: true,
    message: dryRun
      ? `${run.reminders.filter((r) => r.status === "would_send").length} reminder(s) would be sent`
      : sent
        ? `${sent} reminder${sent === 1 ? "" : "s"} sent`
        : "No reminders were due",
    ...run,
  };
}
