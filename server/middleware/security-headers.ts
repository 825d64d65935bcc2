import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers with a strict Content-Security-Policy for the web app: scripts only from our own
 * origin (the built bundle has no inline script), no plugins, no framing, forms post only to us.
 * Stripe.js's origins are added only when Stripe is configured. Styles allow 'unsafe-inline' because
 * Radix sets style attributes and injects <style> tags at run time (docs/decisions/003-csp.md).
 */
export function securityHeaders(options: { stripe: boolean }) {
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
