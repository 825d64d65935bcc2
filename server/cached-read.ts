// The reads the screens ask again and again (a ledger page, the dashboard, the focus list, the
// summary) keep their answer — JSON text, headers and ETag — per owner and URL until the owner's data
// changes (their revision, bumped by SQLite triggers from any process) or their day turns. A read
// repeated while nothing changed then costs two indexed lookups, not queries and a serialisation; the
// ETag comes with it, so the response layer neither hashes nor compresses the same body twice.
import crypto from "node:crypto";
import type { Context } from "hono";
import { ownerRevision } from "@core/db/revision";
import { ownerToday } from "@core/users/today";
import type { AppEnv } from "./env";
import { ownerContext } from "./middleware/auth";

export interface ReadAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

interface Kept {
  revision: number;
  today: string;
  text: string;
  etag: string;
  headers: Record<string, string>;
}

/** At most this many bytes of answers are kept (least recently used go first). */
const MAX_BYTES = 24 * 1024 * 1024;
const kept = new Map<string, Kept>();
let keptBytes = 0;

function keep(key: string, value: Kept) {
  const old = kept.get(key);
  if (old) keptBytes -= old.text.length;
  kept.delete(key);
  kept.set(key, value);
  keptBytes += value.text.length;
  for (const [k, v] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(k);
    keptBytes -= v.text.length;
  }
}

/**
 * Answers a GET with `read()`'s body as JSON, or with the answer kept from an earlier identical
 * request when the owner's data and day are still the same. `read` throws as usual for bad input
 * (nothing is kept then).
 */
export async function cachedRead(c: Context<AppEnv>, read: () => ReadAnswer | Promise<ReadAnswer>) {
  const ctx = ownerContext(c);
  const key = `${ctx.userId} ${c.req.url}`;
  const revision = ownerRevision(ctx.db, ctx.userId);
  const today = ownerToday(ctx);
  let hit = kept.get(key);
  if (!hit || hit.revision !== revision || hit.today !== today) {
    const answer = await read();
    const text = JSON.stringify(answer.body);
    hit = {
      revision,
      today,
      text,
      etag: `W/"${crypto.createHash("sha1").update(text).digest("base64url")}"`,
      headers: answer.headers ?? {},
    };
    keep(key, hit);
  } else {
    kept.delete(key);
    kept.set(key, hit);
  }
  for (const [name, value] of Object.entries(hit.headers)) c.header(name, value);
  c.header("ETag", hit.etag);
  return c.body(hit.text, 200, { "Content-Type": "application/json" });
}

/** Forgets every kept answer (tests that change the clock or the data behind the revision's back). */
export function forgetCachedReads() {
  kept.clear();
  keptBytes = 0;
}
