import type { Services } from "../context";
import { prepared } from "../db";
import { emitWebhookEvent } from "./emit";

interface PostRow {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  startDate: number | null;
  status: string;
}

/**
 * `post.published` and `post.failed` for the owner's webhooks: published by core/creator/publishing/settle.ts
 * when a post's status is settled from its platforms' deliveries. Other statuses send nothing.
 */
export function emitPostSettled(services: Services, eventId: string, status: string): string[] {
  if (status !== "published" && status !== "failed") return [];
  const post = prepared(services.db, "webhooks.postData", (db) =>
    db.$client.prepare<[string], PostRow>(
      `select id, user_id as userId, title, description, start_date as startDate, status
       from events where id = ? and type = 'content_post'`,
    ),
  ).get(eventId);
  if (!post) return [];
  return emitWebhookEvent(services, {
    userId: post.userId,
    type: status === "published" ? "post.published" : "post.failed",
    data: () => ({
      id: post.id,
      title: post.title,
      text: post.description,
      scheduledFor: post.startDate === null ? null : new Date(post.startDate).toISOString(),
      status: post.status,
      // Which platform failed and why, and where a published one is (QA 255 F8).
      platforms: prepared(services.db, "webhooks.postPlatforms", (db) =>
        db.$client.prepare<[string], { platform: string; status: string; error: string | null; url: string | null }>(
          `select platform, status, error, remote_url as url from post_deliveries where event_id = ? order by platform`,
        ),
      ).all(post.id),
    }),
  });
}
