import { Hono, type Context } from "hono";
import { setCookie } from "hono/cookie";
import { CONNECT_OUTCOME_COOKIE } from "@core/creator";
import {
  disconnectSocial,
  facebookPages,
  finishSocialConnection,
  pickFacebookPage,
  PickFacebookPageInput,
  SocialPlatformParam,
  startSocialConnection,
} from "@core/creator";
import { AppError } from "@core/errors";
import { parseInput } from "@core/validation";
import type { AppEnv } from "../../env";
import { readJson } from "../../http";
import { ownerContext, requireUser } from "../../middleware/auth";
import { isHttps } from "../auth";
import { socialConnectDocs } from "./social-connect.docs";

/**
 * Back to Settings → Social Media. The outcome (and its words) rides in a cookie the page reads once
 * (web/src/components/social-connect.tsx), not in the address: a link anyone can craft must not make
 * the product say "your account was suspended, call this number".
 */
function backToSettings(
  c: Context<AppEnv>,
  platform: string,
  outcome: { result: "connected" | "pick" | "error"; message?: string; account?: string },
) {
  // Hono URI-encodes the value; the page decodes it.
  setCookie(c, CONNECT_OUTCOME_COOKIE, JSON.stringify({ platform, ...outcome }), {
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    maxAge: 300,
  });
  return c.redirect(`/profile?${new URLSearchParams({ tab: "social", connect: platform }).toString()}`, 302);
}

const platformOf = (value: string) => parseInput(SocialPlatformParam, { platform: value }).platform;

export const socialConnectRoutes = new Hono<AppEnv>()
  // The platform sends the owner's browser here; a signed-out browser is sent to Settings with the reason.
  .get("/:platform/callback", socialConnectDocs.getCallback, async (c) => {
    const name = c.req.param("platform");
    if (!c.get("user")) return backToSettings(c, name, { result: "error", message: "Sign in, then connect again" });
    try {
      const done = await finishSocialConnection({
        ctx: ownerContext(c),
        platform: platformOf(name),
        query: c.req.query(),
      });
      return backToSettings(c, done.platform, {
        result: done.pick ? "pick" : "connected",
        ...(done.account ? { account: done.account } : {}),
      });
    } catch (error) {
      const message = error instanceof AppError ? error.message : "The connection failed. Please try again.";
      return backToSettings(c, name, { result: "error", message });
    }
  })
  .use(requireUser)
  .get("/facebook/pages", socialConnectDocs.getFacebookPages, (c) =>
    c.json(facebookPages({ ctx: ownerContext(c) }), 200),
  )
  .post("/facebook/pages", socialConnectDocs.postFacebookPage, async (c) =>
    c.json(
      pickFacebookPage({ ctx: ownerContext(c), input: parseInput(PickFacebookPageInput, await readJson(c)) }),
      200,
    ),
  )
  .post("/:platform/connect", socialConnectDocs.postConnect, (c) =>
    c.json(startSocialConnection({ ctx: ownerContext(c), platform: platformOf(c.req.param("platform")) }), 200),
  )
  .delete("/:platform/connection", socialConnectDocs.deleteConnection, async (c) =>
    c.json(await disconnectSocial({ ctx: ownerContext(c), platform: platformOf(c.req.param("platform")) }), 200),
  );
