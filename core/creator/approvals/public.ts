// The public approval page (/approve/<token>): whoever holds a live link sees the owner's posts that
// wait for approval, with their text, platforms, time and images, and approves each or asks for
// changes with a comment. Anything but a live 64-hex token is a plain 404 that reveals nothing.
import { z } from "zod";
import { PLATFORM_LABELS } from "../../catalog";
import { asOwner, type Services } from "../../context";
import { prepared } from "../../db";
import { conflict, notFound } from "../../errors";
import { notifyOwner } from "../../notifications";
import { pagedList } from "../../paging";
import { postHref } from "../publishing";
import { platformsOf } from "../posts";
import { localDateTime } from "../../time";
import { optionalText, parseInput } from "../../validation";
import { isApprovalToken } from "./token";

interface LinkRow {
  id: string;
  userId: string;
  label: string;
  brand: string;
  timeZone: string;
}

function liveLink(services: Services, token: string): LinkRow {
  if (!isApprovalToken(token)) throw notFound("Approval link");
  const link = prepared(services.db, "approvals:link", (d) =>
    d.$client.prepare<[string], LinkRow>(
      `select a.id, a.user_id as userId, a.label, u.time_zone as timeZone,
         coalesce(nullif(trim(u.business_name), ''), nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Your partner') as brand
       from approval_links a join users u on u.id = a.user_id where a.token = ? and a.revoked_at is null`,
    ),
  ).get(token);
  if (!link) throw notFound("Approval link");
  return link;
}

export type { ReviewablePost } from "./views";
import type { ReviewablePost } from "./views";

interface Row {
  id: string;
  title: string;
  description: string | null;
  metadata: string | null;
  startDate: number;
  approvalStatus: string;
  timeZone: string;
  media: string | null;
  lastReview: string | null;
}

export const reviewList = pagedList({
  name: "approval-posts",
  from: "events e join users u on u.id = e.user_id",
  owner: `e.user_id = @owner and e.type = 'content_post' and e.status = 'scheduled' and e.approval_status is not null
    and e.start_date is not null`,
  id: "e.id",
  columns: `e.id, e.title, e.description, e.metadata, e.start_date as startDate, e.approval_status as approvalStatus,
    u.time_zone as timeZone,
    (select json_group_array(m.public_token) from (select public_token from post_media m where m.event_id = e.id order by m.position) m) as media,
    (select json_object('reviewer', r.reviewer, 'decision', r.decision, 'comment', r.comment, 'at', r.created_at)
       from post_reviews r where r.event_id = e.id order by r.created_at desc, r.rowid desc limit 1) as lastReview`,
  sorts: { startDate: { sql: "e.start_date" } },
  defaultSort: "startDate",
  filters: {},
  map: (r: Row): ReviewablePost => {
    const [date, time] = localDateTime(r.timeZone, new Date(r.startDate));
    const review = r.lastReview
      ? (JSON.parse(r.lastReview) as { reviewer: string; decision: string; comment: string | null; at: number })
      : null;
    let metadata: Record<string, unknown> = {};
    try {
      metadata = r.metadata ? JSON.parse(r.metadata) : {};
    } catch {
      metadata = {};
    }
    return {
      id: r.id,
      title: r.title,
      text: r.description ?? "",
      platforms: platformsOf(metadata),
      date,
      time,
      timeZone: r.timeZone,
      images: (r.media ? (JSON.parse(r.media) as string[]) : []).map((t) => `/api/public/media/${t}`),
      approvalStatus: r.approvalStatus as ReviewablePost["approvalStatus"],
      lastComment: review ? { ...review, at: new Date(review.at).toISOString() } : null,
    };
  },
});

/** GET /api/public/approvals/{token}: who asks, and a page of their posts to review (soonest first). */
export function approvalPage({ services, token, query }: { services: Services; token: string; query?: unknown }) {
  const link = liveLink(services, token);
  const page = reviewList.page(asOwner(services, link.userId), query);
  return { from: link.brand, reviewer: link.label, ...page };
}

export const DecisionInput = z
  .object({
    decision: z.enum(["approved", "changes_requested"], { error: "Choose approve or request changes" }),
    comment: optionalText(2000),
    name: optionalText(100),
  })
  .refine((v) => v.decision === "approved" || (v.comment ?? "").trim().length > 0, {
    error: "Say what should change",
    path: ["comment"],
  });

/** POST /api/public/approvals/{token}/posts/{id}: approve, or ask for changes with a comment. */
export function decideOnPost({
  services,
  token,
  postId,
  input,
}: {
  services: Services;
  token: string;
  postId: string;
  input: unknown;
}) {
  const link = liveLink(services, token);
  const data = parseInput(DecisionInput, input);
  const post = prepared(services.db, "approvals:post", (d) =>
    d.$client.prepare<
      [string, string],
      { id: string; title: string; status: string; approvalStatus: string | null; metadata: string | null }
    >(
      `select id, title, status, approval_status as approvalStatus, metadata from events
       where id = ? and user_id = ? and type = 'content_post'`,
    ),
  ).get(postId, link.userId);
  if (!post || post.approvalStatus === null) throw notFound("Post");
  if (post.status !== "scheduled") throw conflict("This post is no longer waiting for approval");
  const reviewer = data.name?.trim() || link.label;
  const now = services.clock.now().getTime();
  services.db.transaction(() => {
    services.db.$client
      .prepare("update events set approval_status = ?, updated_at = ? where id = ?")
      .run(data.decision, now, post.id);
    services.db.$client
      .prepare(
        `insert into post_reviews (id, user_id, event_id, link_id, reviewer, decision, comment, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        crypto.randomUUID(),
        link.userId,
        post.id,
        link.id,
        reviewer,
        data.decision,
        data.comment?.trim() || null,
        now,
      );
    let platforms: string[] = [];
    try {
      platforms = platformsOf(JSON.parse(post.metadata ?? "{}")).map((p) => PLATFORM_LABELS[p]);
    } catch {
      platforms = [];
    }
    notifyOwner(services, {
      userId: link.userId,
      type: data.decision === "approved" ? "post_approved" : "post_changes_requested",
      title: data.decision === "approved" ? `${reviewer} approved a post` : `${reviewer} asked for changes to a post`,
      description:
        data.decision === "approved"
          ? `"${post.title}"${platforms.length ? ` (${platforms.join(", ")})` : ""} will go out as scheduled.`
          : `"${post.title}": ${data.comment?.trim()}`,
      href: postHref(post.id),
      relatedType: "event",
      relatedId: post.id,
      dedupeKey: `review:${post.id}:${now}`,
    });
  });
  return {
    success: true,
    decision: data.decision,
    message: data.decision === "approved" ? "Approved. Thank you!" : "Thanks: your comment was sent.",
  };
}
