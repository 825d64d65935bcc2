// When a scheduled post may still change (spec 001 §4): only while it is scheduled and its time is
// ahead. Every other state answers with its message. One rule, read by the server's checks and shown
// by the web and the terminal.
import type { PostStatus } from "./schemas";

export const LOCK_MESSAGES = {
  published: "This post has been published and cannot be edited",
  failed: "This post failed to publish",
  past: "This post is scheduled in the past and cannot be edited",
  publishing: "This post is being published and cannot be edited",
  ready: "This post is ready to post: copy it to the platform and mark it as posted",
} as const;

/** Why the post cannot be edited or deleted now, or null when it can. Drafts can always change. */
export function lockReason(post: { status: string; startDate: number | null }, now: number): string | null {
  const status = post.status as PostStatus;
  if (status === "draft") return null;
  if (status === "published" || status === "completed") return LOCK_MESSAGES.published;
  if (status === "failed") return LOCK_MESSAGES.failed;
  if (status === "publishing") return LOCK_MESSAGES.publishing;
  if (status === "ready") return LOCK_MESSAGES.ready;
  if (post.startDate === null || post.startDate <= now) return LOCK_MESSAGES.past;
  return null;
}
