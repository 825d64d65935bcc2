import cron from "node-cron";
import { purgeExpiredSessions } from "@core/auth";
import type { Services } from "@core/context";
import { deliveryChannels } from "@core/composition";
import { startDeliveryWorkers } from "@core/delivery";
import { purgeHandledEvents } from "@core/events";
import { pruneChanges, runMorningDigest } from "@core/focus";
import { runReminderJob } from "@core/reminders";
import { runRecurringJob } from "@core/recurring";
import { releaseDuePosts, runSocialAnalyticsJob } from "@core/creator";
import { purgeOldWebhookDeliveries } from "@core/webhooks";
import { runGrowthPulse } from "@core/analyst";

/**
 * Scheduled work inside the server process (DESIGN.md "Jobs and delivery"). Deciding jobs are
 * idempotent through unique keys, so a second process (or `microteam remind` from cron) running them
 * too is safe; everything they queue is sent by the delivery workers, which claim each row with a
 * lease, so two servers (or the CLI beside one) never send a row twice.
 */
export function startJobs(services: Services, options: { deliveryWorkers?: number; publishCron?: string } = {}) {
  const run = (name: string, job: () => unknown) => async () => {
    try {
      await job();
    } catch (error) {
      console.error(`[job ${name}]`, error);
    }
  };
  const workers = startDeliveryWorkers(services, deliveryChannels, { concurrency: options.deliveryWorkers ?? 2 });
  const tasks = [
    cron.schedule(
      "5 * * * *",
      run("invoice-reminders", () => runReminderJob(services)),
    ),
    // The digest goes out from 7:00 in each owner's time zone, so the job looks every hour.
    cron.schedule(
      "2 * * * *",
      run("morning-digest", () => runMorningDigest(services)),
    ),
    // The weekly Growth Pulse goes out from Monday 8:00 in each owner's time zone.
    cron.schedule(
      "4 * * * *",
      run("growth-pulse", () => runGrowthPulse(services)),
    ),
    // Followers, engagement and reach of connected platforms, each account read every 6 hours.
    cron.schedule(
      "23 * * * *",
      run("social-analytics", () => runSocialAnalyticsJob(services)),
    ),
    cron.schedule(
      "17 * * * *",
      run("session-purge", () => purgeExpiredSessions(services)),
    ),
    // The focus engine's change log keeps its last rows; a reader further behind rebuilds.
    cron.schedule(
      "23 * * * *",
      run("focus-changes-prune", () => pruneChanges(services.db)),
    ),
    // Scheduled posts go out within a minute of their time: due ones become deliveries here, and the
    // delivery workers publish them (core/creator/publishing).
    cron.schedule(
      options.publishCron ?? "* * * * *",
      run("publish-due", () => releaseDuePosts(services)),
    ),
    // Recurring invoices: each period's invoice once its date has come in the owner's time zone (one
    // indexed read when nothing is due), so a moved clock or a restart is caught up within seconds.
    cron.schedule(
      "*/15 * * * * *",
      run("recurring-invoices", () => runRecurringJob(services)),
    ),
    cron.schedule(
      "23 * * * *",
      run("webhook-log-purge", () => purgeOldWebhookDeliveries(services)),
    ),
    // Domain events the worker handled after a crash stay as 'handled' rows until this hourly purge.
    cron.schedule(
      "29 * * * *",
      run("event-purge", () => purgeHandledEvents(services.db)),
    ),
  ];
  // Catch up at start-up: a server that was down at the top of the hour still reminds today.
  void run("invoice-reminders", () => runReminderJob(services))();
  void run("morning-digest", () => runMorningDigest(services))();
  void run("growth-pulse", () => runGrowthPulse(services))();
  void run("publish-due", () => releaseDuePosts(services))();
  void run("recurring-invoices", () => runRecurringJob(services))();
  return {
    async stop() {
      tasks.forEach((t) => t.stop());
      await workers.stop();
    },
  };
}
