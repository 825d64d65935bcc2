import cron from "node-cron";
import { purgeExpiredSessions } from "@core/auth/sessions";
import type { Services } from "@core/context";

/** Scheduled work inside the server process (DESIGN.md "Jobs"). Each job is safe to run twice. */
export function startJobs(services: Services) {
  const tasks = [
    cron.schedule("17 * * * *", () => {
      purgeExpiredSessions(services);
    }),
  ];
  return { stop: () => tasks.forEach((t) => t.stop()) };
}
