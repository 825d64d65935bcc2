// The reads the screens ask again and again (a ledger page, the dashboard, the focus list, the
// summary) keep their answer — JSON as UTF-8 bytes, headers and ETag — per owner and URL until the owner's data
// changes (their revision, bumped by SQLite triggers from any process), their day turns or their trial
// ends (at any time of day, with no write: decision 295). A read
// repeated while nothing changed then costs two indexed lookups, not queries and a serialisation; the
// ETag and length come with it, so the response layer neither measures, hashes nor compresses the
// same body twice.
import crypto from "node:crypto";
import type { Context } from "hono";
import { isAdvanced } from "@core/billing";
import { ownerRevision } from "@core/db/revision";
import { todayIn } from "@core/time";
import type { User } from "@core/db";
import type { AppEnv } from "./env";
import { unauthorized } from "@core/errors";

export interface ReadAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

export interface KeptAnswer {
  revision: number;
  today: string;
  /** Whether the owner was Pro (core/billing/plans.ts) when the answer was made. */
  pro: boolean;
  bytes: Buffer;
  etag: string;
  /** Every header of the answer, lower-case, ready to copy onto a response. */
  headers: Record<string, string>;
}

/** At most this many bytes of answers are kept (least recently used go first). */
const MAX_BYTES = 24 * 1024 * 1024;
const kept = new Map<string, KeptAnswer>();
let keptBytes = 0;

function keep(key: string, value: KeptAnswer) {
  const old = kept.get(key);
  if (old) keptBytes -= old.bytes.length;
  kept.delete(key);
  kept.set(key, value);
  keptBytes += value.bytes.length;
  for (const [k, v] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(k);
    keptBytes -= v.bytes.length;
  }
}

/** What a kept answer is filed under: the owner and the request's full URL (c.req.url). */
const keyOf = (userId: string, url: string) => `${userId} ${url}`;

/**
 * The answer kept for this owner and URL if it still holds: their data revision, their day and their
 * plan are those it was made under. Also read by the server's kept-answer lane
 * (server/kept-answer-lane.ts), which answers repeat reads before the app; null otherwise.
 */
export function keptAnswer(user: User, url: string, revision: number, now: Date): KeptAnswer | null {
  const key = keyOf(user.id, url);
  const hit = kept.get(key);
  if (!hit || hit.revision !== revision || hit.today !== todayIn(user.timeZone ?? "UTC", now)) return null;
  if (hit.pro !== isAdvanced(user, now)) return null;
  kept.delete(key);
  kept.set(key, hit);
  return hit;
}

/** A plain Response with plain headers: Hono's c.header()/c.body() would build a web Headers object. */
const responseOf = (hit: KeptAnswer) =>
  // The headers are copied: the layers below write to them.
  new Response(hit.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...hit.headers } });

/**
 * Answers a GET with `read()`'s body as JSON, or with the answer kept from an earlier identical
 * request when the owner's data, day and plan are still the same. `read` throws as usual for bad input
 * (nothing is kept then).
 */
export async function cachedRead(c: Context<AppEnv>, read: () => ReadAnswer | Promise<ReadAnswer>) {
  const user = c.get("user");
  if (!user) throw unauthorized();
  const { db, clock } = c.get("services");
  // The revision read with the session (or token) is as old as or older than the data read() sees,
  // so an answer is never kept under a newer revision than its data. The owner's row (and time zone)
  // is kept fresh by the same revision.
  const revision = c.get("ownerRevision") ?? ownerRevision(db, user.id);
  const now = clock.now();
  const hit = keptAnswer(user, c.req.url, revision, now);
  if (hit) return responseOf(hit);
  const today = todayIn(user.timeZone ?? "UTC", now);
  const pro = isAdvanced(user, now);
  const answer = await read();
  const text = JSON.stringify(answer.body);
  const bytes = Buffer.from(text);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "content-length": String(bytes.length),
  };
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name.toLowerCase()] = value;
  // A page's total and next link are part of the answer: the same rows with another total differ.
  const paging = `${headers["x-total-count"] ?? ""}|${headers.link ?? ""}`;
  const etag = `W/"${crypto.createHash("sha1").update(text).update(paging).digest("base64url")}"`;
  headers.etag = etag;
  const made: KeptAnswer = { revision, today, pro, bytes, etag, headers };
  keep(keyOf(user.id, c.req.url), made);
  return responseOf(made);
}

/** Forgets every kept answer (tests that change the clock or the data behind the revision's back). */
export function forgetCachedReads() {
  kept.clear();
  keptBytes = 0;
}
