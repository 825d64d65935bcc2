import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createSession, endSession, signIn, signUp, createApiToken, deleteApiToken, listApiTokens } from "@core/auth";
import { toPublicUser } from "@core/users";
import { cachedRead } from "../cached-read";
import type { ServerConfig } from "../config";
import type { AppEnv } from "../env";
import { authDocs } from "./auth.docs";
import { readJson } from "../http";
import { ownerContext, requireUser, SESSION_COOKIE } from "../middleware/auth";
import { forwardedHeader } from "../middleware/client-address";
import { limitByAddress } from "../middleware/rate-limit";

/** The browser's signed device cookie (core/auth/device.ts): lets its owner in while the account is locked. */
export const DEVICE_COOKIE = "mt_device";
const DEVICE_COOKIE_DAYS = 365;

export function isHttps(c: Context<AppEnv>): boolean {
  return forwardedHeader(c, "x-forwarded-proto") === "https" || new URL(c.req.url).protocol === "https:";
}

export function startSession(c: Context<AppEnv>, userId: string) {
  const { token, expires } = createSession(c.get("services"), userId);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    expires,
  });
}

export function closeSession(c: Context<AppEnv>) {
  const token = c.get("sessionToken");
  if (token) endSession(c.get("services"), token);
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

export function authRoutes(config: Pick<ServerConfig, "rateLimits" | "lockout">) {
  return (
    new Hono<AppEnv>()
      .post(
        "/signup",
        authDocs.postSignup,
        limitByAddress({
          ...config.rateLimits.signUp,
          // A person retrying a weak password is not creating accounts: only 201s and 409s count.
          ignoreValidationErrors: true,
          message: "Too many accounts created from this address. Please try again in an hour.",
        }),
        async (c) => {
          const user = await signUp({ services: c.get("services"), input: await readJson(c) });
          startSession(c, user.id);
          return c.json(toPublicUser(user, c.get("services").clock.now()), 201);
        },
      )
      .post(
        "/signin",
        authDocs.postSignin,
        limitByAddress({
          ...config.rateLimits.signIn,
          failuresOnly: true,
          message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
        }),
        async (c) => {
          const { user, deviceCookie } = await signIn({
            services: c.get("services"),
            input: await readJson(c),
            device: getCookie(c, DEVICE_COOKIE),
            lockout: config.lockout,
            from: c.get("clientIp"),
          });
          startSession(c, user.id);
          setCookie(c, DEVICE_COOKIE, deviceCookie, {
            httpOnly: true,
            sameSite: "Lax",
            secure: isHttps(c),
            path: "/api/auth",
            maxAge: DEVICE_COOKIE_DAYS * 86_400,
          });
          return c.json(toPublicUser(user, c.get("services").clock.now()), 200);
        },
      )
      .post("/signout", authDocs.postSignout, (c) => {
        closeSession(c);
        return c.json({ success: true }, 200);
      })
      // Every page load asks this first: kept until the owner's data revision (their row included) moves.
      .get("/user", authDocs.getUser, requireUser, (c) =>
        cachedRead(c, () => ({ body: toPublicUser(c.get("user")!, c.get("services").clock.now()) })),
      )
      .post("/tokens", authDocs.postTokens, requireUser, async (c) =>
        c.json(createApiToken({ ctx: ownerContext(c), input: await readJson(c), credential: c.get("authKind") }), 201),
      )
      .get("/tokens", authDocs.getTokens, requireUser, (c) => c.json(listApiTokens({ ctx: ownerContext(c) }), 200))
      .delete("/tokens/:id", authDocs.deleteTokensById, requireUser, (c) =>
        c.json(deleteApiToken({ ctx: ownerContext(c), id: c.req.param("id"), actingToken: c.get("apiToken") }), 200),
      )
  );
}
