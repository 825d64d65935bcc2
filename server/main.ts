import { serve } from "@hono/node-server";
import { writeServerPid } from "@core/backup/server-pid";
import { shiftableClock } from "@core/clock";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { startJobs } from "./jobs";
import { createEncodingServer } from "./response-encoding";
import { createServices } from "./services";

const config = loadConfig();
// Browser tests start the server with a clock they can move; everyone else gets the system clock.
const testClock = process.env.MICROTEAM_TEST_CLOCK === "1" ? shiftableClock() : undefined;
const services = await createServices(config, { clock: testClock });
const app = createApp({ services, config, testClock });
const jobs = startJobs(services, { deliveryWorkers: config.delivery.workers, publishCron: config.publishCron });
// `microteam restore` refuses to replace the database while this file names a live server.
const removePid = writeServerPid(config.dataDir);
process.on("exit", removePid);

// ETag/304 and brotli/gzip for every text response (server/response-encoding.ts).
const server = serve({ fetch: app.fetch, port: config.port, createServer: createEncodingServer }, (info) => {
  console.log(`Microteam is running at http://localhost:${info.port}`);
  console.log(`  database: ${config.databasePath}`);
  console.log(
    `  email:    ${services.mail.kind === "smtp" ? "SMTP (SMTP_URL)" : `offline outbox (${config.dataDir}/outbox)`}`,
  );
  console.log(
    `  payments: ${services.payments.mode === "stripe" ? "Stripe" : "demo mode for plans (no card is charged)"}${config.demoPayments ? "; demo card payments on invoices (DEMO_PAYMENTS)" : ""}`,
  );
});

// Stop taking requests, let the delivery workers finish the email in hand, then close the database.
function shutdown() {
  removePid();
  server.close(() => {
    void jobs.stop().then(() => {
      services.mail.close();
      services.db.$client.close();
      process.exit(0);
    });
  });
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
