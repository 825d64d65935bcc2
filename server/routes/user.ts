import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { deleteAccount, exportAccount } from "@core/account";
import {
  changePassword,
  completeOnboarding,
  getProfile,
  updateBilling,
  updateNotificationSettings,
  updateProfile,
  updateSocialMedia,
} from "@core/users";
import type { AppEnv } from "../env";
import { userDocs, onboardingDocs } from "./user.docs";
import { readJson } from "../http";
import { ownerContext, requireUser, SESSION_COOKIE } from "../middleware/auth";

export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/export", userDocs.getExport, (c) => {
    const { fileName, zip } = exportAccount({ ctx: ownerContext(c) });
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    c.header("Cache-Control", "no-store");
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/zip" });
  })
  .delete("/", userDocs.delete, async (c) => {
    const result = await deleteAccount({
      ctx: ownerContext(c),
      input: await readJson(c),
      credential: c.get("authKind"),
    });
    // The sessions went with the account (cascade); the browser forgets its cookie too.
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json(result, 200);
  })
  .get("/profile", userDocs.getProfile, (c) => c.json(getProfile({ ctx: ownerContext(c) }), 200))
  .put("/profile", userDocs.putProfile, async (c) =>
    c.json(await updateProfile({ ctx: ownerContext(c), input: await readJson(c), credential: c.get("authKind") }), 200),
  )
  .put("/social-media", userDocs.putSocialMedia, async (c) =>
    c.json(updateSocialMedia({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .put("/billing", userDocs.putBilling, async (c) =>
    c.json(updateBilling({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .put("/notifications", userDocs.putNotifications, async (c) =>
    c.json(updateNotificationSettings({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .put("/password", userDocs.putPassword, async (c) =>
    c.json(
      await changePassword({
        ctx: ownerContext(c),
        input: await readJson(c),
        currentSessionToken: c.get("sessionToken"),
        credential: c.get("authKind"),
      }),
      200,
    ),
  );

export const onboardingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/complete", onboardingDocs.postComplete, async (c) =>
    c.json(completeOnboarding({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  );
