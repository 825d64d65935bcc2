// The owner's Canva tokens: sealed at rest with the app secret (bound to the owner and the field,
// as the social tokens are), refreshed a minute before they expire, and refreshed once more when
// Canva says an access token is no longer valid. Canva's refresh tokens are single-use: each refresh
// stores the new pair.
import { eq } from "drizzle-orm";
import type { OwnerContext } from "../../../context";
import { canvaConnections } from "../../../db";
import { AppError } from "../../../errors";
import { canvaCall, CanvaError, type CanvaTokenResponse } from "./api";
import { RECONNECT_MESSAGE, toAppError } from "./errors";
import type { CanvaSettings } from "./settings";

export function requireCanva(ctx: OwnerContext): CanvaSettings {
  if (!ctx.canva) {
    throw new AppError(
      "UNAVAILABLE",
      "Canva is not set up on this server (CANVA_CLIENT_ID and CANVA_CLIENT_SECRET). Your designs stay in the library here.",
    );
  }
  return ctx.canva;
}

const seal = (ctx: OwnerContext, field: string, value: string) =>
  ctx.secrets.seal(value, { userId: ctx.userId, field });
const open = (ctx: OwnerContext, field: string, value: string) =>
  ctx.secrets.open(value, { userId: ctx.userId, field });

export function connectionRow(ctx: OwnerContext) {
  return ctx.db.select().from(canvaConnections).where(eq(canvaConnections.userId, ctx.userId)).get() ?? null;
}

/** Stores a fresh token pair (from the authorisation code or a refresh). */
export function storeTokens(ctx: OwnerContext, tokens: CanvaTokenResponse, connectedAt?: Date) {
  const now = ctx.clock.now();
  const values = {
    accessToken: seal(ctx, "canvaAccessToken", tokens.access_token),
    refreshToken: seal(ctx, "canvaRefreshToken", tokens.refresh_token),
    expiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    scope: tokens.scope ?? null,
    problem: null,
    updatedAt: now,
  };
  ctx.db
    .insert(canvaConnections)
    .values({ userId: ctx.userId, connectedAt: connectedAt ?? now, ...values })
    .onConflictDoUpdate({ target: canvaConnections.userId, set: connectedAt ? { ...values, connectedAt } : values })
    .run();
}

function markProblem(ctx: OwnerContext, problem: string) {
  ctx.db
    .update(canvaConnections)
    .set({ problem, updatedAt: ctx.clock.now() })
    .where(eq(canvaConnections.userId, ctx.userId))
    .run();
}

function isTokenResponse(value: unknown): value is CanvaTokenResponse {
  const v = value as Partial<CanvaTokenResponse>;
  return typeof v?.access_token === "string" && typeof v.refresh_token === "string" && typeof v.expires_in === "number";
}

export async function exchangeToken(
  settings: CanvaSettings,
  form: Record<string, string>,
): Promise<CanvaTokenResponse> {
  const answer = await canvaCall<unknown>(settings, {
    method: "POST",
    url: `${settings.oauthUrl}/v1/oauth/token`,
    form,
    basic: true,
  });
  if (!isTokenResponse(answer)) throw new CanvaError(502, "garbage", "Canva's token answer was missing its tokens");
  return answer;
}

// One refresh at a time per owner in this process: a refresh token works once.
const refreshing = new Map<string, Promise<string>>();

async function refresh(ctx: OwnerContext, settings: CanvaSettings, usedRefreshToken: string): Promise<string> {
  const key = ctx.userId;
  const running = refreshing.get(key);
  if (running) return running;
  const job = (async () => {
    try {
      const tokens = await exchangeToken(settings, { grant_type: "refresh_token", refresh_token: usedRefreshToken });
      storeTokens(ctx, tokens);
      return tokens.access_token;
    } catch (error) {
      if (
        error instanceof CanvaError &&
        (error.code === "invalid_grant" || error.status === 400 || error.status === 401)
      ) {
        // Another process may have refreshed with the same token a moment ago: use what it stored.
        const row = connectionRow(ctx);
        if (row && open(ctx, "canvaRefreshToken", row.refreshToken) !== usedRefreshToken) {
          return open(ctx, "canvaAccessToken", row.accessToken);
        }
        markProblem(ctx, RECONNECT_MESSAGE);
      }
      throw toAppError(error, "refresh the connection");
    } finally {
      refreshing.delete(key);
    }
  })();
  refreshing.set(key, job);
  return job;
}

/**
 * Runs `call` with a valid access token: refreshed first when it expires within a minute, and once
 * more if Canva answers 401. A refused refresh marks the connection for reconnecting.
 */
export async function withCanvaToken<T>(
  ctx: OwnerContext,
  doing: string,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const settings = requireCanva(ctx);
  const row = connectionRow(ctx);
  if (!row) throw new AppError("CONFLICT", "Connect your Canva account first", undefined, { reconnect: true });
  if (row.problem) throw new AppError("CONFLICT", row.problem, undefined, { reconnect: true });
  let token = open(ctx, "canvaAccessToken", row.accessToken);
  const refreshToken = open(ctx, "canvaRefreshToken", row.refreshToken);
  if (row.expiresAt.getTime() - ctx.clock.now().getTime() < 60_000) token = await refresh(ctx, settings, refreshToken);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof CanvaError) || error.status !== 401) throw toAppError(error, doing);
  }
  const current = connectionRow(ctx);
  token = await refresh(ctx, settings, current ? open(ctx, "canvaRefreshToken", current.refreshToken) : refreshToken);
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof CanvaError && error.status === 401) markProblem(ctx, RECONNECT_MESSAGE);
    throw toAppError(error, doing);
  }
}
