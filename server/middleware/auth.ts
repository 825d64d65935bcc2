import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { findSessionUser } from "@core/auth/sessions";
import { findTokenUser } from "@core/auth/tokens";
import { asOwner, type OwnerContext } from "@core/context";
import { unauthorized } from "@core/errors";
import type { Context } from "hono";
import type { AppEnv } from "../env";

export const SESSION_COOKIE = "mt_session";

/** Resolves the owner from `Authorization: Bearer <api token>` or the session cookie. */
export const resolveUser = createMiddleware<AppEnv>(async (c, next) => {
  const services = c.get("services");
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) {
    c.set("user", findTokenUser(services, bearer));
    c.set("authKind", c.get("user") ? "token" : null);
    c.set("sessionToken", null);
  } else {
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    const user = token ? findSessionUser(services, token) : null;
    c.set("user", user);
    c.set("sessionToken", user ? token : null);
    c.set("authKind", user ? "session" : null);
  }
  await next();
});

/** Refuses the request with 401 unless an owner is signed in. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
});

/** The signed-in owner's context for core verbs. */
export function ownerContext(c: Context<AppEnv>): OwnerContext {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return asOwner(c.get("services"), user.id);
}
