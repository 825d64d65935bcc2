import { createMiddleware } from "hono/factory";
import { findSession, findToken } from "@core/auth";
import { asOwner, type OwnerContext } from "@core/context";
import { AppError, unauthorized } from "@core/errors";
import { audit } from "@core/log";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { requestHeader } from "../request-header";

export const SESSION_COOKIE = "mt_session";

/**
 * Resolves the owner from `Authorization: Bearer <api token>` or the session cookie. A request that
 * carries an Authorization header is judged by that header alone: a wrong or foreign scheme is signed
 * out, never silently signed in by the browser's cookie (the origin check trusts only real tokens).
 */
export const resolveUser = createMiddleware<AppEnv>((c, next) => {
  const services = c.get("services");
  const header = requestHeader(c, "authorization");
  c.set("apiToken", null);
  c.set("tokenScope", null);
  c.set("tokenExpired", false);
  if (header !== undefined) {
    const bearer = header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    const found = bearer ? findToken(services, bearer) : null;
    const user = found && "user" in found ? found.user : null;
    c.set("tokenScope", found && "user" in found ? found.scope : null);
    c.set("tokenExpired", !!found && "expired" in found);
    c.set("ownerRevision", found && "user" in found ? found.revision : null);
    c.set("user", user);
    c.set("authKind", user ? "token" : null);
    c.set("apiToken", user ? bearer! : null);
    c.set("sessionToken", null);
    // Only the token's last characters (its hint, as Settings shows it) are logged, never the token.
    if (user) audit(services, "token.used", { userId: user.id, tokenHint: bearer!.slice(-4), path: c.req.path });
  } else {
    const cookies = requestHeader(c, "cookie");
    const token = (cookies && sessionCookie(cookies)) || null;
    const session = token ? findSession(services, token) : null;
    const user = session?.user ?? null;
    c.set("user", user);
    c.set("ownerRevision", session?.revision ?? null);
    c.set("sessionToken", user ? token : null);
    c.set("authKind", user ? "session" : null);
  }
  return next();
});

const SESSION_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=\\s*([^;]*)`);

/**
 * The session cookie's value from a Cookie header: one pattern instead of parsing every cookie the
 * browser sends (other sites' analytics cookies on the same host can be many). Quotes around the
 * value are dropped and escapes decoded, as cookie parsers do; our tokens use neither.
 */
export function sessionCookie(header: string): string | null {
  const raw = SESSION_VALUE.exec(header)?.[1]?.trim();
  if (!raw) return null;
  const value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Refuses the request with 401 unless an owner is signed in. */
export const requireUser = createMiddleware<AppEnv>((c, next) => {
  if (!c.get("user")) {
    throw c.get("tokenExpired")
      ? unauthorized(
          "This API token has expired. Create a new one in Settings → Security, or run `microteam login` again.",
        )
      : unauthorized();
  }
  return next();
});

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A read-only API token reads and never changes (docs/decisions/161-scoped-tokens.md): any other
 * method is a 403 saying so, before a route runs. Revoking itself (`microteam logout`) is allowed.
 */
export const enforceTokenScope = createMiddleware<AppEnv>((c, next) => {
  if (c.get("tokenScope") === "read" && !READS.has(c.req.method)) {
    const selfRevoke = c.req.method === "DELETE" && /^\/api\/auth\/tokens\/[^/]+$/.test(c.req.path);
    if (!selfRevoke) {
      throw new AppError(
        "FORBIDDEN",
        "This API token is read-only: it can read your data but not change it. Use a read-write token (Settings → Security, or `microteam login`).",
      );
    }
  }
  return next();
});

/** The signed-in owner's context for core verbs. */
export function ownerContext(c: Context<AppEnv>): OwnerContext {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return asOwner(c.get("services"), user.id);
}
