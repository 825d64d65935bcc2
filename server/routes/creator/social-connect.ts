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
import { publicAddress } from "@core/instance";
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
  outcome: { result: "connected" | "pick" | "error"; message?: string; account?: string; missing?: string },
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

/**
 * The callback reached by a browser with no session here: signed out, or signed in at another host name
 * than the public address the platform sends it back to (the cookie belongs to that other name). The
 * state is left unspent (it ends in ten minutes); the browser goes to the sign-in page at the public
 * address, which says to sign in there and press Connect again. Only the platform's name travels, as a
 * word the page checks against its list: the sentence is the page's own.
 */
function toSignIn(c: Context<AppEnv>, platform: string) {
  const at = publicAddress(c.get("services")).url;
  const query = new URLSearchParams({ connect: platform });
  return c.redirect(`${at}/api/login?${query.toString()}`, 302);
}

const platformOf = (value: string) => parseInput(SocialPlatformParam, { platform: value }).platform;

export const socialConnectRoutes = new Hono<AppEnv>()
  // The platform sends the owner's browser here; a browser without a session goes to the sign-in page.
  .get("/:platform/callback", socialConnectDocs.getCallback, async (c) => {
    const name = c.req.param("platform");
    if (!c.get("user")) return toSignIn(c, platformOf(name));
    try {
      const done = await finishSocialConnection({
        ctx: ownerContext(c),
        platform: platformOf(name),
        query: c.req.query(),
      });
      return backToSettings(c, done.platform, {
        result: done.pick ? "pick" : "connected",
        ...(done.account ? { account: done.account } : {}),
        ...(done.missing?.length ? { missing: done.missing.join(", ") } : {}),
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
