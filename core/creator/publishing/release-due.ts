// The publishing job's deciding step (DESIGN.md "Jobs and delivery"): posts whose time has come
// become one delivery row per platform, in one transaction; the unique (post, platform) key makes a
// second run (another server, `microteam publish --due`) a no-op. A platform without a token gets a
// 'manual' row instead: the post is "ready to post" and the owner is told, with the text to copy.
import { PLATFORMS, type Platform } from "../../catalog";
import type { Services } from "../../context";
import { prepared } from "../../db";
import { platformsOf } from "../posts";
import { TOKEN_COLUMN } from "./credentials";
import { textForPlatform } from "../../leads";
import { notifyReadyToPost } from "./notify";

export interface ReleaseResult {
  /** Posts whose time had come. */
  released: number;
  /** Deliveries handed to the workers. */
  queued: number;
  /** Platforms left for the owner to post by hand (no token). */
  manual: number;
  /** The posts released (at most the first 200, for whoever wants to follow them). */
  postIds: string[];
}

interface DueRow {
  id: string;
  userId: string;
  description: string | null;
  metadata: string | null;
  images: number;
  twitter: number;
  linkedin: number;
  facebook: number;
  instagram: number;
}

const BATCH = 200;

/**
 * Releases every post due now (or only `userId`'s): approved or needing no approval, scheduled at or
 * before now. Posts waiting for approval stay until someone approves them.
 */
export function releaseDuePosts(services: Services, options: { userId?: string } = {}): ReleaseResult {
  const total: ReleaseResult = { released: 0, queued: 0, manual: 0, postIds: [] };
  for (;;) {
    const batch = releaseBatch(services, options.userId ?? null);
    total.released += batch.released;
    total.queued += batch.queued;
    total.manual += batch.manual;
    if (total.postIds.length < BATCH) total.postIds.push(...batch.postIds.slice(0, BATCH - total.postIds.length));
    if (batch.released < BATCH) break;
  }
  if (total.queued) services.deliveryBell.ring();
  return total;
}

function releaseBatch(services: Services, userId: string | null): ReleaseResult {
  const now = services.clock.now().getTime();
  const db = services.db;
  const due = prepared(db, `publishing:due:${userId ? "owner" : "all"}`, (d) =>
    d.$client.prepare<Record<string, unknown>, DueRow>(
      `select e.id, e.user_id as userId, e.description, e.metadata,
         (select count(*) from post_media m where m.event_id = e.id) as images,
         ${PLATFORMS.map((p) => `(${TOKEN_COLUMN[p]} is not null) as ${p}`).join(", ")}
       from events e join users u on u.id = e.user_id
       where e.status = 'scheduled' and e.start_date <= @now and e.type = 'content_post'
         and (e.approval_status is null or e.approval_status = 'approved')
         ${userId ? "and e.user_id = @userId" : ""}
       order by e.start_date limit ${BATCH}`,
    ),
  );
  const insert = prepared(db, "publishing:insert", (d) =>
    d.$client.prepare(
      `insert into post_deliveries (id, user_id, event_id, platform, status, attempts, next_attempt_at, error, created_at)
       values (@id, @userId, @eventId, @platform, @status, 0, @now, @error, @now)
       on conflict(event_id, platform) do nothing`,
    ),
  );
  const mark = prepared(db, "publishing:mark", (d) =>
    d.$client.prepare(`update events set status = @status, updated_at = @now where id = @id and status = 'scheduled'`),
  );
  return db.transaction(() => {
    const rows = due.all({ now, userId });
    const result: ReleaseResult = { released: rows.length, queued: 0, manual: 0, postIds: rows.map((r) => r.id) };
    for (const row of rows) {
      let metadata: Record<string, unknown> = {};
      try {
        metadata = row.metadata ? JSON.parse(row.metadata) : {};
      } catch {
        metadata = {};
      }
      const platforms = platformsOf(metadata);
      const manual: Platform[] = [];
      for (const platform of platforms) {
        const connected = Boolean(row[platform]);
        insert.run({
          id: crypto.randomUUID(),
          userId: row.userId,
          eventId: row.id,
          platform,
          status: connected ? "queued" : "manual",
          error: connected ? null : "not connected: post it by hand, then mark it as posted",
          now,
        });
        if (connected) result.queued++;
        else manual.push(platform);
      }
      result.manual += manual.length;
      const status = platforms.length === 0 ? "failed" : manual.length === platforms.length ? "ready" : "publishing";
      mark.run({ id: row.id, status, now });
      // The text to copy carries the tracked link (core/leads) of the first platform waiting for the owner.
      const text = manual.length ? textForPlatform(services, row.id, manual[0], row.description ?? "") : "";
      notifyReadyToPost(services, { userId: row.userId, eventId: row.id, text, images: row.images }, manual);
    }
    return result;
  });
}
