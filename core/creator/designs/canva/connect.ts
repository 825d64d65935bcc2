import { and, eq, lt } from "drizzle-orm";
import type { CanvaCallbackQuery } from "./schemas";
import type { OwnerContext } from "../../../context";
import { canvaOauthStates } from "../../../db";
import { AppError } from "../../../errors";
import { audit } from "../../../log";
import { exchangeToken, requireCanva, storeTokens } from "./connection";
import { toAppError } from "./errors";
import { hashState, newState, pkcePair } from "./pkce";
import { CANVA_SCOPES, canvaRedirectUri } from "./settings";

const STATE_LIFETIME_MS = 10 * 60_000;

/**
 * POST /api/canva/connect: the address where the owner authorises the product in Canva (OAuth 2
 * with PKCE, S256). The verifier waits here, sealed, for the callback; the state binds it to this owner.
 */
export function startCanvaConnection({ ctx }: { ctx: OwnerContext }): { authUrl: string } {
  const settings = requireCanva(ctx);
  const { verifier, challenge } = pkcePair();
  const state = newState();
  const now = ctx.clock.now();
  ctx.db.transaction((tx) => {
    tx.delete(canvaOauthStates).where(lt(canvaOauthStates.expiresAt, now)).run();
    tx.insert(canvaOauthStates)
      .values({
        stateHash: hashState(state),
        userId: ctx.userId,
        codeVerifier: ctx.secrets.seal(verifier, { userId: ctx.userId, field: "canvaCodeVerifier" }),
        expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
        createdAt: now,
      })
      .run();
  });
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set("code_challenge", challenge);
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("scope", CANVA_SCOPES.join(" "));
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("redirect_uri", canvaRedirectUri(ctx, settings));
  url.searchParams.set("state", state);
  return { authUrl: url.toString() };
}

/**
 * GET /api/canva/callback: Canva sends the owner back with a code (or an error). The state must be
 * one this owner started in the last 10 minutes, and is used once; the code and verifier are
 * exchanged for tokens, which are stored sealed.
 */
export async function finishCanvaConnection({
  ctx,
  query,
}: {
  ctx: OwnerContext;
  query: CanvaCallbackQuery;
}): Promise<{ connected: true }> {
  const settings = requireCanva(ctx);
  if (!query.state)
    throw new AppError("VALIDATION", "The Canva sign-in came back without its state", { state: "Missing" });
  const stateHash = hashState(query.state);
  const pending = ctx.db
    .select()
    .from(canvaOauthStates)
    .where(and(eq(canvaOauthStates.stateHash, stateHash), eq(canvaOauthStates.userId, ctx.userId)))
    .get();
  // Used once by its owner, whatever happens next (another owner's attempt cannot spend it).
  ctx.db
    .delete(canvaOauthStates)
    .where(and(eq(canvaOauthStates.stateHash, stateHash), eq(canvaOauthStates.userId, ctx.userId)))
    .run();
  if (!pending || pending.expiresAt.getTime() < ctx.clock.now().getTime()) {
    throw new AppError("VALIDATION", "This Canva sign-in has expired or was not started here: connect again", {
      state: "Expired",
    });
  }
  if (query.error) {
    const reason =
      query.error === "access_denied" ? "you declined access in Canva" : query.error_description || query.error;
    throw new AppError("VALIDATION", `Canva was not connected: ${reason}`, { code: reason });
  }
  if (!query.code) throw new AppError("VALIDATION", "Canva did not send an authorisation code", { code: "Missing" });
  const verifier = ctx.secrets.open(pending.codeVerifier, { userId: ctx.userId, field: "canvaCodeVerifier" });
  let tokens;
  try {
    tokens = await exchangeToken(settings, {
      grant_type: "authorization_code",
      code: query.code,
      code_verifier: verifier,
      redirect_uri: canvaRedirectUri(ctx, settings),
    });
  } catch (error) {
    throw toAppError(error, "finish connecting");
  }
  storeTokens(ctx, tokens, ctx.clock.now());
  audit(ctx, "canva.connected", { userId: ctx.userId });
  return { connected: true };
}
