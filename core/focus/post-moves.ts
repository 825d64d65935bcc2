// Moves from the Creator (issue 11 §5): a post that failed, a post waiting for approval, a post ready
// to post by hand, and the drafts written after a payment. A handful at most (read whole, with one
// query, whenever the owner's posts or their deliveries change), valued in the owner's time like
// every move (value.ts POST_HOURS). The drafts after a payment are one per client, the newest, for
// DRAFT_DAYS after they were written (docs/decisions/325-focus-as-a-bookkeeper.md). Pure.
import { PLATFORM_LABELS, type Platform } from "../catalog";
import { dayNumber, localDay, type FocusAt, type PostFacts } from "./facts";
import { Move, type MoveWriter, type ScoredMove } from "./move";
import { daysAgo, dollars, shortDate } from "./text";
import type { PrioritizedTask } from "./types";
import { DRAFT_DAYS, DRAFT_DUE, POST_HOURS, priorityOf, taskDue } from "./value";

/** The posts read for moves, newest first. */
export const MAX_POST_MOVES = 20;
const DAY = 86_400_000;

type PostKind = keyof typeof POST_HOURS;

interface PostSituation {
  post: PostFacts;
  kind: PostKind;
  /** The post's local date ('YYYY-MM-DD'), when it has one. */
  day: string | null;
  /** Days from today to that date (negative: past). */
  days: number | null;
  at: FocusAt;
}

function kindOf(p: PostFacts): PostKind {
  if (p.status === "failed") return "failed";
  if (p.status === "ready") return "ready";
  if (p.type === "email_draft") return "email";
  if (p.status === "draft") return "draft";
  return "approval";
}

/** The start of the first local day whose drafts after a payment are still moves (ms). */
export const draftsSince = (at: FocusAt) => (dayNumber(at.today) - DRAFT_DAYS) * DAY - at.offsetMs;

const isPaymentDraft = (p: PostFacts) =>
  p.status === "draft" && (p.type === "email_draft" || p.type === "content_post");

/**
 * The posts that make moves: every one but the drafts after a payment, of which each client keeps one,
 * written in the last DRAFT_DAYS: the newest payment's, its thank-you before its case study.
 */
export function postMovesOf(posts: readonly PostFacts[], at: FocusAt): ScoredMove[] {
  const since = draftsSince(at);
  const best = new Map<string, PostFacts>();
  const moves: ScoredMove[] = [];
  for (const p of posts) {
    if (!isPaymentDraft(p)) {
      moves.push(postMove(p, at));
      continue;
    }
    if (p.createdAt < since) continue;
    const key = p.clientId ?? `post:${p.id}`;
    const kept = best.get(key);
    if (!kept || draftOrder(p, kept) < 0) best.set(key, p);
  }
  for (const p of best.values()) moves.push(postMove(p, at));
  return moves;
}

