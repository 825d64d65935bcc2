import { serve } from "@hono/node-server";
import { writeServerPid } from "@core/backup";
import { shiftableClock } from "@core/clock";
import { socialVersionStatuses } from "@core/social";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { startJobs } from "./jobs";
import { keptAnswerLane } from "./kept-answer-lane";
import { encodingServer } from "./response-encoding";
import { createServices } from "./services";
import { listeningAt } from "./listening-at";
import { checkPublicUrlEnv, publicAddressLines, settleOnListening } from "./public-address";

const config = loadConfig();
// Browser tests start the server with a clock they can move; everyone else gets the system clock.
const testClock = process.env.MICROTEAM_TEST_CLOCK === "1" ? shiftableClock() : undefined;
const services = await createServices(config, { clock: testClock });
// The public address is part of the data (decision 321), read by every process, the terminal and cron
// runs included. A bad PUBLIC_URL stops the start here; it is applied only once the server listens, so a
// start that fails (port in use) changes nothing.
checkPublicUrlEnv(config);
const app = createApp({ services, config, testClock });
// The jobs (reminders, deliveries, publishing) start with the address settled, once the server listens.
let jobs: ReturnType<typeof startJobs> | null = null;
// `microteam restore` refuses to replace the database while this file names a live server.
const removePid = writeServerPid(config.dataDir);
process.on("exit", removePid);

// ETag/304 and brotli/gzip for every text response (server/response-encoding.ts); repeat reads of a
// kept answer are answered before the app (server/kept-answer-lane.ts).
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    createServer: encodingServer(keptAnswerLane(services, config)),
  },
  (info) => {
    const publicAddress = settleOnListening(services, config);
    jobs = startJobs(services, { deliveryWorkers: config.delivery.workers, publishCron: config.publishCron });
    console.log(`Microteam is running at ${listeningAt(config.host, info.port)}`);
    console.log(`  database: ${config.databasePath}`);
    for (const line of publicAddressLines(publicAddress)) console.log(line);
    console.log(
      `  email:    ${services.mail.kind === "smtp" ? "SMTP (SMTP_URL)" : `offline outbox (${config.dataDir}/outbox)`}`,
    );
    console.log(
      `  payments: ${services.payments.mode === "stripe" ? "Stripe" : "demo mode for plans (no card is charged)"}${config.demoPayments ? "; demo card payments on invoices (DEMO_PAYMENTS)" : ""}`,
    );
    if (config.host === "0.0.0.0" || config.host === "::") console.log("  listening on every network interface (HOST)");
    // A platform API version near or past its sunset: said at every start, before posts start failing.
    for (const v of socialVersionStatuses(config.social, services.clock.now())) {
      if (v.message) console.warn(`  warning:  ${v.message}`);
    }
  },
);

// An idle keep-alive connection is closed later than clients (browsers, proxies, Playwright's request
// context) reuse one, so a request never lands on a socket the server is closing (Node's 5 s default
// raced a slow client into "socket hang up"). headersTimeout must stay above it.
const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;

// A port in use or an address not on this machine: one line saying which, not a stack trace.
server.on("error", (error: NodeJS.ErrnoException) => {
  const where = `${config.host}:${config.port}`;
  const why =
    error.code === "EADDRINUSE"
      ? `${where} is already in use (another server?). Choose another with --port or PORT.`
      : error.code === "EADDRNOTAVAIL"
        ? `${config.host} is not an address of this machine. Use --host 127.0.0.1, or 0.0.0.0 for every interface.`
        : error.code === "EACCES"
          ? `Not allowed to listen on ${where} (ports below 1024 need privileges).`
          : `Cannot listen on ${where}: ${error.message}`;
  console.error(`Error: ${why}`);
  process.exit(1);
});

// Stop taking requests, let the delivery workers finish the email in hand, then close the database.
// A second Ctrl+C stops at once.
let stopping = false;
function shutdown() {
  if (stopping) process.exit(130);
  stopping = true;
  removePid();
  server.close(() => {
    void (jobs?.stop() ?? Promise.resolve()).then(() => {
      services.mail.close();
      services.db.$client.close();
      process.exit(0);
    });
  });
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// The terminal that ran `npm start` closed: stop the same way, so the log's last lines are written.
process.on("SIGHUP", shutdown);
