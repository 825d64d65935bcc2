import http from "node:http";
import { DeliveryError } from "../errors";
import https from "node:https";
import net from "node:net";
import { guardedLookup, isPublicAddress } from "./address-guard";

export interface WebhookAnswer {
  status: number;
  ms: number;
  /** The start of the answer's body, for the delivery log. */
  body: string;
  /** Retry-After, when the receiver asked to wait. */
  retryAfterMs?: number;
}

const BODY_KEPT = 500;

/**
 * POSTs one webhook with node's own HTTP client, so the address guard runs at connection time.
 * Redirects are never followed (a 3xx is an answer like any other). A network failure throws a
 * DeliveryError; a refused private address is permanent.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivateNetworks: boolean },
): Promise<WebhookAnswer> {
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.allowPrivateNetworks && net.isIP(host) && !isPublicAddress(host)) {
    return Promise.reject(new DeliveryError(`${host} is a private or local address; refused`, true));
  }
  const started = performance.now();
  const client = url.protocol === "https:" ? https : http;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: guardedLookup(options) as never,
        timeout: options.timeoutMs,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < BODY_KEPT) text += chunk;
        });
        response.on("end", () => {
          const retryAfter = Number(response.headers["retry-after"]);
          resolve({
            status: response.statusCode ?? 0,
            ms: Math.round(performance.now() - started),
            body: text.slice(0, BODY_KEPT),
            retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
          });
        });
        response.on("error", (error) => reject(new DeliveryError(`the answer broke off: ${error.message}`, false)));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    request.on("error", (error: NodeJS.ErrnoException) =>
      reject(new DeliveryError(error.message || String(error.code), error.code === "EPRIVATEADDRESS")),
    );
    request.end(body);
  });
}
