import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { requestHeader } from "../request-header";

/**
 * Who is calling. The address is the socket's, unless the socket is one of the proxies named in
 * TRUST_PROXY (addresses, CIDRs, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`): then
 * X-Forwarded-For is walked from the right past trusted hops, as Express does. Only behind a trusted
 * proxy are X-Forwarded-Proto and X-Forwarded-Host believed (HTTPS cookies, the origin check).
 */
export function clientAddress(trustProxy: string[]) {
  // Compiling checks the list: a typo in TRUST_PROXY stops the server at start-up instead of trusting nothing.
  const trust = proxyAddr.compile(trustProxy);
  return createMiddleware<AppEnv>((c, next) => {
    const socketAddress = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
    if (!socketAddress) {
      // In-process (the terminal app's local mode): no network peer at all.
      c.set("clientIp", "local");
      c.set("viaTrustedProxy", false);
      return next();
    }
    const viaProxy = trustProxy.length > 0 && trust(socketAddress, 0);
    c.set("viaTrustedProxy", viaProxy);
    if (!viaProxy) {
      c.set("clientIp", socketAddress);
      return next();
    }
    const forwardedFor = requestHeader(c, "x-forwarded-for");
    const req = {
      socket: { remoteAddress: socketAddress },
      connection: { remoteAddress: socketAddress },
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    } as unknown as IncomingMessage;
    c.set("clientIp", proxyAddr(req, trust));
    return next();
  });
}

/** A forwarded header (x-forwarded-proto, x-forwarded-host), only when a trusted proxy set it. */
export function forwardedHeader(c: import("hono").Context<AppEnv>, name: "x-forwarded-proto" | "x-forwarded-host") {
  if (!c.get("viaTrustedProxy")) return undefined;
  // The proxy nearest to us appends last; its value is the one it vouches for.
  return requestHeader(c, name)?.split(",").pop()?.trim() || undefined;
}
