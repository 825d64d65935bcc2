import path from "node:path";
import { isLogLevel, type LogLevel } from "./json-lines-log";
import {
  modelSettingsFromEnv,
  type ModelSettings,
  transcriptionSettingsFromEnv,
  type TranscriptionSettings,
} from "@core/ai";
import { exchangeRatesFromEnv, type ExchangeRatesSettings } from "@core/currency";
import { canvaSettingsFromEnv, type CanvaSettings } from "@core/creator";
import { DEFAULT_DELIVERY, type DeliverySettings } from "@core/delivery";
import type { LockoutPolicy } from "@core/auth";
import type { StripeSettings } from "@core/payments";
import { socialSettingsFromEnv, type SocialSettings } from "@core/social";
import type { WebhookSettings } from "@core/webhooks";

/** Everything the server reads from the environment, read once at start-up (STYLE.md 11). */
export interface ServerConfig {
  port: number;
  /** HOST: the interface to listen on; 127.0.0.1 unless asked (`0.0.0.0` for every interface). */
  host: string;
  databasePath: string;
  /** Folder beside the database: the generated app secret and the outbox .eml files. */
  dataDir: string;
  webDist: string;
  appSecret?: string;
  smtpUrl?: string;
  supportEmail: string;
  mailFrom: string;
  /**
   * PUBLIC_URL, or http://localhost:PORT: what the server saves as the public address on its first start
   * (core/instance). Links are built from the saved address; this is only the fallback before one is saved.
   */
  publicUrl: string;
  /**
   * PUBLIC_URL when it is set: saved first when nothing is; it replaces an address that came from the
   * environment, never one set in Settings, nor a public one with a loopback one (decision 321).
   */
  publicUrlFromEnv?: string;
  stripe?: StripeSettings;
  /** A language model (AI_BASE_URL / AI_API_KEY / AI_MODEL, or OPENAI_API_KEY); none → the offline engine. */
  ai: ModelSettings | null;
  /** Speech to text (AI_TRANSCRIPTION_* or the model's settings); none → the owner types the transcript. */
  transcription: TranscriptionSettings | null;
  /** Canva Connect (CANVA_CLIENT_ID / CANVA_CLIENT_SECRET); none → the local design library only. */
  canva: CanvaSettings | null;
  /** Where uploads are kept (UPLOADS_DIR, default `uploads` beside the database). */
  uploadsDir: string;
  rateLimits: {
    /** Sign-in attempts per client address (SIGNIN_RATE_LIMIT per 15 min). */
    signIn: { limit: number; windowMs: number };
    /** Accounts created per client address (SIGNUP_RATE_LIMIT per hour). */
    signUp: { limit: number; windowMs: number };
    support: { limit: number; windowMs: number };
    /** Requests to a helper's private task link per client address (DELEGATION_RATE_LIMIT per 15 min). */
    delegation: { limit: number; windowMs: number };
    /** Reads and sends of the public contact page per client address (CONTACT_RATE_LIMIT per 15 min). */
    contact: { limit: number; windowMs: number };
    /** Follows of tracked links (/l/{code}) per client address (LINK_RATE_LIMIT per 15 min). */
    links: { limit: number; windowMs: number };
  };
  /** Account lockout (core/auth/throttle.ts): failures before a lock, the first lock, the longest. */
  lockout: LockoutPolicy;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed; empty → the socket's address. */
  trustProxy: string[];
  /** LOG_LEVEL for the JSON-lines log (server/json-lines-log.ts). */
  logLevel: LogLevel;
  /** Request bodies larger than this are refused with 413. */
  maxBodyBytes: number;
  /** The delivery worker: leases, retries, backoff, and how many loops the server runs. */
  delivery: DeliverySettings & { workers: number };
  reminderQuietHours: number;
  clientEmailsPerHour: number;
  /** DEMO_PAYMENTS=1: the public invoice page offers a labelled demo card payment (no money moves). */
  demoPayments: boolean;
  /** The social platforms' API addresses (overridable for tests and proxies) and X's app keys. */
  social: SocialSettings;
  /** How often the publishing job looks for posts whose time has come (PUBLISH_CRON, every minute). */
  publishCron: string;
  /** Webhooks out: WEBHOOKS_ALLOW_PRIVATE_NETWORKS, WEBHOOKS_REQUIRE_HTTPS, WEBHOOK_TIMEOUT_MS, WEBHOOK_DISABLE_AFTER. */
  webhooks: WebhookSettings;
  /** The exchange-rates source (EXCHANGE_RATES_URL, EXCHANGE_RATES_TIMEOUT_MS); none → rates typed by the owner. */
  exchangeRates: ExchangeRatesSettings | null;
}

