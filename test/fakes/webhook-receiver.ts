import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  /** The body as JSON, once its signature verified with the endpoint's secret; null if it did not. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  verifyError: string | null;
}

/**
 * A webhook receiver on loopback, as an owner's own tool would run one: it verifies every message's
 * Standard Webhooks signature with the same library, and answers what the test asks (200 by default;
 * a function can fail, redirect or ask to wait).
 */
export async function startWebhookReceiver(
  options: {
    answer?: (n: number) => { status: number; headers?: Record<string, string>; body?: string };
    delayMs?: number;
  } = {},
) {
  const received: ReceivedWebhook[] = [];
  let secret: string | null = null;
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : (v ?? "")]),
      );
      let payload: ReceivedWebhook["payload"] = null;
      let verifyError: string | null = null;
      try {
        if (!secret) throw new Error("the test gave the receiver no secret");
        payload = new Webhook(secret).verify(body, headers) as ReceivedWebhook["payload"];
      } catch (error) {
        verifyError = (error as Error).message;
      }
      received.push({ headers, body, payload, verifyError });
      const answer = options.answer?.(received.length) ?? { status: 200 };
      setTimeout(() => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? "");
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The endpoint's secret, as the owner copies it into their tool. */
    useSecret(value: string) {
      secret = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
