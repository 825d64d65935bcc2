import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The browser tests run the real built server on its own port and a fresh temporary database.
const port = Number(process.env.E2E_PORT ?? 5187);
const baseURL = `http://localhost:${port}`;
// The mail sink the app delivers to over SMTP, and where the tests read what arrived (e2e/support/mail-sink.ts).
const smtpPort = port + 1;
const sinkPort = port + 2;
process.env.E2E_MAIL_SINK ??= `http://127.0.0.1:${sinkPort}`;
// The OpenAI-compatible peer that transcribes voice notes (e2e/support/openai-peer.ts).
const aiPeerPort = port + 3;
process.env.E2E_AI_PEER ??= `http://127.0.0.1:${aiPeerPort}`;
// The four social platforms' local peers behind one port (e2e/support/social-peers.ts).
const socialPort = port + 4;
const social = `http://127.0.0.1:${socialPort}`;
process.env.E2E_SOCIAL_PEERS = social;
// One temporary database for the run, shared with the test workers (they inherit the environment)
// so tests can seed the database the server uses (scripts/seed-demo.ts).
// Removed at the end of the run by e2e/support/remove-run-database.ts.
if (!process.env.E2E_DATABASE_PATH) {
  process.env.E2E_DATABASE_FOLDER_MADE = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-e2e-"));
  process.env.E2E_DATABASE_PATH = path.join(process.env.E2E_DATABASE_FOLDER_MADE, "microteam.db");
}

export default defineConfig({
  testDir: "e2e",
  // e2e/terminal holds vitest tests of the binary; the browser tests are *.spec.ts.
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/artifacts",
  globalTeardown: "./e2e/support/remove-run-database.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // A fake microphone, allowed without a prompt, so a voice note can be recorded.
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /\.clock\.spec\.ts$/, use: { ...devices["Desktop Chrome"] } },
    // Tests that move the server's clock run after all the others, so no other test sees time jump, and
    // one at a time: the server has one clock, and one test putting it back must not pull it from under another.
    {
      name: "clock",
      testMatch: /\.clock\.spec\.ts$/,
      dependencies: ["chromium"],
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/mail-sink.ts ${smtpPort} ${sinkPort}`,
      url: `http://127.0.0.1:${sinkPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/support/openai-peer.ts ${aiPeerPort}`,
      url: `http://127.0.0.1:${aiPeerPort}/requests`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/support/social-peers.ts ${socialPort}`,
      url: `${social}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "npx tsx server/main.ts",
      url: `${baseURL}/api/config`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        // Links in the emails point at this server: an explicit address on this computer is the choice to
        // run locally, so client emails may carry it (docs/decisions/321-one-public-address.md).
        PUBLIC_URL: baseURL,
        DATABASE_PATH: process.env.E2E_DATABASE_PATH,
        SUPPORT_EMAIL: "support@microteam.test",
        // Many accounts sign in from the same address during the run.
        SIGNIN_RATE_LIMIT: "1000",
        SIGNUP_RATE_LIMIT: "1000",
        SUPPORT_RATE_LIMIT: "1000",
        // Lets the tests move time (PUT /api/test/clock); never set outside tests.
        MICROTEAM_TEST_CLOCK: "1",
        // The public invoice page's labelled demo card (never on without this switch).
        DEMO_PAYMENTS: "1",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Microteam <no-reply@microteam.test>",
        DELIVERY_POLL_MS: "200",
        // Voice notes are transcribed by the local peer; the language model stays offline.
        AI_TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${aiPeerPort}/v1`,
        AI_TRANSCRIPTION_API_KEY: "e2e-key",
        // The webhook tests' receiver listens on loopback (docs/decisions/160-webhooks-out.md).
        WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "1",
        X_API_BASE_URL: `${social}/x`,
        LINKEDIN_API_BASE_URL: `${social}/linkedin`,
        FACEBOOK_GRAPH_BASE_URL: `${social}/facebook`,
        INSTAGRAM_GRAPH_BASE_URL: `${social}/instagram`,
        // The operator's apps for one-click connections (decision 323), registered with the stand-ins.
        X_CLIENT_ID: "x-client-id",
        X_CLIENT_SECRET: "x-client-secret",
        X_AUTHORIZE_URL: `${social}/x/i/oauth2/authorize`,
        LINKEDIN_CLIENT_ID: "li-client-id",
        LINKEDIN_CLIENT_SECRET: "li-client-secret",
        LINKEDIN_OAUTH_BASE_URL: `${social}/linkedin`,
        FACEBOOK_APP_ID: "fb-app-id",
        FACEBOOK_APP_SECRET: "fb-app-secret",
        FACEBOOK_DIALOG_BASE_URL: `${social}/facebook`,
      },
    },
  ],
});
