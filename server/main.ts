import { serve } from "@hono/node-server";
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
const jobs = startJobs(services);

// ETag/304 and brotli/gzip for every text response (server/response-encoding.ts).
const server = serve({ fetch: app.fetch, port: config.port, createServer: createEncodingServer }, (info) => {
  console.log(`Microteam is running at http://localhost:${info.port}`);
  console.log(`  database: ${config.databasePath}`);
  console.log(
    `  email:    ${services.mail.kind === "smtp" ? "SMTP (SMTP_URL)" : `offline outbox (${config.dataDir}/outbox)`}`,
  );
  console.log(`  payments: ${services.payments.mode === "stripe" ? "Stripe" : "demo mode (no card is charged)"}`);
});

function shutdown() {
  jobs.stop();
  server.close(() => {
    services.db.$client.close();
    process.exit(0);
  });
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
