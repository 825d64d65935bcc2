// Moves from the Creator (issue 11 §5): a post that failed, a post waiting for approval, a post ready
// to post by hand, and the drafts written after a payment. A handful at most, read with one query
// (by the owner's status index) and scored with the same formula as every move.
import { PLATFORM_LABELS, type Platform } from "../catalog";
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { dateIn, daysBetween } from "../time";
import { focusScore, priorityOf, timePoints } from "./score";
import type { PrioritizedTask } from "./types";

export const MAX_POST_MOVES = 20;
const WEEK = 7 * 86_400_000;

export interface SnapshotPost {
  id: string;
  type: string;
  title: string;
  status: string;
  startDate: number | null;
  approval: string | null;
  createdAt: number;
  /** Platforms that failed (failed) or wait for the owner's hands (ready). */
  platforms: string | null;
  error: string | null;
}

export function loadPostMoves(ctx: OwnerContext, now: number): SnapshotPost[] {
  return prepared(ctx.db, "focus:post-moves", (d) =>
    d.$client.prepare<{ owner: string; weekAhead: number }, SnapshotPost>(
      `select e.id, e.type, e.title, e.status, e.start_date as startDate, e.approval_status as approval,
         e.created_at as createdAt,
         (select group_concat(d.platform) from post_deliveries d where d.event_id = e.id and d.status in ('failed', 'manual')) as platforms,
         (select d.error from post_deliveries d where d.event_id = e.id and d.status = 'failed' order by d.rowid limit 1) as error
       from events e
       where e.user_id = @owner and e.type in ('content_post', 'email_draft') and (
         e.status in ('failed', 'ready')
         or (e.status = 'scheduled' and e.approval_status in ('pending', 'changes_requested') and e.start_date < @weekAhead)
         or (e.status = 'draft' and e.related_type = 'invoice'))
       order by e.created_at desc, e.id limit ${MAX_POST_MOVES}`,
    ),
  ).all({ owner: ctx.userId, weekAhead: now + WEEK });
}

const names = (csv: string | null) =>
  (csv ?? "")
    .split(",")
    .filter(Boolean)
    .map((p) => (p === "twitter" ? "X" : (PLATFORM_LABELS[p as Platform] ?? p)))
    .join(" and ");

const quote = (s: string) => `"${s.length > 50 ? `${s.slice(0, 47)}…` : s}"`;

function move(base: Omit<PrioritizedTask, "priorityScore" | "automatedPriority" | "completed" | "kind" | "category" | "revenueImpact">, time: number, weight: number): PrioritizedTask {
  const priorityScore = focusScore({ money: 0, time, weight });
  return {
    ...base,
    kind: "content",
    category: "Content",
    revenueImpact: null,
    priorityScore,
    automatedPriority: priorityOf(priorityScore),
    completed: false,
  };
}

/** The move for one post (see loadPostMoves), scored like every move: time by its date, weight by kind. */
export function postMove(p: SnapshotPost, today: string, timeZone: string): PrioritizedTask {
  const day = p.startDate === null ? null : dateIn(timeZone, new Date(p.startDate));
  const days = day === null ? null : daysBetween(today, day);
  const href = `/content?post=${p.id}`;
  const when = days === null ? "" : days < 0 ? `${-days} day${days === -1 ? "" : "s"} ago` : days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
  if (p.status === "failed") {
    return move(
      {
        id: `post:${p.id}`,
        title: `Fix the post that failed on ${names(p.platforms) || "its platform"}`,
        description: `${quote(p.title)} did not go out${p.error ? `: ${p.error}` : ""}.`,
        estimatedTime: 5,
        urgencyReason: p.error ? `Failed to publish: ${p.error}` : "Failed to publish",
        dueDate: day,
        action: { type: "open", href },
      },
      timePoints(-1),
      12,
    );
  }
  if (p.status === "ready") {
    return move(
      {
        id: `post:${p.id}`,
        title: `Post ${quote(p.title)} on ${names(p.platforms) || "its platforms"} by hand`,
        description: "No token is connected for it: copy the text and image, post it, then press Mark as posted.",
        estimatedTime: 5,
        urgencyReason: `Was due ${when || "now"}; ready to post`,
        dueDate: day,
        action: { type: "open", href },
      },
      timePoints(days === null ? 0 : Math.min(days, 0)),
      10,
    );
  }
  if (p.type === "email_draft" || p.status === "draft") {
    const email = p.type === "email_draft";
    return move(
      {
        id: `post:${p.id}`,
        title: email ? `Send ${quote(p.title)}: a thank-you and testimonial request` : `Review the case-study draft ${quote(p.title)}`,
        description: email
          ? "Drafted by The Creator after the invoice was paid. Read it, adjust it, send it."
          : "Drafted by The Creator after a paid invoice. Fill in the brackets, then schedule it.",
        estimatedTime: email ? 5 : 15,
        urgencyReason: "Drafted after a payment; waiting for you",
        dueDate: null,
        action: { type: "open", href: "/content?drafts=1" },
      },
      timePoints(null),
      email ? 8 : 6,
    );
  }
  const changes = p.approval === "changes_requested";
  return move(
    {
      id: `post:${p.id}`,
      title: changes ? `Make the changes asked for on ${quote(p.title)}` : `Get ${quote(p.title)} approved`,
      description: changes
        ? "Your reviewer asked for changes: edit the post and it goes back for approval."
        : "It will not go out until someone approves it through your approval link.",
      estimatedTime: 5,
      urgencyReason:
        days !== null && days < 0 ? `Was due ${when}; still waiting for approval` : `Goes out ${when}; waiting for approval`,
      dueDate: day,
      action: { type: "open", href },
    },
    timePoints(days),
    8,
  );
}
