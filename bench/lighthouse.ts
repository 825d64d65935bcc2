// npm run bench:lighthouse (issue 10): Lighthouse 12 (mobile and desktop presets, simulated
// throttling) in Debian's Chromium against the built app's server, on the landing page and on the
// dashboard signed in as the demo owner. Budgets (printed, not asserted): mobile >= 95 on the landing
// page, >= 90 on the dashboard. Needs `npm run build` first. BENCH_RUNS repeats each measure (the
// machine's load moves single runs), BENCH_PAGES (landing,dashboard) and BENCH_PRESETS (mobile,desktop)
// narrow it; WEB_DIST points the server at another build, for A/B runs in the same minute.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ROOT, signIn, startProcess } from "./processes";
import { execFileSync } from "node:child_process";
import os from "node:os";

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 5407);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const only = (name: string, list: string | undefined) => !list || list.split(",").includes(name);
if (!fs.existsSync(path.join(ROOT, "dist/web/index.html"))) {
  console.error("Build the web app first: npm run build");
  process.exit(1);
}

// The demo owner as `npm run seed:demo` makes it (a small business: what a newcomer sees).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-lighthouse-"));
const databasePath = path.join(dir, "microteam.db");
execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/seed-demo.ts")], {
  cwd: ROOT,
  env: { ...process.env, DATABASE_PATH: databasePath, DEMO_TIME_ZONE: "UTC", APP_SECRET: "bench" },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${PORT}`;
const server = await startProcess(
  "server/main.ts",
  { PORT: String(PORT), DATABASE_PATH: databasePath, APP_SECRET: "bench", SIGNIN_RATE_LIMIT: "1000" },
  `${base}/api/config`,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

try {
  const cookie = await signIn(base);
  const pages = [
    { name: "landing", url: `${base}/`, headers: {} as Record<string, string>, budget: 95 },
    { name: "dashboard", url: `${base}/dashboard`, headers: { cookie }, budget: 90 },
  ].filter((page) => only(page.name, process.env.BENCH_PAGES));
  const presets = (["mobile", "desktop"] as const).filter((preset) => only(preset, process.env.BENCH_PRESETS));
  // The first trace of a fresh browser is sometimes lost (NO_NAVSTART): one run to warm it up.
  await lighthouse(`${base}/`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
  console.log("page        preset    performance   FCP      LCP      TBT      CLS     transferred");
  for (const page of pages) {
    for (const preset of presets)
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          page.url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            extraHeaders: page.headers,
          },
          preset === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        if (lhr.runtimeError)
          console.log(`  ${page.name} ${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id];
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        if (process.env.BENCH_LIGHTHOUSE_DEBUG) {
          const items = (id: string) => (audit(id)?.details as { items?: unknown[] } | undefined)?.items ?? [];
          console.log(JSON.stringify(items("largest-contentful-paint-element")).slice(0, 600));
          for (const r of items("network-requests") as {
            url: string;
            networkRequestTime: number;
            networkEndTime: number;
            transferSize: number;
          }[])
            console.log(
              `   ${r.networkRequestTime.toFixed(0).padStart(6)} → ${r.networkEndTime.toFixed(0).padStart(6)}  ${String(r.transferSize).padStart(7)}  ${r.url.replace(base, "")}`,
            );
          console.log(JSON.stringify(items("layout-shifts")).slice(0, 800));
          // Where the main thread's time went, per script, and the JS a page loads but does not run.
          for (const r of items("bootup-time") as { url: string; scripting: number; scriptParseCompile: number }[])
            console.log(
              `   bootup ${r.scripting.toFixed(0).padStart(6)} ms script ${r.scriptParseCompile.toFixed(0).padStart(5)} ms parse  ${r.url.replace(base, "")}`,
            );
          for (const r of items("unused-javascript") as { url: string; wastedBytes: number; totalBytes: number }[])
            console.log(
              `   unused ${String(r.wastedBytes).padStart(7)} of ${String(r.totalBytes).padStart(7)}  ${r.url.replace(base, "")}`,
            );
          for (const r of items("mainthread-work-breakdown") as { groupLabel: string; duration: number }[])
            console.log(`   main thread ${r.duration.toFixed(0).padStart(6)} ms  ${r.groupLabel}`);
          for (const id of [
            "largest-contentful-paint",
            "interactive",
            "speed-index",
            "max-potential-fid",
            "mainthread-work-breakdown",
          ])
            console.log(`   ${id}: ${audit(id)?.displayValue ?? ""}`);
        }
        const bytes = (audit("total-byte-weight").numericValue ?? 0) / 1024;
        console.log(
          [
            page.name.padEnd(11),
            preset.padEnd(9),
            `${String(score).padStart(5)} ${preset === "mobile" ? (score >= page.budget ? "ok " : "<" + page.budget) : "   "}`,
            String(audit("first-contentful-paint").displayValue).padStart(9),
            String(audit("largest-contentful-paint").displayValue).padStart(8),
            String(audit("total-blocking-time").displayValue).padStart(8),
            String(audit("cumulative-layout-shift").displayValue).padStart(7),
            `${bytes.toFixed(0).padStart(8)} KB`,
          ].join(" "),
        );
      }
  }
  console.log("budgets: mobile >= 95 on the landing page, >= 90 on the dashboard (signed in, demo data)");
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
