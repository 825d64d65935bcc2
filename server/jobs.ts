import cron from "node-cron";
import { purgeExpiredSessions } from "@core/auth/sessions";
import type { Services } from "@core/context";
import { runMorningDigest } from "@core/focus/digest";
import { runReminderJob } from "@core/invoices/reminders";
import { deliverStaleQueuedEmails } from "@core/mail/send";

/**
 * Scheduled work inside the server process (DESIGN.md "Jobs"). Each job is idempotent through unique
 * keys in the database, so a second process (or `microteam remind` from cron) running it too is safe.
 */
export function startJobs(services: Services) {
  const run = (name: string, job: () => unknown) => async () => {
    try {
      await job();
    } catch (error) {
      console.error(`[job ${name}]`, error);
    }
  };
  const tasks = [
    cron.schedule(
      "5 * * * *",
      run("invoice-reminders", () => runReminderJob(services)),
    ),
    cron.schedule(
      "*/10 * * * *",
      run("email-retry", () => deliverStaleQueuedEmails(services)),
    ),
    cron.schedule(
      "17 * * * *",
      run("session-purge", () => purgeExpiredSessions(services)),
    ),
  ];
  // Catch up at start-up: a server that was down at the top of the hour still reminds today.
  void run("invoice-reminders", () => runReminderJob(services))();
  void run("morning-digest", () => runMorningDigest(services))();
  return { stop: () => tasks.forEach((t) => t.stop()) };
}
