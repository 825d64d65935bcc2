// Connecting with one click (decision 323), the shape of the Canva connection: POST …/connect gives
// the platform's authorisation address, with a state bound to this owner (sealed PKCE verifier kept
// here for 10 minutes); the platform sends the owner back to …/callback, where the state is spent
// once, by its owner only, and the code is exchanged for tokens.
import crypto from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Platform } from "../../../catalog";
import type { OwnerContext } from "../../../context";
import { socialOauthStates } from "../../../db";
import { AppError } from "../../../errors";
import { audit } from "../../../log";
import { appPlatform, type ConnectPlatform, NEEDED, PLATFORM_NAMES, redirectUri, requireApp, SCOPES } from "./apps";
import { keepPages } from "./facebook";
import { hashState } from "./hash";
import { oauthCall, oauthReason, tokenRequest, type TokenAnswer } from "./oauth";
import { currentConnection, openRefreshToken, storeConnection } from "./store";
import { revokeXTokens } from "./disconnect";
import { credentialsFor } from "../credentials";

const STATE_LIFETIME_MS = 10 * 60_000;

function pkcePair() {
  const verifier = crypto.randomBytes(64).toString("base64url");
  return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
}

const VERIFIER_FIELD = "socialCodeVerifier";
const ASKED_FOR_INSTAGRAM = "instagram";

