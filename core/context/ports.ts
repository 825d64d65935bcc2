// The ports of core: the interfaces of the outside services and the settings every process passes in.
// Their adapters live in their modules (core/mail/transport.ts, core/storage/local.ts, …), which sit
// above the context and implement what is declared here.

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string;
  /** Fixed per logical email, so a resend after a crash folds into the first in most mail clients. */
  messageId: string;
}

export interface Delivery {
  /**
   * 'sent' went out over SMTP; 'stored' was kept in the offline outbox; 'possibly_sent' was handed to
   * the mail server, which did not confirm it (a timeout or a dropped connection after the message's
   * last line): it may have arrived, and must not be sent again automatically (docs/decisions/318).
   */
  status: "sent" | "stored" | "possibly_sent";
  /** For 'possibly_sent': what went wrong while waiting for the server's answer. */
  detail?: string;
}

/** The email adapter (DESIGN.md): SMTP when SMTP_URL is set, else the offline outbox. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /**
   * Throws a DeliveryError saying whether a retry can help: only for a failure the server cannot have
   * taken the message through (refused, unreachable, a timeout before the message was handed over).
   */
  deliver(message: MailMessage, outboxId: string): Promise<Delivery>;
  /** Closes open connections (the process is about to end). */
  close(): void;
}

/**
 * Where uploaded files live (design uploads, editor exports, voice notes). The local folder under the
 * data directory is the default; an S3-compatible store can implement the same four calls (keys are
 * plain paths such as `<owner id>/designs/<design id>.png`).
 */
export interface FileStorage {
  readonly kind: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (an owner's files when the account goes). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Canva Connect (switched on by CANVA_CLIENT_ID and CANVA_CLIENT_SECRET); base URLs overridable for tests. */
export interface CanvaSettings {
  clientId: string;
  clientSecret: string;
  /** REST API base (designs, exports): https://api.canva.com/rest */
  apiUrl: string;
  /** OAuth token and revoke base: https://api.canva.com/auth */
  oauthUrl: string;
  /** Where the owner authorises the product: https://www.canva.com/api/oauth/authorize */
  authorizeUrl: string;
  /**
   * Our callback, registered in Canva's developer portal, when CANVA_REDIRECT_URI sets it; null: the
   * instance's public address (Settings or PUBLIC_URL) followed by /api/canva/callback.
   */
  redirectUri: string | null;
  timeoutMs: number;
  /** How often an export job is polled (Canva's exports take a few seconds). */
  pollMs: number;
}

/** Where webhooks may go. */
export interface WebhookNetworkPolicy {
  allowPrivateNetworks: boolean;
  requireHttps: boolean;
}

/** The operator's webhook settings (README "Configuration"). */
export interface WebhookSettings extends WebhookNetworkPolicy {
  /** A receiver that has not answered within this long has failed the attempt. */
  timeoutMs: number;
  /** Deliveries in a row that fail for good before an endpoint is turned off. */
  disableAfterFailures: number;
}

/** The exchange-rates source (core/currency). */
export interface ExchangeRatesSettings {
  /** The API's base address, e.g. https://api.frankfurter.dev/v1 (EXCHANGE_RATES_URL). */
  url: string;
  /** How long one request may take (EXCHANGE_RATES_TIMEOUT_MS). */
  timeoutMs: number;
}

/** How the delivery worker claims, retries and gives up (DESIGN.md "Jobs and delivery"). */
export interface DeliverySettings {
  /**
   * How long a claim holds. A worker that dies mid-send leaves its row 'sending'; once the lease has
   * passed, another worker may take it again. It must outlast the slowest honest send (the SMTP
   * timeouts are derived from it).
   */
  leaseMs: number;
  /** Attempts before a row is failed for good. */
  maxAttempts: number;
  /** The first retry waits this long; each further one twice as long, up to `backoffMaxMs`. */
  backoffMs: number;
  backoffMaxMs: number;
  /** An idle worker looks for work queued by other processes (and for retries now due) this often. */
  pollMs: number;
}
