// One SQL reading of a post with its deliveries, images and last review, shared by the list, the
// single read and the approval page, so a post reads the same everywhere.
import { PLATFORMS, type Platform } from "../../catalog";
import { localDateTime } from "../../time";
import { deleteLockReason, lockReason } from "./rules";
import type { ApprovalStatus, PostStatus, PostView } from "./schemas";

export const POST_FROM = "events e join users u on u.id = e.user_id";

export const POST_COLUMNS = `e.id, e.user_id as userId, e.type, e.title, e.description, e.priority, e.resolved,
  e.related_id as relatedId, e.related_type as relatedType, e.start_date as startDate, e.end_date as endDate,
  e.status, e.metadata, e.approval_status as approvalStatus, e.created_at as createdAt, e.updated_at as updatedAt,
  u.time_zone as timeZone,
  (select json_group_array(json_object('platform', d.platform, 'status', d.status, 'error', d.error,
      'errorKind', d.error_kind, 'attempts', d.attempts, 'nextAttemptAt', d.next_attempt_at,
      'remoteId', d.remote_id, 'remoteUrl', d.remote_url, 'publishedAt', d.published_at))
    from (select * from post_deliveries d where d.event_id = e.id order by d.platform) d) as deliveries,
  (select json_group_array(json_object('id', m.id, 'contentType', m.content_type, 'size', m.size))
    from (select * from post_media m where m.event_id = e.id order by m.position, m.id) m) as media,
  (select json_object('reviewer', r.reviewer, 'decision', r.decision, 'comment', r.comment, 'at', r.created_at)
    from post_reviews r where r.event_id = e.id order by r.created_at desc, r.rowid desc limit 1) as lastReview,
  (select json_group_array(json_object('platform', l.platform, 'code', l.code))
    from (select * from tracked_links l where l.event_id = e.id order by l.platform) l) as trackedLinks`;

export interface PostRow {
  id: string;
  userId: string;
  type: string;
  title: string;
  description: string | null;
  priority: string;
  resolved: number;
  relatedId: string | null;
  relatedType: string | null;
  startDate: number | null;
  endDate: number | null;
  status: string;
  metadata: string | null;
  approvalStatus: string | null;
  createdAt: number;
  updatedAt: number;
  timeZone: string;
  deliveries: string | null;
  media: string | null;
  lastReview: string | null;
  trackedLinks: string | null;
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

function json<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The platforms a post goes to, as stored in its metadata (spec 001 §3: `metadata.platforms`). */
export function platformsOf(metadata: Record<string, unknown>): Platform[] {
  const list = Array.isArray(metadata.platforms) ? metadata.platforms : [];
  return list.filter((p): p is Platform => (PLATFORMS as readonly string[]).includes(p as string));
}

export function toPostView(row: PostRow, now: number): PostView {
  const metadata = json<Record<string, unknown>>(row.metadata, {});
  const [scheduledDate, scheduledTime] =
    row.startDate === null ? [null, null] : localDateTime(row.timeZone, new Date(row.startDate));
  const locked = lockReason(row, now);
  const review = json<{ reviewer: string; decision: string; comment: string | null; at: number } | null>(
    row.lastReview,
    null,
  );
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    title: row.title,
    description: row.description ?? "",
    priority: row.priority,
    resolved: Boolean(row.resolved),
    relatedId: row.relatedId,
    relatedType: row.relatedType,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    status: row.status as PostStatus,
    metadata,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    platforms: platformsOf(metadata),
    scheduledDate,
    scheduledTime,
    timeZone: row.timeZone,
    editable: locked === null,
    deletable: deleteLockReason(row, now) === null,
    lockedReason: locked,
    approval: {
      status: (row.approvalStatus as ApprovalStatus | null) ?? null,
      lastReview: review
        ? {
            reviewer: review.reviewer,
            decision: review.decision as "approved" | "changes_requested",
            comment: review.comment,
            at: iso(review.at)!,
          }
        : null,
    },
    media: json<{ id: string; contentType: string; size: number }[]>(row.media, []).map((m) => ({
      ...m,
      url: `/api/posts/media/${m.id}`,
    })),
    deliveries: json<
      {
        platform: Platform;
        status: string;
        error: string | null;
        errorKind: string | null;
        attempts: number;
        nextAttemptAt: number | null;
        remoteId: string | null;
        remoteUrl: string | null;
        publishedAt: number | null;
      }[]
    >(row.deliveries, []).map((d) => ({
      ...d,
      nextAttemptAt: d.status === "queued" ? iso(d.nextAttemptAt) : null,
      publishedAt: iso(d.publishedAt),
    })),
    trackedLinks: json<{ platform: Platform; code: string }[]>(row.trackedLinks, []).map((l) => ({
      platform: l.platform,
      path: `/l/${l.code}`,
    })),
  };
}
