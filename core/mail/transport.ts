import fs from "node:fs";
import path from "node:path";

// nodemailer is loaded on first use: the terminal app starts without it.
const loadNodemailer = () => import("nodemailer").then((m) => m.default);

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
}

export interface Delivery {
  /** 'sent' went out over SMTP; 'stored' was kept in the offline outbox. */
  status: "sent" | "stored";
  messageId?: string;
}

/** The email adapter (DESIGN.md): SMTP when SMTP_URL is set, else the offline outbox. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /**
   * Delivering the same outbox row twice has no further effect (the offline outbox rewrites the same
   * file). Such deliveries may be recorded in one batch; SMTP deliveries are recorded one by one.
   */
  readonly idempotent: boolean;
  deliver(message: MailMessage, outboxId: string): Promise<Delivery>;
}

const toNodemailer = (m: MailMessage) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo ?? undefined,
  subject: m.subject,
  text: m.text,
});

export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<import("nodemailer").Transporter> | undefined;
  return {
    kind: "smtp",
    idempotent: false,
    async deliver(message) {
      transporter ??= loadNodemailer().then((n) => n.createTransport(smtpUrl));
      const info = await (await transporter).sendMail(toNodemailer(message));
      return { status: "sent", messageId: info.messageId };
    },
  };
}

/**
 * Offline default: the message stays in the outbox table (listed in the app) and is also written as
 * an .eml file under the data folder, so it can be opened in any mail client.
 */
export function outboxTransport(folder: string | null): MailTransport {
  let renderer: Promise<import("nodemailer").Transporter> | undefined;
  return {
    kind: "outbox",
    idempotent: true,
    async deliver(message, outboxId) {
      const messageId = `<${outboxId}@outbox.microteam>`;
      if (folder) {
        renderer ??= loadNodemailer().then((n) =>
          n.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
        );
        const info = await (await renderer).sendMail({ ...toNodemailer(message), messageId });
        fs.mkdirSync(folder, { recursive: true });
        fs.writeFileSync(path.join(folder, `${outboxId}.eml`), info.message as Buffer);
      }
      return { status: "stored", messageId };
    },
  };
}
