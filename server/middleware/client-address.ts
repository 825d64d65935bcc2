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
  const addressOf = clientAddressOf(trustProxy);
  return createMiddleware<AppEnv>((c, next) => {
    const { ip, viaTrustedProxy } = addressOf(
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress,
      () => requestHeader(c, "x-forwarded-for"),
    );
    c.set("clientIp", ip);
    c.set("viaTrustedProxy", viaTrustedProxy);
    return next();
  });
}

/**
 * The rule above as a function of the socket's address and the X-Forwarded-For header (read only
 * behind a trusted proxy): for the middleware and for the server's kept-answer lane.
 */
export function clientAddressOf(trustProxy: string[]) {
  // Compiling checks the list: a typo in TRUST_PROXY stops the server at start-up instead of trusting nothing.
  const trust = proxyAddr.compile(trustProxy);
  return (socketAddress: string | undefined, forwardedFor: () => string | undefined) => {
    // In-process (the terminal app's local mode): no network peer at all.
    if (!socketAddress) return { ip: "local", viaTrustedProxy: false };
    if (!(trustProxy.length > 0 && trust(socketAddress, 0))) return { ip: socketAddress, viaTrustedProxy: false };
    const header = forwardedFor();
    const req = {
      socket: { remoteAddress: socketAddress },
      connection: { remoteAddress: socketAddress },
      headers: header ? { "x-forwarded-for": header } : {},
    } as unknown as IncomingMessage;
    return { ip: proxyAddr(req, trust), viaTrustedProxy: true };
  };
}

/** A forwarded header (x-forwarded-proto, x-forwarded-host), only when a trusted proxy set it. */
export function forwardedHeader(c: import("hono").Context<AppEnv>, name: "x-forwarded-proto" | "x-forwarded-host") {
  if (!c.get("viaTrustedProxy")) return undefined;
  // The proxy nearest to us appends last; its value is the one it vouches for.
  return requestHeader(c, name)?.split(",").pop()?.trim() || undefined;
}
