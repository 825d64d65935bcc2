import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext, Services } from "../context";
import { prepared, apiTokens, type User } from "../db";
import { AppError, notFound } from "../errors";
import { audit } from "../log";
import { parseInput } from "../validation";
import { requireSession, type CredentialKind } from "./credential";
import { ownerRow } from "./owner-row";
import { randomToken, sha256 } from "./random";

/**
 * What a token may do (docs/decisions/161-scoped-tokens.md): 'read' answers GET and HEAD only, 'write'
 * may also change data. Absent, 'write': tokens made before scopes existed could change data.
 */
export const TOKEN_SCOPES = ["read", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const MAX_TOKEN_DAYS = 365;
/** Tokens an owner may hold (expired ones included, until revoked): the list stays one short answer. */
export const MAX_TOKENS_PER_OWNER = 50;

export const CreateApiTokenInput = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(100),
  scope: z.enum(TOKEN_SCOPES, { error: "Scope must be read or write" }).default("write"),
  /** Days until the token stops working; absent or null: until revoked. */
  expiresInDays: z
    .number({ error: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
    .int({ error: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
    .min(1, { error: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
    .max(MAX_TOKEN_DAYS, { error: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
    .nullish(),
});
export type CreateApiTokenInput = z.input<typeof CreateApiTokenInput>;

const TOKEN_PREFIX = "mt_";

/** An API token as Settings lists it: never the token itself. */
export const ApiTokenView = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string().describe("The token's last 4 characters"),
  scope: z.enum(TOKEN_SCOPES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe("To the minute"),
  expired: z.boolean(),
});
export type ApiTokenView = z.infer<typeof ApiTokenView>;

/** POST /api/auth/tokens: the new token, shown this once. */
export const NewApiToken = ApiTokenView.omit({ expired: true }).extend({
  token: z.string().describe("The bearer token: shown this once, never again"),
});
export type NewApiToken = z.infer<typeof NewApiToken>;

const toPublic = (t: typeof apiTokens.$inferSelect): Omit<ApiTokenView, "expired"> => ({
  id: t.id,
  name: t.name,
  hint: t.hint,
  scope: t.scope as TokenScope,
  expiresAt: t.expiresAt?.toISOString() ?? null,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
});

/** Creates an API token for the terminal app or scripts; the token itself is returned this once. */
export function createApiToken({
  ctx,
  input,
  credential,
}: {
  ctx: OwnerContext;
  input: unknown;
  credential: CredentialKind | null;
}): NewApiToken {
  // A token that could mint tokens would outlive its own revocation.
  requireSession(credential, "Creating an API token");
  const { name, scope, expiresInDays } = parseInput(CreateApiTokenInput, input);
  const token = TOKEN_PREFIX + randomToken();
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) => {
    // Counted in the inserting transaction, so parallel requests cannot pass it (QA 255 F7).
    const held = tx
      .select({ n: sql<number>`count(*)` })
      .from(apiTokens)
      .where(eq(apiTokens.userId, ctx.userId))
      .get()!.n;
    if (held >= MAX_TOKENS_PER_OWNER)
      throw new AppError(
        "CONFLICT",
        `You have ${MAX_TOKENS_PER_OWNER} API tokens, the most an account keeps: revoke one you no longer use in Settings → Security, then create this one.`,
      );
    return tx
      .insert(apiTokens)
      .values({
        userId: ctx.userId,
        name,
        tokenHash: sha256(token),
        hint: token.slice(-4),
        scope,
        expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * 86_400_000) : null,
        createdAt: now,
      })
      .returning()
      .get();
  });
  audit(ctx, "token.created", { userId: ctx.userId, tokenId: row.id, scope, expiresInDays: expiresInDays ?? null });
  return { ...toPublic(row), token };
}

export function listApiTokens({ ctx }: { ctx: OwnerContext }): ApiTokenView[] {
  const now = ctx.clock.now().getTime();
  return ctx.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, ctx.userId))
    .orderBy(desc(apiTokens.createdAt))
    .all()
    .map((t) => ({ ...toPublic(t), expired: t.expiresAt !== null && t.expiresAt.getTime() <= now }));
}

/**
 * Revokes one of the owner's tokens. From a browser session any of them; with an API token only that
 * token itself (`microteam logout` revokes its own), never another.
 */
export function deleteApiToken({
  ctx,
  id,
  actingToken,
}: {
  ctx: OwnerContext;
  id: string;
  /** The bearer token of the request, when it was authenticated by one. */
  actingToken?: string | null;
}) {
  const target = ctx.db
    .select({ id: apiTokens.id, tokenHash: apiTokens.tokenHash })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, ctx.userId)))
    .get();
  if (!target) throw notFound("API token");
  if (actingToken && sha256(actingToken) !== target.tokenHash) {
    throw new AppError("FORBIDDEN", "An API token can revoke only itself; revoke other tokens in Settings → Security.");
  }
  ctx.db.delete(apiTokens).where(eq(apiTokens.id, target.id)).run();
  audit(ctx, "token.revoked", { userId: ctx.userId, tokenId: target.id, by: actingToken ? "itself" : "session" });
  return { success: true };
}

/** "Last used" is kept to the minute: a write (and its fsync) per request would cost more than the read. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The owner of the token as far as the request goes: who, and what the token may do. */
export type TokenLookup = { user: User; scope: TokenScope; revision: number } | { expired: true } | null;

/**
 * Every request with an API token runs this: one prepared statement reading the token's owner, their
 * data revision, its scope and expiry and when it was last used; the owner's row comes from the
 * per-process cache. An expired token is refused (and says so), never used.
 */
export function findToken(services: Services, token: string): TokenLookup {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const query = prepared(services.db, "auth.token", (db) =>
    db.$client.prepare<
      [string],
      {
        tokenId: string;
        userId: string;
        lastUsedAt: number | null;
        revision: number;
        scope: string;
        expiresAt: number | null;
      }
    >(
      `select t.id as tokenId, t.user_id as userId, t.last_used_at as lastUsedAt, coalesce(r.revision, 0) as revision,
              t.scope, t.expires_at as expiresAt
       from api_tokens t left join owner_revisions r on r.user_id = t.user_id
       where t.token_hash = ?`,
    ),
  );
  const row = query.get(sha256(token));
  if (!row) return null;
  const now = services.clock.now().getTime();
  if (row.expiresAt !== null && row.expiresAt <= now) return { expired: true };
  if (row.lastUsedAt === null || now - row.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    prepared(services.db, "auth.tokenUsed", (db) =>
      db
        .update(apiTokens)
        .set({ lastUsedAt: sql`${sql.placeholder("now")}` })
        .where(eq(apiTokens.id, sql.placeholder("id")))
        .prepare(),
    ).run({ now, id: row.tokenId });
  }
  const user = ownerRow(services.db, row.userId, row.revision);
  // The revision as read before this request's own "last used" write: an older revision only costs a
  // kept answer one extra recompute, never a stale one.
  return user ? { user, scope: row.scope === "read" ? "read" : "write", revision: row.revision } : null;
}

/** The token's owner, or null (unknown, expired). */
export function findTokenUser(services: Services, token: string): User | null {
  const found = findToken(services, token);
  return found && "user" in found ? found.user : null;
}
