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

interface Lockable {
  status: string;
  startDate: number | null;
  approvalStatus?: string | null;
  /** The post's deliveries as the row reads them (a JSON array of `{status}`), when known. */
  deliveries?: string | null;
}

/** A post waiting for someone's approval is held: the publishing job does not release it. */
const isHeld = (post: Lockable) => post.approvalStatus === "pending" || post.approvalStatus === "changes_requested";

/**
 * Why the post cannot be edited or deleted now, or null when it can. Drafts can always change; so can a
 * post whose time passed while it waited for approval (it never went out, and without this it would
 * stay for ever, going out whenever someone approved it).
 */
export function lockReason(post: Lockable, now: number): string | null {
  const status = post.status as PostStatus;
  if (status === "draft") return null;
  if (status === "published" || status === "completed") return LOCK_MESSAGES.published;
  if (status === "failed") return LOCK_MESSAGES.failed;
  if (status === "publishing") return LOCK_MESSAGES.publishing;
  if (status === "ready") return LOCK_MESSAGES.ready;
  if (post.startDate === null || post.startDate <= now) return isHeld(post) ? null : LOCK_MESSAGES.past;
  return null;
}

/**
 * Why the post cannot be deleted now, or null. As editing, and a post ready to post by hand that went
 * out nowhere (every platform still waits for the owner) may be thrown away: the owner decided not to
 * post it. Once one platform published it, the record stays.
 */
export function deleteLockReason(post: Lockable, now: number): string | null {
  const locked = lockReason(post, now);
  if (locked === LOCK_MESSAGES.ready && onlyWaitingForHands(post.deliveries)) return null;
  return locked;
}

function onlyWaitingForHands(deliveries: string | null | undefined): boolean {
  let list: { status?: unknown }[];
  try {
    list = JSON.parse(deliveries ?? "[]") as { status?: unknown }[];
  } catch {
    return false;
  }
  return list.length > 0 && list.every((d) => d.status === "manual" || d.status === "cancelled");
}
