// What the owner is told about posts, in the bell (core/notifications): a post ready to copy by hand,
// a post that failed and why, a post that went out.
import type { Platform } from "../../catalog";
import type { Services } from "../../context";
import { notifyOwner } from "../../notifications";
import { platformName } from "./messages";

const clip = (s: string, n = 240) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export const postHref = (eventId: string) => `/content?post=${eventId}`;

export function notifyReadyToPost(
  services: Services,
  post: { userId: string; eventId: string; text: string; images: number },
  platforms: Platform[],
): void {
  if (!platforms.length) return;
  notifyOwner(services, {
    userId: post.userId,
    type: "post_ready",
    title: `Ready to post on ${list(platforms.map(platformName))}`,
    description: `${clip(post.text)}${post.images ? ` (+ ${post.images} image${post.images === 1 ? "" : "s"})` : ""} — copy it, post it, then press "Mark as posted".`,
    href: postHref(post.eventId),
    relatedType: "event",
    relatedId: post.eventId,
    dedupeKey: `post:${post.eventId}:ready:${platforms.join(",")}`,
  });
}

export function notifyPostFailed(
  services: Services,
  post: { userId: string; eventId: string; deliveryId: string; attempts: number; platform: Platform; title: string },
  reason: string,
): void {
  notifyOwner(services, {
    userId: post.userId,
    type: "post_failed",
    title: `Post to ${platformName(post.platform)} failed`,
    description: `"${clip(post.title, 80)}": ${reason}`,
    href: postHref(post.eventId),
    relatedType: "event",
    relatedId: post.eventId,
    dedupeKey: `post:${post.deliveryId}:failed:${post.attempts}`,
  });
}

export function notifyPublished(
  services: Services,
  post: { userId: string; eventId: string; title: string },
  platforms: Platform[],
): void {
  notifyOwner(services, {
    userId: post.userId,
    type: "post_published",
    title: `Published on ${list(platforms.map(platformName))}`,
    description: `"${clip(post.title, 80)}" is live.`,
    href: postHref(post.eventId),
    relatedType: "event",
    relatedId: post.eventId,
    dedupeKey: `post:${post.eventId}:published`,
  });
}
