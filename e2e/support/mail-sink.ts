// The browser tests' mail server: a real SMTP server (smtp-server) that the app delivers to
// (SMTP_URL), with an HTTP side the tests read what arrived from. Started by playwright.config.ts.
// Usage: tsx e2e/support/mail-sink.ts SMTP_PORT HTTP_PORT
import http from "node:http";
import { parseMail, startSmtpServer } from "../../test/fakes/smtp";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const smtp = await startSmtpServer({}, smtpPort);

http
  .createServer(async (req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/health") return res.end("{}");
    if (req.url === "/messages") {
      const messages = await Promise.all(
        smtp.received.map(async (m) => {
          const mail = await parseMail(m.raw);
          return {
            to: m.to,
            messageId: m.messageId,
            from: mail.from?.value[0] ?? null,
            replyTo: mail.replyTo?.value[0]?.address ?? null,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          };
        }),
      );
      return res.end(JSON.stringify(messages));
    }
    res.statusCode = 404;
    res.end("{}");
  })
  .listen(httpPort, "127.0.0.1");
