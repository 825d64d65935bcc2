// npm run bench:web (issue 10): Playwright in Debian's Chromium against the built app's server (its
// own process) over the demo owner at the issue's scale (1,000 clients, 10,000 invoices, 5,000 tasks,
// 2,000 posts). For each page: the time from navigation to the first row visible, the DOM node count
// and the JS heap once it settled. Budgets (printed, not asserted): <= 1.5 s and <= 3,000 nodes.
// Add a page by adding a line to PAGES. Needs `npm run build` first.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import Database from "better-sqlite3";
import { DEMO, ROOT, seededDatabase, signIn, startProcess } from "./processes";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 5404);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES: { path: string; firstRow: string }[] = [
  { path: "/dashboard", firstRow: '[data-testid="focus-task"]' },
  { path: "/clients", firstRow: 'table[aria-label="Clients"] tbody tr' },
  { path: "/tasks", firstRow: '[data-testid="focus-task"]' },
  { path: "/invoices", firstRow: 'table[aria-label="Invoices"] tbody tr' },
];

if (!fs.existsSync(path.join(ROOT, "dist/web/index.html"))) {
  console.error("Build the web app first: npm run build");
  process.exit(1);
}

const db = seededDatabase();
// Measure pages, not the start-up reminder run queuing ~3,000 emails.
const sqlite = new Database(db.databasePath);
sqlite.prepare("update users set invoice_reminders = 0, daily_task_updates = 0").run();
sqlite.close();
const base = `http://127.0.0.1:${PORT}`;
const server = await startProcess(
  "server/main.ts",
  { PORT: String(PORT), DATABASE_PATH: db.databasePath, APP_SECRET: "bench", SIGNIN_RATE_LIMIT: "1000" },
  `${base}/api/config`,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cookie = await signIn(base);
  await context.addCookies([{ name: "mt_session", value: cookie.split("=")[1], url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  // Warm the HTTP cache with the app's assets, as a returning owner has them.
  await page.goto(`${base}/dashboard`);
  await page.waitForSelector(PAGES[0].firstRow, { timeout: 30_000 });

  console.log(`Chromium, ${RUNS} loads per page after a warm-up, demo owner (${DEMO.email}) at the issue's scale`);
  console.log("page          first row visible (median)   DOM nodes   JS heap");
  for (const { path: route, firstRow } of PAGES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      await page.goto("about:blank");
      const t0 = performance.now();
      await page.goto(base + route, { waitUntil: "commit" });
      await page.locator(firstRow).first().waitFor({ state: "visible", timeout: 30_000 });
      if (i > 0) times.push(performance.now() - t0);
    }
    await page.waitForLoadState("networkidle");
    const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `${route.padEnd(14)} ${`${(median / 1000).toFixed(2)} s`.padStart(12)} ${median <= 1500 ? "ok " : "over"}            ${String(nodes).padStart(6)} ${nodes <= 3000 ? "ok  " : "over"}  ${(heap / 1024 / 1024).toFixed(1)} MB`,
    );
  }
  console.log("budgets: first row visible <= 1.5 s, <= 3,000 DOM nodes per page");
} finally {
  await browser.close();
  await server.stop();
  db.cleanup();
}
