import path from "node:path";
import {
  modelEngine,
  offlineEngine,
  type AiEngine,
  offlineTranscriber,
  openaiTranscriber,
  type Transcriber,
} from "@core/ai";
import { localStorage } from "@core/storage";
import { systemClock, type Clock } from "@core/clock";
import { eventBus } from "@core/composition";
import type { Services } from "@core/context";
import type { Logger } from "@core/log";
import { openDatabase, type Db } from "@core/db";
import { DeliveryBell } from "@core/delivery";
import { outboxTransport, smtpTransport } from "@core/mail";
import { demoPayments } from "@core/payments";
import { createSecretBox, loadOrCreateAppSecret } from "@core/secrets";
import type { ServerConfig } from "./config";
import { stdoutLogger } from "./json-lines-log";

/** Builds the core services the configuration asks for: real adapters when keys are set, offline defaults otherwise. */
export async function createServices(
  config: ServerConfig,
  overrides: { db?: Db; clock?: Clock; ai?: AiEngine; log?: Logger; transcriber?: Transcriber } = {},
): Promise<Services> {
  // The Stripe SDK is loaded only when its keys are set.
  const payments = config.stripe
    ? (await import("@core/payments/stripe")).stripePayments(config.stripe)
    : demoPayments();
  const log = overrides.log ?? (await stdoutLogger(config.logLevel));
  const db = overrides.db ?? openDatabase(config.databasePath);
  return {
    db,
    clock: overrides.clock ?? systemClock,
    // SMTP gives up well inside the delivery lease, so a hung server never outlives a claim.
    mail: config.smtpUrl
      ? smtpTransport(config.smtpUrl, { timeoutMs: Math.min(60_000, Math.floor(config.delivery.leaseMs / 2)) })
      : outboxTransport(path.join(config.dataDir, "outbox")),
    payments,
    secrets: createSecretBox(loadOrCreateAppSecret(config.dataDir, config.appSecret)),
    ai: overrides.ai ?? (config.ai ? modelEngine(config.ai, console.warn) : offlineEngine()),
    transcriber:
      overrides.transcriber ?? (config.transcription ? openaiTranscriber(config.transcription) : offlineTranscriber()),
    storage: localStorage(config.uploadsDir),
    canva: config.canva,
    deliveryBell: new DeliveryBell(),
    events: eventBus(),
    log,
    settings: settingsFrom(config),
  };
}

/** The part of the configuration core verbs read. */
export function settingsFrom(config: ServerConfig): Services["settings"] {
  return {
    supportEmail: config.supportEmail,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    publicUrlFromEnv: config.publicUrlFromEnv,
    delivery: config.delivery,
    reminderQuietHours: config.reminderQuietHours,
    clientEmailsPerHour: config.clientEmailsPerHour,
    demoPayments: config.demoPayments,
    uploadsDir: config.uploadsDir,
    social: config.social,
    webhooks: config.webhooks,
    exchangeRates: config.exchangeRates,
  };
}