/** POST /api/social/{platform}/connect: where to send the owner's browser. */
export function startSocialConnection({ ctx, platform }: { ctx: OwnerContext; platform: Platform }): {
  authUrl: string;
} {
  const via = appPlatform(platform);
  const app = requireApp(ctx, via);
  const { verifier, challenge } = pkcePair();
  const state = crypto.randomBytes(32).toString("base64url");
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    tx.delete(socialOauthStates).where(lt(socialOauthStates.expiresAt, now)).run();
    tx.insert(socialOauthStates)
      .values({
        stateHash: hashState(state),
        userId: ctx.userId,
        platform: via,
        codeVerifier: ctx.secrets.seal(verifier, { userId: ctx.userId, field: VERIFIER_FIELD }),
        // Instagram goes through Facebook Login: remembered, so the Page picker knows Instagram was asked for.
        pending: platform === "instagram" ? ASKED_FOR_INSTAGRAM : null,
        expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
        createdAt: now,
      })
      .run();
  });
  const url = new URL(app.authorizeUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", app.clientId);
  url.searchParams.set("redirect_uri", redirectUri(ctx, via));
  // A Facebook Login for Business configuration names its permissions itself (the operator picked the same
  // ones when creating it); otherwise the scopes go by name. Facebook separates them with commas.
  if (app.configId) url.searchParams.set("config_id", app.configId);
  else url.searchParams.set("scope", SCOPES[via].join(via === "facebook" ? "," : " "));
  url.searchParams.set("state", state);
  // X requires PKCE; LinkedIn and Facebook use the client secret at the token endpoint instead.
  if (via === "twitter") {
    url.searchParams.set("code_challenge", challenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  return { authUrl: url.toString() };
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** The state row this owner started, spent now whatever happens next. */
function spendState(ctx: OwnerContext, via: ConnectPlatform, state: string | undefined) {
  const name = PLATFORM_NAMES[via];
  if (!state) throw new AppError("VALIDATION", `The ${name} sign-in came back without its state`, { state: "Missing" });
  const stateHash = hashState(state);
  const mine = and(
    eq(socialOauthStates.stateHash, stateHash),
    eq(socialOauthStates.userId, ctx.userId),
    eq(socialOauthStates.platform, via),
  );
  const pending = ctx.db.select().from(socialOauthStates).where(mine).get();
  // Used once by its owner (another owner's attempt cannot spend it).
  ctx.db.delete(socialOauthStates).where(mine).run();
  if (!pending || pending.expiresAt.getTime() < ctx.clock.now().getTime()) {
    throw new AppError("VALIDATION", `This ${name} sign-in has expired or was not started here: connect again`, {
      state: "Expired",
    });
  }
  return pending;
}

/**
 * GET /api/social/{platform}/callback. X and LinkedIn are connected at once; Facebook leaves the
 * owner's Pages to pick from (`pick: true`).
 */
export async function finishSocialConnection({
  ctx,
  platform,
  query,
}: {
  ctx: OwnerContext;
  platform: Platform;
  query: CallbackQuery;
}): Promise<{ platform: Platform; account: string | null; pick: boolean; missing?: string[] }> {
  const via = appPlatform(platform);
  const app = requireApp(ctx, via);
  const name = PLATFORM_NAMES[via];
  const pending = spendState(ctx, via, query.state);
  if (query.error) {
    const reason =
      query.error === "access_denied" || query.error === "user_cancelled_authorize"
        ? `you declined access in ${name}`
        : query.error_description || query.error;
    throw new AppError("VALIDATION", `${name} was not connected: ${reason}`, { code: reason });
  }
  if (!query.code) throw new AppError("VALIDATION", `${name} did not send an authorisation code`, { code: "Missing" });
  const verifier = ctx.secrets.open(pending.codeVerifier, { userId: ctx.userId, field: VERIFIER_FIELD });
  let tokens: TokenAnswer;
  try {
    tokens = await tokenRequest(ctx, via, app, {
      grant_type: "authorization_code",
      code: query.code,
      redirect_uri: redirectUri(ctx, via),
      ...(via === "twitter" ? { code_verifier: verifier } : {}),
    });
  } catch (error) {
    throw new AppError("VALIDATION", `${name} was not connected: ${oauthReason(error)}`, { code: "Refused" });
  }
  if (via === "facebook") {
    await keepPages(ctx, app, tokens);
    return { platform: pending.pending === ASKED_FOR_INSTAGRAM ? "instagram" : "facebook", account: null, pick: true };
  }
  let who: { name: string | null; id: string | null } = { name: null, id: null };
  try {
    who = await whoConnected(ctx, via, tokens.access_token);
  } catch {
    // The name is only shown; the connection works without it.
  }
  // Connect finished twice (two tabs, or Reconnect over a working connection): the grant replaced here
  // would stay alive at X with no one holding it, so it is revoked once the new one is stored.
  const replaced = via === "twitter" ? replacedGrant(ctx) : null;
  storeConnection(
    ctx,
    via,
    {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresInSeconds: tokens.expires_in ?? null,
      refreshExpiresInSeconds: tokens.refresh_token_expires_in ?? null,
      scope: tokens.scope ?? null,
      accountName: who.name,
      accountId: who.id,
    },
    true,
  );
  audit(ctx, "social.connected", { userId: ctx.userId, platform: via });
  if (replaced && replaced.kept !== (tokens.refresh_token ?? null)) {
    await revokeXTokens(ctx, app, replaced).catch(() => {
      // Best effort: the replaced grant ends at X when its refresh token expires unused.
    });
  }
  // Allowed without what posting needs: connected, but the owner must hear it cannot post yet.
  const granted = tokens.scope?.split(/[\s,]+/).filter(Boolean);
  const missing = granted ? NEEDED[via].filter((p) => p !== "offline.access" && !granted.includes(p)) : [];
  return { platform: via, account: who.name, pick: false, missing };
}

/** The X grant stored now, if one-click: its tokens, to revoke once a new grant replaces it. */
function replacedGrant(ctx: OwnerContext): { access: string | null; kept: string | null } | null {
  const row = currentConnection(ctx, ctx.userId, "twitter");
  if (!row) return null;
  try {
    return {
      access: credentialsFor(ctx, ctx.userId, "twitter")?.accessToken ?? null,
      kept: openRefreshToken(ctx, ctx.userId, row),
    };
  } catch {
    return null;
  }
}

/** X: @username (GET /2/users/me); LinkedIn: the member's name (OpenID userinfo). */
async function whoConnected(ctx: OwnerContext, via: "twitter" | "linkedin", token: string) {
  const social = ctx.settings.social;
  if (via === "twitter") {
    const me = await oauthCall<{ data?: { id?: string; username?: string } }>(ctx, {
      method: "GET",
      url: `${social.xApiBase}/2/users/me`,
      bearer: token,
    });
    return { name: me.data?.username ? `@${me.data.username}` : null, id: me.data?.id ?? null };
  }
  const me = await oauthCall<{ sub?: string; name?: string }>(ctx, {
    method: "GET",
    url: `${social.linkedinApiBase}/v2/userinfo`,
    bearer: token,
  });
  return { name: me.name ?? null, id: me.sub ?? null };
}
