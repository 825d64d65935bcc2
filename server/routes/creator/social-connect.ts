import { Hono } from "hono";
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
import { socialConnectDocs } from "./social-connect.docs";

/** Back to Settings → Social Media with the outcome, for the page to tell the owner. */
const backToSettings = (platform: string, outcome: Record<string, string>) =>
  `/profile?${new URLSearchParams({ tab: "social", connect: platform, ...outcome }).toString()}`;

const platformOf = (value: string) => parseInput(SocialPlatformParam, { platform: value }).platform;

export const socialConnectRoutes = new Hono<AppEnv>()
  // The platform sends the owner's browser here; a signed-out browser is sent to Settings with the reason.
  .get("/:platform/callback", socialConnectDocs.getCallback, async (c) => {
    const name = c.req.param("platform");
    if (!c.get("user"))
      return c.redirect(backToSettings(name, { result: "error", message: "Sign in, then connect again" }), 302);
    try {
      const done = await finishSocialConnection({
        ctx: ownerContext(c),
        platform: platformOf(name),
        query: c.req.query(),
      });
      return c.redirect(
        backToSettings(done.platform, {
          result: done.pick ? "pick" : "connected",
          ...(done.account ? { account: done.account } : {}),
        }),
        302,
      );
    } catch (error) {
      const message = error instanceof AppError ? error.message : "The connection failed. Please try again.";
      return c.redirect(backToSettings(name, { result: "error", message }), 302);
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
