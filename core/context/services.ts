import type { AiEngine, Transcriber } from "../ai";
import type { Clock } from "../clock";
import type { Db } from "../db";
import type { EventBus } from "../events";
import type { Logger } from "../log";
import type { PaymentsAdapter } from "../payments";
import type { SecretBox } from "../secrets";
import type { SocialSettings } from "../social";
import type { DeliveryBell } from "./bell";
import type {
  CanvaSettings,
  DeliverySettings,
  ExchangeRatesSettings,
  FileStorage,
  MailTransport,
  WebhookSettings,
} from "./ports";

/** What every core verb may use: the database, the clock and the outside-service adapters. */
export interface Services {
  db: Db;
  clock: Clock;
  mail: MailTransport;
  payments: PaymentsAdapter;
  secrets: SecretBox;
  /** The AI engine: a language model when configured, the offline engine otherwise. */
  ai: AiEngine;
  /** Speech to text for voice notes: an OpenAI-compatible endpoint, or none (the owner types). */
  transcriber: Transcriber;
  /** Uploaded files (designs, voice notes): a folder under the data directory by default. */
  storage: FileStorage;
  /** Canva Connect, when CANVA_CLIENT_ID and CANVA_CLIENT_SECRET are set; null → the local library. */
  canva: CanvaSettings | null;
  /** Rung when something is queued for delivery, so this process's workers start at once. */
  deliveryBell: DeliveryBell;
  /** Who reacts to the domain events published by core verbs (core/events), built by core/composition. */
  events: EventBus<Services>;
  /** Structured JSON-lines log (server/json-lines-log.ts in the server); audit lines go through `audit()` in core/log. */
  log: Logger;
  settings: {
    /** The support mailbox (SUPPORT_EMAIL). */
    supportEmail: string;
    /** The sender of every email the product sends (MAIL_FROM). */
    mailFrom: string;
    /** The address the product is reached at (PUBLIC_URL), for links in emails and invoices. */
    publicUrl: string;
    /**
     * PUBLIC_URL as this process's environment set it (not the default), or undefined. Used only while no
     * address is saved yet (core/instance, decision 321).
     */
    publicUrlFromEnv?: string;
    /** Leases, retries and backoff of the delivery worker. */
    delivery: DeliverySettings;
    /** An invoice gets at most one reminder (manual, bulk or automatic) within this many hours. */
    reminderQuietHours: number;
    /** Emails to clients (invoices, reminders, follow-ups) an owner may send per hour. */
    clientEmailsPerHour: number;
    /** The public invoice page offers a demo card payment (DEMO_PAYMENTS=1): no money moves. */
    demoPayments: boolean;
    /** Where uploaded files live (core/storage): `uploads/` beside the database. */
    uploadsDir: string;
    /** The social platforms' API addresses and app keys (core/social). */
    social: SocialSettings;
    /** Where webhooks may go and how long they may take (core/webhooks). */
    webhooks: WebhookSettings;
    /** The exchange-rates source (EXCHANGE_RATES_URL, core/currency); null → the owner types each rate. */
    exchangeRates?: ExchangeRatesSettings | null;
  };
}

/** Services plus the signed-in owner: every read and write of owned data is scoped to `userId`. */
export interface OwnerContext extends Services {
  userId: string;
}

export const asOwner = (services: Services, userId: string): OwnerContext => ({ ...services, userId });
