// Posts: a draft written with The Creator (create_post), a post scheduled, new or an existing draft
// (schedule_post: POST /api/events, PUT /api/events/{id}), and a failed post tried again
// (retry_post: POST /api/posts/{id}/retry). A platform without a connection still takes a post, which
// then waits to be posted by hand: said before the yes, with where to connect it. Instagram takes a
// post only with an image, which the terminal cannot attach: said, and left out.

import { z } from "zod";
import type { ApiClient } from "../../api/client";
import { matchTitle } from "../match";
import { proposeDraftPost } from "../proposals/posts";
import { propose, say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { clock, dayName, joinPrefaces, ownerNow, pick, readAll, type Picked } from "./found";
import { defineAction } from "./spec";

const PLATFORMS = ["twitter", "linkedin", "facebook", "instagram"] as const;
type Platform = (typeof PLATFORMS)[number];
const LABEL: Record<Platform, string> = {
  twitter: "X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};
/** Owners' names for the platforms, by the product's name (the understanding reads platforms with it too). */
export const PLATFORM_ALIASES: Record<string, Platform> = {
  x: "twitter",
  twitter: "twitter",
  tweet: "twitter",
  linkedin: "linkedin",
  li: "linkedin",
  facebook: "facebook",
  fb: "facebook",
  instagram: "instagram",
  insta: "instagram",
  ig: "instagram",
};
const PLATFORM_LIST = "X (twitter), LinkedIn, Facebook, Instagram";

/** The platforms as the product names them, or the words it does not know. */
function readPlatforms(typed: string[]): { platforms: Platform[]; unknown: string[] } {
  const words = typed.flatMap((p) => p.toLowerCase().split(/[\s,;/+&]+|\band\b/)).filter(Boolean);
  const platforms = new Set<Platform>();
  const unknown: string[] = [];
  for (const w of words) {
    if (w === "all" || w === "every" || w === "socials") PLATFORMS.forEach((p) => platforms.add(p));
    else if (PLATFORM_ALIASES[w]) platforms.add(PLATFORM_ALIASES[w]);
    else unknown.push(w);
  }
  return { platforms: PLATFORMS.filter((p) => platforms.has(p)), unknown };
}

const labels = (ps: readonly Platform[]) => ps.map((p) => LABEL[p]).join(", ");

interface PostRow {
  id: string;
  title: string;
  description: string | null;
  status: string;
  platforms: string[];
  scheduledDate: string | null;
  scheduledTime: string | null;
  lockedReason: string | null;
  media: unknown[];
  deliveries: { platform: string; status: string; error: string | null }[];
}

interface Connection {
  platform: Platform;
  connected: boolean;
  health: string;
  problem: string | null;
}

/** The scheduled and past posts, then the drafts (posts without a date). */
async function allPosts(api: ApiClient): Promise<PostRow[]> {
  const [dated, drafts] = await Promise.all([
    readAll<PostRow>(api, "/api/events?sort=-startDate"),
    readAll<PostRow & { type?: string }>(api, "/api/posts/drafts"),
  ]);
  return [...dated, ...drafts.filter((d) => !d.type || d.type === "content_post")];
}

const postLabel = (p: PostRow) => `"${p.title}"`;

/** The words of "retry the facebook post that failed" that are the request, not a post's name. */
const RETRY_WORDS =
  /\b(?:retry|re-?try|try|again|re-?send|re-?post|re-?publish|redo|publish|post|posts|the|a|my|that|which|who|failed|fail|didn't|didnt|go|went|out|through|one|on|to|it|please|pls|can|you|u|could)\b|[?!.,]/gi;

async function findPost(api: ApiClient, typed: string, failedOnly = false): Promise<Picked<PostRow>> {
  const posts = await allPosts(api);
  let found = matchTitle(posts, typed, (p) => p.title);
  // "retry the nguyen highlights post": the words that name a post, without the request around them.
  const naming = failedOnly ? typed.replace(RETRY_WORDS, " ").replace(/\s+/g, " ").trim() : "";
  if (found.kind === "none" && naming && readPlatforms([naming]).platforms.length === 0) {
    found = matchTitle(posts, naming, (p) => p.title);
    if (found.kind === "none") {
      const failed = posts.filter((p) => p.status === "failed");
      return {
        reply: say(
          `No post is called "${naming}".` +
            (failed.length
              ? ` Which post do you mean: ${failed.map(postLabel).join(" or ")}?`
              : " None of your posts failed."),
        ),
      };
    }
  }
  if (found.kind === "none" && failedOnly) {
    // "the facebook post that failed": the failed posts, narrowed by a platform named.
    const { platforms } = readPlatforms([typed]);
    const failed = posts.filter(
      (p) => p.status === "failed" && (platforms.length === 0 || platforms.some((x) => p.platforms.includes(x))),
    );
    if (failed.length === 1) return { item: failed[0] };
    if (failed.length > 1) return { reply: say(`Which post do you mean: ${failed.map(postLabel).join(" or ")}?`) };
    return { reply: say(`None of your posts failed${platforms.length ? ` on ${labels(platforms)}` : ""}.`) };
  }
  return pick(found, typed, "post", postLabel, posts);
}

/** What to say about platforms that have no working connection: the post will wait to be posted by hand. */
async function connectionNote(api: ApiClient, platforms: readonly Platform[]): Promise<string | undefined> {
  const connections = await api.request<Connection[]>("GET", "/api/posts/connections");
  const off = platforms.filter((p) => {
    const c = connections.find((x) => x.platform === p);
    return !c || !c.connected || c.health === "refused" || c.problem;
  });
  if (off.length === 0) return undefined;
  const which = labels(off);
  return (
    `${which} ${off.length === 1 ? "isn't" : "aren't"} connected, so at its time the post waits for you to post it ` +
    `there by hand (you're notified with the text). To publish it by itself, connect ${which} in the web app: ` +
    "Settings → Social Media."
  );
}

const when = (date: string, time: string, today: string) => `${dayName(date, today)} ${clock(time)}`;

export const createPost = defineAction({
  name: "create_post",
  description:
    "Write a post about a topic with The Creator: captions to pick from, saved as content; nothing is scheduled.",
  schema: z.object({
    platform: z.string().optional().describe("twitter (x), linkedin, facebook or instagram"),
    topic: z.string().min(1).describe("what the post is about"),
  }),
  hints: { title: "Write a post", destructive: false, idempotent: false, openWorld: false },
  async propose(ctx, { platform, topic }) {
    if (!platform) return proposeDraftPost(ctx, { op: "post.draft", topic });
    const read = readPlatforms([platform]);
    if (read.unknown.length || read.platforms.length !== 1)
      return say(`Microteam writes posts for ${PLATFORM_LIST}; "${platform}" isn't one of them. Which should it be?`);
    return proposeDraftPost(ctx, { op: "post.draft", topic, platform: read.platforms[0] });
  },
});

export const schedulePost = defineAction({
  name: "schedule_post",
  description:
    "Schedule a social post: a new one with its words (topic), or an existing draft (postTitle), on platforms at a " +
    "date and time (09:00 when no time is given).",
  schema: z.object({
    platforms: z.array(z.string()).describe('"twitter" (or "x"), "linkedin", "facebook", "instagram"'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe("YYYY-MM-DD"),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional()
      .describe("HH:MM, 24-hour"),
    topic: z.string().optional().describe("the new post's words, as they will be published"),
    postTitle: z.string().optional().describe("an existing draft's title, or a phrase of it"),
  }),
  hints: { title: "Schedule a social post", destructive: false, idempotent: false, openWorld: true },
  async propose(ctx, args) {
    const api = await ctx.api();
    const read = readPlatforms(args.platforms);
    if (read.unknown.length)
      return say(
        `Microteam posts to ${PLATFORM_LIST}; it can't post to ${read.unknown.map((w) => `"${w}"`).join(", ")}. ` +
          "Schedule it on one of those instead.",
      );
    if (read.platforms.length === 0) return say(`On which platforms should it go out: ${PLATFORM_LIST}?`);
    const topic = args.topic?.trim();
    if (!topic && !args.postTitle)
      return say(`What should the post on ${labels(read.platforms)} for ${args.date} say (or which draft is it)?`);
    const time = args.time ?? "09:00";
    const now = await ownerNow(ctx);
    if (args.date < now.today || (args.date === now.today && time <= now.time))
      return say(
        `${when(args.date, time, now.today)} has passed (it's ${clock(now.time)} on ${dayName(now.today)}): ` +
          "pick a later time.",
      );

    let post: PostRow | undefined;
    let found: string | undefined;
    if (args.postTitle) {
      const picked = await findPost(api, args.postTitle);
      if ("reply" in picked) return picked.reply;
      post = picked.item;
      found = picked.preface;
      if (post.status !== "draft" && post.lockedReason) return say(`"${post.title}": ${post.lockedReason}.`);
    }
    // Instagram needs an image; a new post from the terminal has none.
    let platforms = read.platforms;
    let imageNote: string | undefined;
    if (platforms.includes("instagram") && !(post && post.media.length > 0)) {
      platforms = platforms.filter((p) => p !== "instagram");
      const fix = "schedule it with an image in the web app (Content → Calendar)";
      if (platforms.length === 0)
        return say(`Instagram takes a post only with an image, which I can't attach here: ${fix}.`);
      imageNote = `Instagram takes a post only with an image, which I can't attach here: this schedules it on ${labels(platforms)} only; for Instagram, ${fix}.`;
    }
    const preface = joinPrefaces(found, imageNote, await connectionNote(api, platforms));
    const at = when(args.date, time, now.today);

    if (post) {
      const existing = post;
      return propose(
        { op: "schedule_post", args: { postTitle: existing.title, platforms, date: args.date, time } },
        `${existing.status === "draft" ? "Schedule the draft" : "Move"} "${existing.title}" on ${labels(platforms)} ` +
          `${existing.status === "draft" ? "for" : "to"} ${at}?`,
        async (): Promise<ChatReply> => {
          const updated = await api.request<PostRow>("PUT", `/api/events/${existing.id}`, {
            scheduledFor: args.date,
            scheduledTime: time,
            platforms,
          });
          return say(`"${updated.title}" is scheduled for ${at} on ${labels(platforms)}.`);
        },
        preface,
      );
    }
    const text = topic!;
    const preview = text.length > 60 ? `${text.slice(0, 57)}…` : text;
    return propose(
      { op: "schedule_post", args: { platforms, date: args.date, time, topic: text } },
      `Schedule "${preview}" on ${labels(platforms)} for ${at}? It is posted as written; edit the words in the web ` +
        "app's calendar before then if you like.",
      async (): Promise<ChatReply> => {
        const created = await api.request<PostRow>("POST", "/api/events", {
          content: text,
          platforms,
          scheduledFor: args.date,
          scheduledTime: time,
        });
        return say(`Scheduled "${created.title}" for ${at} on ${labels(platforms)}.`, created);
      },
      preface,
    );
  },
});

export const retryPost = defineAction({
  name: "retry_post",
  description: "Try a failed post again on the platforms where it failed (those it reached are left alone).",
  schema: z.object({ postTitle: z.string().min(1).describe("the post's title or a phrase of it") }),
  hints: { title: "Try a failed post again", destructive: false, idempotent: false, openWorld: true },
  async propose(ctx, { postTitle }) {
    const api = await ctx.api();
    const picked = await findPost(api, postTitle, true);
    if ("reply" in picked) return picked.reply;
    const post = picked.item;
    if (post.status !== "failed") {
      const at = post.scheduledDate && post.scheduledTime ? ` (${post.scheduledDate} ${post.scheduledTime})` : "";
      const failed = (await allPosts(api)).filter((p) => p.status === "failed");
      return say(
        `"${post.title}" did not fail: it is ${post.status}${at}. Only a failed post can be tried again.` +
          (failed.length ? ` Did you mean ${failed.map(postLabel).join(" or ")}?` : ""),
      );
    }
    const failed = post.deliveries.filter((d) => d.status === "failed");
    const platforms = (failed.length ? failed.map((d) => d.platform) : post.platforms).filter((p): p is Platform =>
      (PLATFORMS as readonly string[]).includes(p),
    );
    const why = failed.find((d) => d.error)?.error;
    return propose(
      { op: "retry_post", args: { postTitle: post.title } },
      `Try "${post.title}" again on ${labels(platforms)} now?${why ? ` It failed with: ${why}` : ""}`,
      async (): Promise<ChatReply> => {
        const retried = await api.request<PostRow>("POST", `/api/posts/${post.id}/retry`);
        const outcome: Record<string, string> = {
          publishing: "is back in the queue: it goes out within a minute",
          ready: "waits for you to post it by hand (the web app's calendar has the text)",
          published: "is published",
        };
        return say(
          `"${retried.title}" ${
            outcome[retried.status] ??
            `is still ${retried.status}: nothing was left to send again. Schedule it anew in the web app's calendar`
          }.`,
          retried,
        );
      },
      joinPrefaces(picked.preface, await connectionNote(api, platforms)),
    );
  },
});
