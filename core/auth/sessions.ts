import { and, eq, lt, ne } from "drizzle-orm";
import type { Services } from "../context";
import { prepared, sessions, type User } from "../db";
import { ownerRow } from "./owner-row";
import { randomToken, sha256 } from "./random";

export const SESSION_DAYS = 30;

/** Starts a session; the cookie carries the token, the table only its hash. */
export function createSession(services: Services, userId: string): { token: string; expires: Date } {
  const token = randomToken();
  const now = services.clock.now();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  services.db
    .insert(sessions)
    .values({ sid: sha256(token), sess: { userId, createdAt: now.getTime() }, expire: expires, userId })
    .run();
  return { token, expires };
}

/**
 * Every authenticated request runs this: one prepared statement reading the session's owner and their
 * data revision; the owner's row comes from a per-process cache kept fresh by that revision. The
 * revision travels with the owner so a kept answer (server/cached-read.ts) needs no second lookup.
 */
export function findSession(services: Services, token: string): { user: User; revision: number } | null {
  const query = prepared(services.db, "auth.session", (db) =>
    db.$client.prepare<[string, number], { userId: string; revision: number }>(
      `select s.user_id as userId, coalesce(r.revision, 0) as revision
       from sessions s left join owner_revisions r on r.user_id = s.user_id
       where s.sid = ? and s.expire > ?`,
    ),
  );
  const row = query.get(sessionHash(token), services.clock.now().getTime());
  const user = row ? ownerRow(services.db, row.userId, row.revision) : null;
  return user ? { user, revision: row!.revision } : null;
}

// The hash of each session token seen lately: a browser sends the same cookie with every request,
// and hashing it again each time was a few µs of every authenticated read. Bounded; the oldest go first.
const hashes = new Map<string, string>();
const MAX_HASHES = 2000;
function sessionHash(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = sha256(token);
    if (hashes.size >= MAX_HASHES) hashes.delete(hashes.keys().next().value!);
    hashes.set(token, hash);
  }
  return hash;
}

export function findSessionUser(services: Services, token: string): User | null {
  return findSession(services, token)?.user ?? null;
}

export function endSession(services: Services, token: string): void {
  services.db
    .delete(sessions)
    .where(eq(sessions.sid, sha256(token)))
    .run();
}

/** After a password change every other session of the owner ends. */
export function endOtherSessions(services: Services, userId: string, keepToken: string | null): void {
  const keep = keepToken ? sha256(keepToken) : "";
  services.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, keep)))
    .run();
}

export function purgeExpiredSessions(services: Services): number {
  return services.db.delete(sessions).where(lt(sessions.expire, services.clock.now())).run().changes;
}
