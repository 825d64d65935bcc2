import fs from "node:fs";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
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

/** Whether the message of one sendMail went all the way to the mail server, up to its last line. */
interface Handover {
  done: boolean;
}
/** The key under which sendMail's options carry the Handover to the plugin below. */
const HANDOVER = "microteamHandover";

/**
 * Marks the message handed over once the SMTP connection has read it to the end: it is piped in only
 * after the server's 354 to DATA, and the terminating "." goes out right after. A failure before that
 * cannot have delivered anything; one after it, without an answer from the server, may have.
 */
function trackHandover(mail: { data: object; message: { processFunc(f: (input: Readable) => Readable): void } }) {
  const handover = (mail.data as { [HANDOVER]?: Handover })[HANDOVER];
  if (!handover) return;
  mail.message.processFunc((input) => {
    const output = new PassThrough();
    input.on("error", (error) => output.destroy(error));
    output.once("end", () => (handover.done = true));
    return input.pipe(output);
  });
}

/**
 * SMTP through nodemailer, over a small pool of connections reused from message to message (a mail
 * server's greeting and handshake cost more than a message). Its timeouts are kept well inside the
 * delivery lease, so a hung server fails the attempt before another worker may take the row over.
 *
 * A message is sent at most once per delivery (docs/decisions/318): a failure before the message was
 * handed over (refused connection, greeting or command timeout, a refused sender or recipient) throws
 * a DeliveryError and the worker may try again; a timeout or a dropped connection after it, with no
 * answer from the server, is 'possibly_sent', never retried. The pool does not requeue a message on a
 * closed connection either (maxRequeues: 0): the worker's retry is the only one.
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
        n
          .createTransport(
            // maxRequeues is the pool's (nodemailer/lib/smtp-pool), missing from its types.
            Object.assign(
              {
                ...shared.parseConnectionUrl(smtpUrl),
                pool: true as const,
                maxConnections: options.connections ?? 2,
                maxMessages: 100,
                connectionTimeout: Math.min(timeout, 30_000),
                greetingTimeout: Math.min(timeout, 30_000),
                socketTimeout: timeout,
              },
              { maxRequeues: 0 },
            ),
          )
          .use("stream", (mail, done) => {
            trackHandover(mail);
            done();
          }),
      );
      const handover: Handover = { done: false };
      try {
        await (
          await transporter
        ).sendMail({ ...toNodemailer(message), [HANDOVER]: handover } as ReturnType<typeof toNodemailer>);
      } catch (error) {
        // The server answered (4xx, 5xx): it did not take the message, its answer decides.
        const answered = typeof (error as { responseCode?: unknown }).responseCode === "number";
        if (handover.done && !answered) return { status: "possibly_sent", detail: smtpRefusal(error).message };
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
