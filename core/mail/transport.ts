import fs from "node:fs";
import path from "node:path";
import { DeliveryError } from "../errors";

// nodemailer is loaded on first use: the terminal app starts without it.
const loadNodemailer = () => import("nodemailer").then((m) => m.default);

export type { Delivery, MailMessage, MailTransport } from "../context";
import type { MailMessage, MailTransport } from "../context";

const toNodemailer = (m: MailMessage) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo ?? undefined,
  subject: m.subject,
  text: m.text,
  html: m.html,
  messageId: m.messageId,
});

/**
 * SMTP through nodemailer, over a small pool of connections reused from message to message (a mail
 * server's greeting and handshake cost more than a message). Its timeouts are kept well inside the
 * delivery lease, so a hung server fails the attempt before another worker may take the row over.
 */
export function smtpTransport(
  smtpUrl: string,
  options: { timeoutMs?: number; connections?: number } = {},
): MailTransport {
  const timeout = options.timeoutMs ?? 60_000;
  let transporter: Promise<import("nodemailer").Transporter> | undefined;
  return {
    kind: "smtp",
    async deliver(message) {
      transporter ??= Promise.all([loadNodemailer(), import("nodemailer/lib/shared/index.js")]).then(([n, shared]) =>
        // The URL's own settings (host, port, auth, secure), with the pool and the timeouts on top.
        n.createTransport({
          ...shared.parseConnectionUrl(smtpUrl),
          pool: true,
          maxConnections: options.connections ?? 2,
          maxMessages: 100,
          connectionTimeout: Math.min(timeout, 30_000),
          greetingTimeout: Math.min(timeout, 30_000),
          socketTimeout: timeout,
        }),
      );
      try {
        await (await transporter).sendMail(toNodemailer(message));
      } catch (error) {
        throw smtpRefusal(error);
      }
      return { status: "sent" };
    },
    close() {
      void transporter?.then((t) => t.close());
      transporter = undefined;
    },
  };
}

/** A 5xx answer means the server refused this message for good; anything else may pass. */
export function smtpRefusal(error: unknown): DeliveryError {
  const e = error as { message?: string; responseCode?: number; response?: string; code?: string };
  const code = typeof e.responseCode === "number" ? e.responseCode : null;
  const detail = (e.response || e.message || String(error)).replace(/\s+/g, " ").trim();
  return new DeliveryError(detail, code !== null && code >= 500 && code < 600);
}

/**
 * Offline default: the message stays in the outbox table (listed in the app) and is also written as
 * an .eml file under the data folder, so it can be opened in any mail client. Writing it again
 * rewrites the same file.
 */
export function outboxTransport(folder: string | null): MailTransport {
  let renderer: Promise<import("nodemailer").Transporter> | undefined;
  return {
    kind: "outbox",
    async deliver(message, outboxId) {
      if (folder) {
        renderer ??= loadNodemailer().then((n) =>
          n.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
        );
        const info = await (await renderer).sendMail(toNodemailer(message));
        // Private like the database beside it: emails carry pay links and clients' details.
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
        fs.writeFileSync(path.join(folder, `${outboxId}.eml`), info.message as Buffer, { mode: 0o600 });
      }
      return { status: "stored" };
    },
    close() {},
  };
}
