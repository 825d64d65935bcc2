import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext, Services } from "../context";
import { prepared } from "../db/prepared";
import { apiTokens, type User } from "../db/schema";
import { AppError, notFound } from "../errors";
import { audit } from "../log/logger";
import { parseInput } from "../validation";
import { requireSession, type CredentialKind } from "./credential";
import { ownerRow } from "./owner-row";
import { randomToken, sha256 } from "./random";

export const CreateApiTokenInput = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(100),
});
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInput>;

const TOKEN_PREFIX = "mt_";

const toPublic = (t: typeof apiTokens.$inferSelect) => ({
  id: t.id,
  name: t.name,
  hint: t.hint,
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
}) {
  // A token that could mint tokens would outlive its own revocation.
  requireSession(credential, "Creating an API token");
  const { name } = parseInput(CreateApiTokenInput, input);
  const token = TOKEN_PREFIX + randomToken();
  const row = ctx.db
    .insert(apiTokens)
    .values({ userId: ctx.userId, name, tokenHash: sha256(token), hint: token.slice(-4), createdAt: ctx.clock.now() })
    .returning()
    .get();
  audit(ctx, "token.created", { userId: ctx.userId, tokenId: row.id });
  return { ...toPublic(row), token };
}

export function listApiTokens({ ctx }: { ctx: OwnerContext }) {
  return ctx.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, ctx.userId))
    .orderBy(desc(apiTokens.createdAt))
    .all()
    .map(toPublic);
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

/**
 * Every request with an API token runs this: one prepared statement reading the token's owner, their
 * data revision and when the token was last used; the owner's row comes from the per-process cache.
 */
export function findTokenUser(services: Services, token: string): User | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const query = prepared(services.db, "auth.token", (db) =>
    db.$client.prepare<[string], { tokenId: string; userId: string; lastUsedAt: number | null; revision: number }>(
      `select t.id as tokenId, t.user_id as userId, t.last_used_at as lastUsedAt, coalesce(r.revision, 0) as revision
       from api_tokens t left join owner_revisions r on r.user_id = t.user_id
       where t.token_hash = ?`,
    ),
  );
  const row = query.get(sha256(token));
  if (!row) return null;
  const now = services.clock.now().getTime();
  if (row.lastUsedAt === null || now - row.lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    prepared(services.db, "auth.tokenUsed", (db) =>
      db
        .update(apiTokens)
        .set({ lastUsedAt: sql`${sql.placeholder("now")}` })
        .where(eq(apiTokens.id, sql.placeholder("id")))
        .prepare(),
    ).run({ now, id: row.tokenId });
  }
  return ownerRow(services.db, row.userId, row.revision);
}
