import type { IncomingMessage } from "node:http";
import { Hono, type MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { SECURITY_HEADERS, type HeaderList } from "../response-encoding";

/**
 * Security headers with a strict Content-Security-Policy for the web app: scripts only from our own
 * origin (the built bundle has no inline script), no plugins, no framing, forms post only to us.
 * Stripe.js's origins are added only when Stripe is configured. Styles allow 'unsafe-inline' because
 * Radix sets style attributes and injects <style> tags at run time (docs/decisions/004-csp-and-csrf.md).
 *
 * The set is Hono's secureHeaders with these options, computed once. Behind the app's own HTTP
 * server (server/response-encoding.ts) the request hands that set to the server, which writes it
 * onto the outgoing headers (overwriting, as secureHeaders does): setting a dozen headers through
 * web Headers on every response cost more than the rest of a small answer. In process (tests, the
 * terminal app) Hono's middleware sets them itself.
 */
export function securityHeaders(options: { stripe: boolean }) {
  const honoSecureHeaders = secureHeadersFor(options);
  let list: HeaderList | null = null;
  void headersSetBy(honoSecureHeaders).then((computed) => (list = computed));
  return createMiddleware((c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage & { [SECURITY_HEADERS]?: HeaderList | null } } | undefined)
      ?.incoming;
    if (list && incoming && SECURITY_HEADERS in incoming) {
      incoming[SECURITY_HEADERS] = list;
      return next();
    }
    return honoSecureHeaders(c, next);
  });
}

/** The same headers as a list, for the server's kept-answer lane, which answers before the app. */
export const securityHeaderList = (options: { stripe: boolean }) => headersSetBy(secureHeadersFor(options));

/** Hono's secureHeaders with our policy. */
function secureHeadersFor(options: { stripe: boolean }) {
  const stripeScripts = options.stripe ? ["https://js.stripe.com"] : [];
  const stripeFrames = options.stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : [];
  const stripeApi = options.stripe ? ["https://api.stripe.com"] : [];
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripeScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: for previews of a file being uploaded and the built-in editor's images; media for a
      // voice note played back before it is sent.
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      // blob: for a chosen file's preview, which the browser reads back as a fetch.
      connectSrc: ["'self'", "blob:", ...stripeApi],
      frameSrc: stripeFrames.length ? stripeFrames : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });
}

/** The headers a middleware puts on an empty answer, lower-case, as [name, value] pairs. */
export async function headersSetBy(middleware: MiddlewareHandler): Promise<HeaderList> {
  const probe = new Hono().use(middleware).get("/", (c) => c.body(null, 204));
  const res = await probe.request("/");
  return [...res.headers].filter(([name]) => name !== "content-type");
}
