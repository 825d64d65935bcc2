import { rateLimiter } from "hono-rate-limiter";
import type { Context } from "hono";
import type { AppEnv } from "../env";

/** The caller's address: the first X-Forwarded-For hop behind a proxy, else the socket's address. */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/** Limits attempts per address and per email, answering 429 in the API's error envelope. */
export function limitByAddressAndEmail(options: { limit: number; windowMs: number; message: string }) {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-6",
    keyGenerator: async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { email?: unknown };
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      return `${clientAddress(c)}|${email}`;
    },
    handler: (c) => c.json({ code: "RATE_LIMITED", message: options.message }, 429),
  });
}
