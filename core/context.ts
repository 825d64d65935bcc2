import type { AiEngine } from "./ai/types";
import type { Clock } from "./clock";
import type { Db } from "./db/client";
import type { DeliveryBell } from "./delivery/bell";
import type { DeliverySettings } from "./delivery/settings";
import type { Logger } from "./log/logger";
import type { MailTransport } from "./mail/transport";
import type { PaymentsAdapter } from "./payments/adapter";
import type { SecretBox } from "./secrets/secret-box";
import type { WebhookSettings } from "./webhooks/settings";

/** What every core verb may use: the database, the clock and the outside-service adapters. */
export interface Services {
  db: Db;
  clock: Clock;
  mail: MailTransport;
  payments: PaymentsAdapter;
  secrets: SecretBox;
  /** The AI engine: a language model when configured, the offline engine otherwise. */
  ai: AiEngine;
  /** Rung when something is queued for delivery, so this process's workers start at once. */
  deliveryBell: DeliveryBell;
  /** Structured JSON-lines log (pino in the server); audit lines go through `audit()` in core/log. */
  log: Logger;
  settings: {
    /** The support mailbox (SUPPORT_EMAIL). */
    supportEmail: string;
    /** The sender of every email the product sends (MAIL_FROM). */
    mailFrom: string;
    /** The address the product is reached at (PUBLIC_URL), for links in emails and invoices. */
    publicUrl: string;
    /** Leases, retries and backoff of the delivery worker. */
    delivery: DeliverySettings;
    /** An invoice gets at most one reminder (manual, bulk or automatic) within this many hours. */
    reminderQuietHours: number;
    /** Emails to clients (invoices, reminders, follow-ups) an owner may send per hour. */
    clientEmailsPerHour: number;
    /** The public invoice page offers a demo card payment (DEMO_PAYMENTS=1): no money moves. */
    demoPayments: boolean;
    /** Where webhooks may go and how long they may take (core/webhooks). */
    webhooks: WebhookSettings;
  };
}

/** Services plus the signed-in owner: every read and write of owned data is scoped to `userId`. */
export interface OwnerContext extends Services {
  userId: string;
}

export const asOwner = (services: Services, userId: string): OwnerContext => ({ ...services, userId });
