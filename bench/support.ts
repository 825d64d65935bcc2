import { eventBus } from "../core/composition";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { offlineEngine } from "../core/ai/engine";
import { fixedClock } from "../core/clock";
import type { Services } from "../core/context";
import { openDatabase } from "../core/db/client";
import { outboxTransport } from "../core/mail/transport";
import { demoPayments } from "../core/payments/adapter";
import { silentLogger } from "../core/log/logger";
import { createSecretBox } from "../core/secrets/secret-box";
import { DeliveryBell } from "../core/delivery/bell";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { settingsFrom } from "../server/services";
import { offlineTranscriber } from "../core/ai/transcriber";
import { localStorage } from "../core/storage/local";

/** The real app over a fresh database file in a temporary folder, for benchmarks. */
export function benchApp(now = "2026-11-21T09:00:00Z") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-bench-"));
  const config = loadConfig({
    DATABASE_PATH: path.join(dir, "bench.db"),
    SIGNIN_RATE_LIMIT: "100000",
    // A benchmark owner reminds thousands of clients at once; the spam guard is not what is measured.
    CLIENT_EMAILS_PER_HOUR: "1000000",
  });
  const services: Services = {
    db: openDatabase(config.databasePath),
    clock: fixedClock(now),
    mail: outboxTransport(null),
    payments: demoPayments(),
    ai: offlineEngine(),
    transcriber: offlineTranscriber(),
    storage: localStorage(path.join(dir, "uploads")),
    canva: null,
    secrets: createSecretBox("bench"),
    deliveryBell: new DeliveryBell(),
    events: eventBus(),
    log: silentLogger,
    settings: {
      ...settingsFrom(config),
      supportEmail: "s@x.test",
      mailFrom: "m@x.test",
      publicUrl: "http://microteam.test",
    },
  };
  return {
    services,
    app: createApp({ services, config }),
    dir,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** Times `fn` `runs` times after `warmup` runs; milliseconds. */
export async function time(fn: () => Promise<unknown> | unknown, runs: number, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
