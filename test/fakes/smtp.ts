import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header, as the sender set it. */
  messageId: string | null;
}

export interface SmtpBehaviour {
  /**
   * Wait this long after the whole message arrived before answering 250 (a slow mail server). Longer
   * than the sender's socket timeout, the sender gives up while the message is already here.
   */
  delayMs?: number;
  /** Only the first this many messages are answered late (`delayMs`); the rest at once. */
  slowFirst?: number;
  /** Wait this long before the greeting (a server slow to accept, timed out before any data). */
  greetAfterMs?: number;
  /** Answer with this SMTP error for a recipient instead of accepting (e.g. 550 mailbox unavailable). */
  refuse?: (to: string) => { code: number; message: string } | null;
  /** Never answer after DATA (a hung server). */
  hang?: boolean;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, "mi").exec(raw.split(/\r?\n\r?\n/)[0])?.[1]?.trim() ?? null;

/**
 * A real SMTP server on loopback that keeps what it receives. A message counts as received as soon as
 * its data has arrived, before the server answers: like a real server that stored it and then lost the
 * connection, so a sender killed while waiting for the answer has nonetheless delivered.
 */
export async function startSmtpServer(behaviour: SmtpBehaviour = {}, port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS per connection: this machine has no resolver to ask.
    disableReverseLookup: true,
    size: 25 * 1024 * 1024,
    onConnect(_session, callback) {
      if (behaviour.greetAfterMs) setTimeout(() => callback(), behaviour.greetAfterMs);
      else callback();
    },
    onRcptTo(address, _session, callback) {
      const refusal = behaviour.refuse?.(address.address);
      if (refusal) {
        const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header(raw, "Message-ID"),
        });
        if (behaviour.hang) return;
        const slow = behaviour.slowFirst === undefined || received.length <= behaviour.slowFirst;
        if (behaviour.delayMs && slow) setTimeout(() => callback(), behaviour.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        // A hung connection would keep close() waiting for ever.
        for (const c of (server as unknown as { connections?: Set<{ close(): void }> }).connections ?? []) c.close();
        server.close(() => resolve());
      }),
  };
}

/** Parses one received message into its headers and its text and HTML parts (quoted-printable decoded). */
export async function parseMail(raw: string) {
  const { simpleParser } = await import("mailparser");
  return simpleParser(raw);
}
