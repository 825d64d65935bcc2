import { offlineEngine } from "../core/ai/engine";
import type { AiEngine } from "../core/ai/types";
import { offlineTranscriber, type Transcriber } from "../core/ai/transcriber";
import type { CanvaSettings } from "../core/creator/designs/canva/settings";
import { localStorage } from "../core/storage/local";
import { fixedClock } from "../core/clock";
import type { Services } from "../core/context";
import type { MailTransport } from "../core/mail/transport";
import { outboxTransport } from "../core/mail/transport";
import { demoPayments, type PaymentsAdapter } from "../core/payments/adapter";
import { silentLogger, type Logger } from "../core/log/logger";
import { createSecretBox } from "../core/secrets/secret-box";
import { DeliveryBell } from "../core/delivery/bell";
import { deliveryChannels, eventBus } from "../core/composition";
import { drainDeliveries } from "../core/delivery/worker";
import { createApp } from "../server/app";
import { loadConfig, type ServerConfig } from "../server/config";
import { settingsFrom } from "../server/services";
import { freshDatabase } from "./db";
import { serveOrigin } from "./fakes/social/instagram";

export const TEST_NOW = "2026-11-21T09:00:00.000Z";

export interface TestAppOptions {
  mail?: MailTransport;
  payments?: PaymentsAdapter;
  ai?: AiEngine;
  transcriber?: Transcriber;
  /** Canva Connect settings pointing at a local peer (test/fakes/canva.ts); none → offline library. */
  canva?: CanvaSettings;
  /** Overrides of the production config; `rateLimits` and `lockout` merge with the defaults. */
  config?: Partial<Omit<ServerConfig, "rateLimits" | "lockout">> & {
    rateLimits?: Partial<ServerConfig["rateLimits"]>;
    lockout?: Partial<ServerConfig["lockout"]>;
  };
  now?: string;
  /** Captures the JSON-lines log (core/log/logger.ts capturingLogger); silent by default. */
  log?: Logger;
}

/**
 * The real Hono app over a fresh database, a settable clock and offline adapters unless a test
 * passes real ones. Protections (origin check, rate limits) are on, with the production limits
 * unless the test sets its own.
 */
export function makeTestApp(options: TestAppOptions = {}) {
  const { db, dir } = freshDatabase();
  const clock = fixedClock(options.now ?? TEST_NOW);
  const base = loadConfig({ DATABASE_PATH: `${dir}/test.db` });
  const config: ServerConfig = {
    ...base,
    supportEmail: "help@microteam.test",
    mailFrom: "Microteam <no-reply@microteam.test>",
    ...options.config,
    rateLimits: { ...base.rateLimits, ...options.config?.rateLimits },
    lockout: { ...base.lockout, ...options.config?.lockout },
  };
  const services: Services = {
    db,
    clock,
    mail: options.mail ?? outboxTransport(null),
    payments: options.payments ?? demoPayments(),
    ai: options.ai ?? offlineEngine(),
    transcriber: options.transcriber ?? offlineTranscriber(),
    storage: localStorage(`${dir}/uploads`),
    canva: options.canva ?? null,
    secrets: createSecretBox("test-secret"),
    deliveryBell: new DeliveryBell(),
    events: eventBus(),
    log: options.log ?? silentLogger,
    settings: { ...settingsFrom(config), publicUrl: "http://microteam.test" },
  };
  const app = createApp({ services, config });
  // The Instagram peer downloads image_url as Instagram does: this app answers for its public origin.
  serveOrigin(services.settings.publicUrl, async (path) => app.request(path));

  async function call(
    method: string,
    path: string,
    options: {
      body?: unknown;
      cookie?: string;
      token?: string;
      headers?: Record<string, string>;
      /** The socket's address, as @hono/node-server hands it to the app (default 192.0.2.1). */
      remoteAddress?: string;
    } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    if (options.cookie) headers.cookie = options.cookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.request(
      path,
      {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === "string"
              ? options.body
              : JSON.stringify(options.body),
      },
      { incoming: { socket: { remoteAddress: options.remoteAddress ?? "192.0.2.1" } } },
    );
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  /** Sends a multipart form (file uploads); the boundary's content type is set by the form itself. */
  async function callForm(
    method: string,
    path: string,
    options: { form: FormData; cookie?: string; headers?: Record<string, string> },
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    const res = await app.request(
      path,
      { method, headers, body: options.form },
      { incoming: { socket: { remoteAddress: "192.0.2.1" } } },
    );
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  /** Signs up a new owner and returns the session cookie. */
  async function signUp(email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`, password = "correct horse") {
    const res = await call("POST", "/api/auth/signup", {
      body: { email, password, firstName: "Olive", lastName: "Owner" },
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
    const cookie = sessionCookie(res.headers);
    return { cookie, user: res.json, email, password };
  }

  /** Delivers everything queued (emails now; posts and webhooks later), as the server's workers would. */
  const deliver = () => drainDeliveries(services, deliveryChannels);

  return { app, services, db, clock, config, call, callForm, signUp, deliver, dir };
}

export function sessionCookie(headers: Headers): string {
  const setCookie = headers.get("set-cookie") ?? "";
  const match = /mt_session=([^;]*)/.exec(setCookie);
  if (!match) throw new Error(`no session cookie in: ${setCookie}`);
  return `mt_session=${match[1]}`;
}

export const onboardingAnswers = {
  businessName: "Olive & Co Consulting",
  businessNiche: "Consulting & Professional Services",
  businessDescription: "Strategy for small bakeries",
  website: "https://olive.example.com",
  socialMediaPlatforms: ["twitter", "linkedin"],
  twitterHandle: "@oliveco",
  twitterAccessToken: "tw-token-123",
  twitterAccessSecret: "tw-secret-456",
  linkedinProfile: "https://linkedin.com/in/olive",
  linkedinAccessToken: "li-token-789",
  defaultHourlyRate: "95",
  defaultCurrency: "EUR",
  paymentTerms: "15",
  primaryGoals: ["Generate more leads", "Streamline invoicing process"],
  contentFrequency: "weekly",
  automationLevel: "high",
  timeZone: "Europe/Paris",
};
