// Facebook Login for Pages and Instagram: the code gives a short-lived user token, exchanged for a
// long-lived one (60 days); the Pages it manages come from /me/accounts with each Page's token (long
// lived when read with a long-lived user token: it does not expire) and its Instagram business
// account. The owner picks the Page; the list waits here, sealed, for 10 minutes.
import crypto from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { OwnerContext } from "../../../context";
import { socialOauthStates } from "../../../db";
import { AppError } from "../../../errors";
import { audit } from "../../../log";
import type { OAuthApp } from "../../../social";
import { hashState } from "./hash";
import { oauthCall, tokenRequest, type TokenAnswer } from "./oauth";
import { storeConnection } from "./store";

const PICK = "facebook-pick";
const FIELD = "facebookPagesPending";

interface Pending {
  userToken: string;
  scope: string | null;
  pages: { id: string; name: string; token: string; instagram: { id: string; username: string | null } | null }[];
}

export interface FacebookPage {
  id: string;
  name: string;
  instagram: { id: string; username: string | null } | null;
}

export async function keepPages(ctx: OwnerContext, app: OAuthApp, short: TokenAnswer) {
  const social = ctx.settings.social;
  const graph = `${social.facebookGraphBase}/${social.graphVersion}`;
  let userToken = short.access_token;
  try {
    const long = await tokenRequest(ctx, "facebook", app, {
      grant_type: "fb_exchange_token",
      fb_exchange_token: short.access_token,
    });
    userToken = long.access_token;
  } catch (error) {
    throw new AppError("VALIDATION", `Facebook was not connected: ${(error as Error).message}`, { code: "Refused" });
  }
  const accounts = await oauthCall<{
    data?: {
      id: string;
      name: string;
      access_token?: string;
      instagram_business_account?: { id: string; username?: string };
    }[];
  }>(ctx, {
    method: "GET",
    url: `${graph}/me/accounts?fields=${encodeURIComponent("id,name,access_token,instagram_business_account{id,username}")}`,
    bearer: userToken,
  }).catch((error: Error) => {
    throw new AppError("VALIDATION", `Facebook did not list your Pages: ${error.message}`, { code: "Refused" });
  });
  const pages = (accounts.data ?? [])
    .filter((p) => p.access_token)
    .map((p) => ({
      id: p.id,
      name: p.name,
      token: p.access_token!,
      instagram: p.instagram_business_account
        ? { id: p.instagram_business_account.id, username: p.instagram_business_account.username ?? null }
        : null,
    }));
  if (!pages.length)
    throw new AppError(
      "VALIDATION",
      "Facebook was connected but lists no Page you manage: allow at least one Page when Facebook asks",
      { code: "NoPages" },
    );
  let scope: string | null = null;
  try {
    const granted = await oauthCall<{ data?: { permission: string; status: string }[] }>(ctx, {
      method: "GET",
      url: `${graph}/me/permissions`,
      bearer: userToken,
    });
    scope = (granted.data ?? [])
      .filter((p) => p.status === "granted")
      .map((p) => p.permission)
      .join(" ");
  } catch {
    scope = null;
  }
  const now = ctx.clock.now();
  const pending: Pending = { userToken, scope, pages };
  ctx.db.transaction((tx) => {
    tx.delete(socialOauthStates)
      .where(and(eq(socialOauthStates.userId, ctx.userId), eq(socialOauthStates.platform, PICK)))
      .run();
    tx.insert(socialOauthStates)
      .values({
        stateHash: hashState(crypto.randomBytes(32).toString("base64url")),
        userId: ctx.userId,
        platform: PICK,
        codeVerifier: "",
        pending: ctx.secrets.seal(JSON.stringify(pending), { userId: ctx.userId, field: FIELD }),
        expiresAt: new Date(now.getTime() + 10 * 60_000),
        createdAt: now,
      })
      .run();
  });
}

function pendingPages(ctx: OwnerContext): Pending | null {
  const row = ctx.db
    .select()
    .from(socialOauthStates)
    .where(
      and(
        eq(socialOauthStates.userId, ctx.userId),
        eq(socialOauthStates.platform, PICK),
        gt(socialOauthStates.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(desc(socialOauthStates.createdAt))
    .get();
  if (!row?.pending) return null;
  return JSON.parse(ctx.secrets.open(row.pending, { userId: ctx.userId, field: FIELD })) as Pending;
}

/** GET /api/social/facebook/pages: the Pages the owner may pick from (never their tokens). */
export function facebookPages({ ctx }: { ctx: OwnerContext }): FacebookPage[] {
  return (pendingPages(ctx)?.pages ?? []).map(({ id, name, instagram }) => ({ id, name, instagram }));
}

/** POST /api/social/facebook/pages: connects the Page (and its Instagram account when asked). */
export function pickFacebookPage({
  ctx,
  input,
}: {
  ctx: OwnerContext;
  input: { pageId: string; instagram?: boolean };
}): { facebook: string; instagram: string | null; instagramMissing: string | null } {
  const pending = pendingPages(ctx);
  if (!pending)
    throw new AppError("VALIDATION", "This Facebook sign-in has expired: connect again", { pageId: "Expired" });
  const page = pending.pages.find((p) => p.id === input.pageId);
  if (!page) throw new AppError("VALIDATION", "Pick one of the Pages Facebook listed", { pageId: "Unknown" });
  const common = {
    accessToken: page.token,
    refreshToken: pending.userToken,
    expiresInSeconds: null,
    refreshExpiresInSeconds: null,
    scope: pending.scope,
  };
  storeConnection(ctx, "facebook", { ...common, accountName: page.name, accountId: page.id }, true);
  let instagram: string | null = null;
  const instagramMissing =
    input.instagram && !page.instagram
      ? `Instagram was not connected: ${page.name} has no Instagram business account. Make your Instagram account professional (in Instagram: Settings → Account type and tools), link it to this Page (on Facebook: the Page's Settings → Linked accounts → Instagram), then press Reconnect on Instagram`
      : null;
  if (input.instagram && page.instagram) {
    instagram = page.instagram.username ? `@${page.instagram.username}` : page.instagram.id;
    storeConnection(ctx, "instagram", { ...common, accountName: instagram, accountId: page.instagram.id }, true);
  }
  ctx.db
    .delete(socialOauthStates)
    .where(and(eq(socialOauthStates.userId, ctx.userId), eq(socialOauthStates.platform, PICK)))
    .run();
  audit(ctx, "social.connected", { userId: ctx.userId, platform: "facebook", instagram: Boolean(instagram) });
  return { facebook: page.name, instagram, instagramMissing };
}
