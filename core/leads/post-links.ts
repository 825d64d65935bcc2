// A post's tracked links: one row per platform the post goes to, made when the owner asks for the
// link while scheduling or editing (inside that transaction), read when the post is published.
import type { Platform } from "../catalog";
import type { Services } from "../context";
import { publicAddress } from "../instance";
import { prepared } from "../db";
import { newLinkCode } from "./code";
import { trackedLinkUrl, withTrackedLink } from "./text";

/**
 * Inside the post's transaction: the post carries a link for exactly these platforms (codes already
 * made are kept, a platform left out loses its link). An empty list removes them all.
 */
export function setPostLinks(services: Services, userId: string, eventId: string, platforms: readonly Platform[]) {
  const db = services.db.$client;
  const existing = db
    .prepare<[string], { id: string; platform: string }>("select id, platform from tracked_links where event_id = ?")
    .all(eventId);
  const keep = new Set<string>(platforms);
  for (const row of existing) {
    if (!keep.has(row.platform)) db.prepare("delete from tracked_links where id = ?").run(row.id);
  }
  const have = new Set(existing.map((r) => r.platform));
  const now = services.clock.now().getTime();
  const insert = db.prepare(
    "insert into tracked_links (id, user_id, event_id, platform, code, created_at) values (?, ?, ?, ?, ?, ?)",
  );
  for (const platform of platforms) {
    if (!have.has(platform)) insert.run(crypto.randomUUID(), userId, eventId, platform, newLinkCode(), now);
  }
}

export interface PostLink {
  platform: Platform;
  url: string;
}

/** The post's links, by platform (for the post's view and the "ready to post" text). */
export function postLinks(services: Services, eventId: string): PostLink[] {
  return prepared(services.db, "links:of-post", (d) =>
    d.$client.prepare<[string], { platform: Platform; code: string }>(
      "select platform, code from tracked_links where event_id = ? order by platform",
    ),
  )
    .all(eventId)
    .map((r) => ({ platform: r.platform, url: trackedLinkUrl(publicAddress(services).url, r.code) }));
}

/** The text as it goes to one platform: with that platform's link when the post carries one. */
export function textForPlatform(services: Services, eventId: string, platform: Platform, text: string): string {
  const code = prepared(services.db, "links:code", (d) =>
    d.$client
      .prepare<[string, string], string>("select code from tracked_links where event_id = ? and platform = ?")
      .pluck(),
  ).get(eventId, platform);
  return code ? withTrackedLink(text, trackedLinkUrl(publicAddress(services).url, code)) : text;
}

/** A stand-in of a link's real length, to check a post with its link against each platform's limits. */
export function sampleLinkedText(services: Services, text: string): string {
  return withTrackedLink(text, trackedLinkUrl(publicAddress(services).url, "x".repeat(12)));
}
