import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A local stand-in for Stripe's REST API: enough of /v1/payment_intents for the real SDK to create
 * and update intents. Tests point the SDK here with STRIPE_API_BASE.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  let counter = 0;
  const intents = new Map<string, Record<string, unknown>>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      calls.push({ method: req.method!, path: req.url!, form, authorization: req.headers.authorization });
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && req.url === "/v1/payment_intents") {
        const id = `pi_fake_${++counter}`;
        const intent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency"),
          client_secret: `${id}_secret_fake`,
          status: "requires_payment_method",
          receipt_email: form.get("receipt_email"),
          metadata: Object.fromEntries(
            [...form].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v]),
          ),
        };
        intents.set(id, intent);
        res.end(JSON.stringify(intent));
        return;
      }
      const update = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? "");
      if (req.method === "POST" && update && intents.has(update[1])) {
        const intent = { ...intents.get(update[1])!, receipt_email: form.get("receipt_email") };
        intents.set(update[1], intent);
        res.end(JSON.stringify(intent));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `No such route ${req.url}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
