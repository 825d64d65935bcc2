import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext, Services } from "../context";
import { prepared } from "../db/prepared";
import { apiTokens, type User } from "../db/schema";
import { notFound } from "../errors";
import { parseInput } from "../validation";
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
export function createApiToken({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const { name } = parseInput(CreateApiTokenInput, input);
  const token = TOKEN_PREFIX + randomToken();
  const row = ctx.db
    .insert(apiTokens)
    .values({ userId: ctx.userId, name, tokenHash: sha256(token), hint: token.slice(-4), createdAt: ctx.clock.now() })
    .returning()
    .get();
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

export function deleteApiToken({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const result = ctx.db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, ctx.userId)))
    .run();
  if (result.changes === 0) throw notFound("API token");
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