/** A whole number from the environment, or the default; anything else stops the start with the variable named. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  }
  return value;
}

/** LOG_LEVEL: trace, debug, info (the default), warn, error, fatal or silent, in any case. */
function logLevel(raw: string | undefined): LogLevel {
  const value = (raw ?? "").trim().toLowerCase() || "info";
  if (!isLogLevel(value)) {
    throw new Error(`LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "${raw}")`);
  }
  return value;
}

const flag = (value: string | undefined) => value === "1" || value === "true";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databasePath = env.DATABASE_PATH || "./data/microteam.db";
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${Number(env.PORT || 5000)}`).replace(/\/$/, "");
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE || undefined,
        }
      : undefined;
  return {
    port: whole(env, "PORT", 5000, 0),
    host: env.HOST?.trim() || "127.0.0.1",
    databasePath,
    dataDir: path.dirname(path.resolve(databasePath)),
    webDist: path.resolve(env.WEB_DIST || "dist/web"),
    appSecret: env.APP_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL || "support@microteam.local",
    mailFrom: env.MAIL_FROM || "Microteam <no-reply@microteam.local>",
    publicUrl,
    publicUrlFromEnv: env.PUBLIC_URL?.trim() || undefined,
    stripe,
    ai: modelSettingsFromEnv(env),
    transcription: transcriptionSettingsFromEnv(env),
    canva: canvaSettingsFromEnv(env),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(path.dirname(path.resolve(databasePath)), "uploads")),
    rateLimits: {
      // Checked like every number setting: "abc" would otherwise turn a limit off (qa13 F6).
      signIn: { limit: whole(env, "SIGNIN_RATE_LIMIT", 30, 1), windowMs: 15 * 60_000 },
      signUp: { limit: whole(env, "SIGNUP_RATE_LIMIT", 10, 1), windowMs: 60 * 60_000 },
      support: { limit: whole(env, "SUPPORT_RATE_LIMIT", 5, 1), windowMs: 60 * 60_000 },
      delegation: { limit: whole(env, "DELEGATION_RATE_LIMIT", 60, 1), windowMs: 15 * 60_000 },
      contact: { limit: whole(env, "CONTACT_RATE_LIMIT", 30, 1), windowMs: 15 * 60_000 },
      links: { limit: whole(env, "LINK_RATE_LIMIT", 120, 1), windowMs: 15 * 60_000 },
    },
    lockout: {
      threshold: whole(env, "SIGNIN_LOCKOUT_THRESHOLD", 10, 1),
      windowMs: 15 * 60_000,
      firstLockMs: 60_000,
      maxLockMs: whole(env, "SIGNIN_LOCKOUT_MAX_MINUTES", 15, 1) * 60_000,
    },
    trustProxy: (env.TRUST_PROXY ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: logLevel(env.LOG_LEVEL),
    maxBodyBytes: 1024 * 1024,
    delivery: {
      leaseMs: whole(env, "DELIVERY_LEASE_MS", DEFAULT_DELIVERY.leaseMs, 1000),
      maxAttempts: whole(env, "DELIVERY_MAX_ATTEMPTS", DEFAULT_DELIVERY.maxAttempts, 1),
      backoffMs: whole(env, "DELIVERY_BACKOFF_MS", DEFAULT_DELIVERY.backoffMs),
      backoffMaxMs: whole(env, "DELIVERY_BACKOFF_MAX_MS", DEFAULT_DELIVERY.backoffMaxMs),
      pollMs: whole(env, "DELIVERY_POLL_MS", DEFAULT_DELIVERY.pollMs, 10),
      workers: whole(env, "DELIVERY_WORKERS", 2, 1),
    },
    reminderQuietHours: whole(env, "REMINDER_QUIET_HOURS", 48),
    clientEmailsPerHour: whole(env, "CLIENT_EMAILS_PER_HOUR", 200, 1),
    demoPayments: env.DEMO_PAYMENTS === "1" || env.DEMO_PAYMENTS === "true",
    social: socialSettingsFromEnv(env),
    publishCron: env.PUBLISH_CRON?.trim() || "* * * * *",
    webhooks: {
      // Off unless the operator says so: a webhook must not reach the server's own network.
      allowPrivateNetworks: flag(env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS),
      // Plain http is refused in production unless the operator says otherwise.
      requireHttps:
        env.WEBHOOKS_REQUIRE_HTTPS === undefined || env.WEBHOOKS_REQUIRE_HTTPS === ""
          ? env.NODE_ENV === "production"
          : flag(env.WEBHOOKS_REQUIRE_HTTPS),
      timeoutMs: whole(env, "WEBHOOK_TIMEOUT_MS", 10_000, 100),
      disableAfterFailures: whole(env, "WEBHOOK_DISABLE_AFTER", 5, 1),
    },
    exchangeRates: exchangeRatesFromEnv(env),
  };
}
