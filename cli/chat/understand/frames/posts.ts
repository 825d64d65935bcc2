// Frames of social posts: drafted, scheduled (a new post's words, or a draft named), retried. Only the
// networks Microteam posts to; another is said, never swapped for one it does.

import { act, after, kept, keptAll, leftover, mention, nameOf, type Clause, type Frame } from "./clause";

const ABOUT = /(?:^|\s)(?:about|saying|that says|on the topic of|re|:|-|—)\s+/i;
/** A request's own words for a post ("plan a post", "schedule something for insta"): never its topic. */
const POST_WORDS =
  /^(?:(?:plan|schedule|put|make|create|write|draft|do|queue|post|share|publish|set up)\s+)?(?:(?:a|an|the|some|one|new|social|linkedin|facebook|instagram|insta|twitter)\s+)*(?:post|tweet|update|caption|something)?s?(?:\s+(?:up|out|on|for|to))*\s*$/i;
const postTopic = (c: Clause) => {
  const left = leftover(c).replace(/^(?:(?:tweet|post|schedule|share|publish)(?:\s+(?:on|to|a|an|the))*\s+)+/i, "");
  return left && !POST_WORDS.test(left) ? left : undefined;
};

/** Networks Microteam does not post to: said, never swapped for one it does. */
const OTHER_NETWORKS =
  /\b(?:mastodon|tiktok|tik tok|threads|bluesky|pinterest|youtube|snapchat|reddit|tumblr|whatsapp|telegram|discord)\b/i;
const notPosted = (network: string) =>
  `Microteam can't post to ${network}: it posts to X (twitter), LinkedIn, Facebook and Instagram. ` +
  `Say one of those ("post on linkedin friday at 9: …"), or post it on ${network} yourself.`;

export const POST_FRAMES: Record<string, Frame> = {
  create_post: (c) => {
    const elsewhere = OTHER_NETWORKS.exec(c.text)?.[0];
    if (elsewhere && !kept<string>(c, "platform")) return { op: "say", text: notPosted(elsewhere) };
    const topic = after(c, ABOUT) ?? leftover(c);
    if (!topic) return null;
    return { op: "post.draft", topic, platform: kept<string>(c, "platform")?.value };
  },
  schedule_post: (c, { date }) => {
    const platforms = [...new Set(keptAll<string>(c, "platform").map((p) => p.value))];
    // An existing post is named to schedule it only when it is a draft (or failed): else the words are a new post's topic.
    // "…at 9: we helped acme save $2,400 this quarter": after the colon is the post, word for word.
    const colonAt = /:(?!\d)\s*(.+)$/.exec(c.text);
    const colon = colonAt?.[1]?.trim();
    const named = mention(c, "post");
    // Words of an existing post's title inside the new post's text are its words, not that post.
    const inText = named && colonAt && named.index > colonAt.index;
    const post = named && !inText && named.value.entities.some((e) => e.done === false) ? named : undefined;
    // "…saying we're closed thursday": what follows "saying" is the post, word for word (days included).
    const saying = /\b(?:saying|that says|which says)\s+(.+)$/i.exec(c.text)?.[1]?.trim();
    const topic = post ? undefined : colon || saying || (after(c, ABOUT) ?? postTopic(c));
    const elsewhere = OTHER_NETWORKS.exec(c.text)?.[0];
    if (elsewhere && platforms.length === 0) return { op: "say", text: notPosted(elsewhere) };
    // "plan a post for tomorrow": neither what it says nor where; both asked at once.
    if (!topic && !post && platforms.length === 0) {
      const at = date ? date.text.trim() : "when";
      return {
        op: "say",
        text: `What should the post for ${at} say, and on which platform (and at what time)? For example: "schedule a post about our spring workshop on linkedin ${date ? at : "friday"} at 9am".`,
      };
    }
    return act("schedule_post", {
      platforms: platforms.length ? platforms : undefined,
      date: date?.date,
      time: date?.time,
      topic,
      postTitle: post ? nameOf(c, post) : undefined,
    });
  },
  retry_post: (c) => {
    const post = nameOf(c, mention(c, "post"));
    // Unnamed: the words as typed ("the facebook post that failed"), which the action reads for a platform.
    return act("retry_post", { postTitle: post ?? c.text, platform: kept<string>(c, "platform")?.value });
  },
};