/** Newest payment first; of one payment, the thank-you first; then the id, so any read order agrees. */
function draftOrder(a: PostFacts, b: PostFacts): number {
  const paid = (b.paidDate ?? "").localeCompare(a.paidDate ?? "");
  if (paid) return paid;
  const created = b.createdAt - a.createdAt;
  if (created) return created;
  const email = Number(b.type === "email_draft") - Number(a.type === "email_draft");
  return email || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The move for one post that needs the owner. */
export function postMove(post: PostFacts, at: FocusAt): ScoredMove {
  const kind = kindOf(post);
  const local = post.startDate === null ? null : localDay(at, post.startDate);
  const days = local === null ? null : local - dayNumber(at.today);
  const day = local === null ? null : new Date(local * DAY).toISOString().slice(0, 10);
  // A failed post is at least a day late; one to post by hand, due now at the latest.
  const due =
    days === null
      ? DRAFT_DUE
      : taskDue(kind === "failed" ? Math.min(days, -1) : kind === "ready" ? Math.min(days, 0) : days);
  return new Move(
    {
      id: `post:${post.id}`,
      kind: "content",
      category: "Content",
      value: at.hourlyRate * POST_HOURS[kind] * due,
    },
    { post, kind, day, days, at },
    POST,
  );
}

const names = (csv: string | null) =>
  (csv ?? "")
    .split(",")
    .filter(Boolean)
    .map((p) => (p === "twitter" ? "X" : (PLATFORM_LABELS[p as Platform] ?? p)))
    .join(" and ");

const quote = (s: string) => `"${s.length > 50 ? `${s.slice(0, 47)}…` : s}"`;

function whenText(days: number | null): string {
  if (days === null) return "";
  if (days < 0) return `${-days} day${days === -1 ? "" : "s"} ago`;
  if (days === 0) return "today";
  return days === 1 ? "tomorrow" : `in ${days} days`;
}

type Text = Pick<PrioritizedTask, "title" | "description" | "estimatedTime" | "urgencyReason" | "action">;

/** "Vega Architects paid $6,500 on November 20 (INV-0042)", or what is known of it. */
function paymentText(p: PostFacts, at: FocusAt): string {
  if (!p.clientName || p.paidCents == null) return "Drafted after a payment";
  const when = p.paidDate ? ` on ${shortDate(p.paidDate, at.today)}` : "";
  return `${p.clientName} paid ${dollars(p.paidCents, p.currency ?? "USD")}${when}${p.invoiceNumber ? ` (${p.invoiceNumber})` : ""}`;
}

function text({ post: p, kind, days, day, at }: PostSituation): Text {
  const href = `/content?post=${p.id}`;
  const when = whenText(days);
  // The date itself beside "today" or "in 3 days": every reason carries its figures.
  const on = day ? ` (${shortDate(day, at.today)})` : "";
  switch (kind) {
    case "failed":
      // A dead connection is fixed in Settings, not on the post: Reconnect, then Try again.
      if (p.errorKind === "auth") {
        return {
          title: `Reconnect ${names(p.platforms) || "the platform"}: a post could not go out`,
          description: `${quote(p.title)} did not go out${p.error ? `: ${p.error}` : ""}. Reconnect in Settings → Social Media, then press Try again on the post.`,
          estimatedTime: 5,
          urgencyReason: failedText(p, when),
          action: { type: "open", href: "/profile?tab=social" },
        };
      }
      return {
        title: `Fix the post that failed on ${names(p.platforms) || "its platform"}`,
        description: `${quote(p.title)} did not go out${p.error ? `: ${p.error}` : ""}.`,
        estimatedTime: 5,
        urgencyReason: failedText(p, when),
        action: { type: "open", href },
      };
    case "ready":
      return {
        title: `Post ${quote(p.title)} on ${names(p.platforms) || "its platforms"} by hand`,
        description: "No token is connected for it: copy the text and image, post it, then press Mark as posted.",
        estimatedTime: 5,
        urgencyReason: `Was due ${when || "now"}${on}; ready to post`,
        action: { type: "open", href },
      };
    case "email":
    case "draft": {
      const email = kind === "email";
      return {
        title: email
          ? `Send ${quote(p.title)}: a thank-you and testimonial request`
          : `Review the case-study draft ${quote(p.title)}`,
        description: email
          ? "Drafted by The Creator after the invoice was paid. Read it, adjust it, send it."
          : "Drafted by The Creator after a paid invoice. Fill in the brackets, then schedule it.",
        estimatedTime: email ? 5 : 15,
        urgencyReason: `${paymentText(p, at)}; drafted ${daysAgo(Math.max(0, dayNumber(at.today) - localDay(at, p.createdAt)))}, ${email ? "thank them while it is fresh" : "waiting for you"}`,
        action: { type: "open", href: "/content?drafts=1" },
      };
    }
    case "approval": {
      const changes = p.approval === "changes_requested";
      return {
        title: changes ? `Make the changes asked for on ${quote(p.title)}` : `Get ${quote(p.title)} approved`,
        description: changes
          ? "Your reviewer asked for changes: edit the post and it goes back for approval."
          : "It will not go out until someone approves it through your approval link.",
        estimatedTime: 5,
        urgencyReason:
          days !== null && days < 0
            ? `Was due ${when}${on}; still waiting for approval`
            : `Goes out ${when}${on}; waiting for approval`,
        action: { type: "open", href },
      };
    }
  }
}

/** "Failed to publish 2 days ago: token expired" (when it was due, and why, when known). */
const failedText = (p: PostFacts, when: string) =>
  `Failed to publish${when ? ` ${when === "today" ? "today" : when.startsWith("in ") ? `(due ${when})` : when}` : ""}${p.error ? `: ${p.error}` : ""}`;

const POST: MoveWriter<PostSituation> = {
  search: (s, m) => `${text(s).title} ${s.post.title} ${m.id}`.toLowerCase(),
  task: (s, m) => ({
    id: m.id,
    kind: "content",
    category: "Content",
    priorityScore: m.score,
    automatedPriority: priorityOf(m.score),
    completed: false,
    revenueImpact: null,
    dueDate: s.kind === "email" || s.kind === "draft" ? null : s.day,
    ...text(s),
  }),
};
