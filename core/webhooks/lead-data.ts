import type { Services } from "../context";
import { prepared } from "../db";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A lead as the `lead.created` webhook carries it: who wrote, what, and the post and platform that brought them. */
export function leadEventData(services: Services, leadId: string): Record<string, unknown> {
  const row = prepared(services.db, "links:lead-data", (d) =>
    d.$client.prepare<
      [string],
      {
        id: string;
        name: string;
        email: string;
        message: string | null;
        platform: string;
        postId: string | null;
        postTitle: string | null;
        createdAt: number;
      }
    >(
      `select d.id, d.name, d.email, d.message, d.platform, l.event_id as postId, e.title as postTitle, d.created_at as createdAt
       from leads d left join tracked_links l on l.id = d.link_id left join events e on e.id = l.event_id
       where d.id = ?`,
    ),
  ).get(leadId);
  if (!row) return { id: leadId };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    platform: row.platform,
    post: row.postId ? { id: row.postId, title: row.postTitle } : null,
    createdAt: iso(row.createdAt),
  };
}
