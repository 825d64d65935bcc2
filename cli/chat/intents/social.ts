// Posts in the owner's words, beside the publishing branch's "schedule a post about …":
// "post on linkedin tomorrow at noon about the case study", "schedule a tweet for wed 9am saying
// we're closed", "write an instagram post about our new package" (a draft from The Creator),
// "what posts do i have scheduled?", and "schedule a post for friday" (what should it say?).

import type { Intent } from "../types";
import { resolveDateTime } from "./when";

const PLATFORM: Record<string, string> = {
  tweet: "twitter",
  twitter: "twitter",
  x: "twitter",
  linkedin: "linkedin",
  facebook: "facebook",
  fb: "facebook",
  instagram: "instagram",
  insta: "instagram",
  ig: "instagram",
};
const PLATFORM_WORD = Object.keys(PLATFORM).join("|");

/** "wed 9am" → "wednesday 9am": a short weekday is safe before a time. */
const longDays = (when: string) =>
  when.replace(/\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/i, (d) => {
    const full: Record<string, string> = {
      mon: "monday",
      tue: "tuesday",
      tues: "tuesday",
      wed: "wednesday",
      thu: "thursday",
      thur: "thursday",
      thurs: "thursday",
      fri: "friday",
      sat: "saturday",
      sun: "sunday",
    };
    return full[d.toLowerCase()] ?? d;
  });

const sentence = (words: string) => {
  const t = words.trim().replace(/^["“']|["”']$/g, "");
  return t.charAt(0).toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? "" : ".");
};

const POST_ON_ABOUT = new RegExp(
  String.raw`^(?:post|publish|share) (?:on|to) (${PLATFORM_WORD})(?: (.+?))? (?:about|saying|that says) (.+)$`,
  "i",
);
const SCHEDULE_KIND = new RegExp(
  String.raw`^(?:schedule|plan|queue|set up) (?:a |an )?(?:(${PLATFORM_WORD}) post|(tweet)|post on (${PLATFORM_WORD})|post) (?:for|on|at) (.+?) (?:saying|that says|about) (.+)$`,
  "i",
);
const DRAFT = new RegExp(
  String.raw`^(?:write|draft|create|make|come up with)(?: me)? (?:an? )?(?:(${PLATFORM_WORD}) )?(?:post|caption|tweet)(?: for (${PLATFORM_WORD}))? (?:about|on) (.+)$`,
  "i",
);
const SCHEDULE_WITHOUT_TEXT = /^(?:schedule|plan|queue) (?:a |an )?(?:social )?(?:post|tweet)(?: for| on| at)? (.+)$/i;
const LIST =
  /\b(?:posts?|tweets?)\b.*\b(?:scheduled|coming up|upcoming|planned|queued|lined up)\b|\bwhat(?:'s| is)? (?:scheduled|going out) on social\b/i;

export function socialIntents(text: string, now: Date): Intent | null {
  const on = POST_ON_ABOUT.exec(text);
  if (on) {
    const at = on[2] ? longDays(on[2].replace(/^at /i, "")) : undefined;
    if (at && !resolveDateTime(at, now)) return null;
    return {
      op: "post.schedule",
      text: sentence(on[3]),
      platforms: PLATFORM[on[1].toLowerCase()],
      ...(at ? { at } : {}),
    };
  }
  const kind = SCHEDULE_KIND.exec(text);
  if (kind) {
    const platform = PLATFORM[(kind[1] ?? kind[2] ?? kind[3] ?? "").toLowerCase()];
    const at = longDays(kind[4]);
    if (!resolveDateTime(at, now)) return null;
    return { op: "post.schedule", text: sentence(kind[5]), ...(platform ? { platforms: platform } : {}), at };
  }
  const draft = DRAFT.exec(text);
  if (draft) {
    const platform = PLATFORM[(draft[1] ?? draft[2] ?? "").toLowerCase()];
    return { op: "post.draft", topic: draft[3].trim(), ...(platform ? { platform } : {}) };
  }
  if (LIST.test(text) && !/^(?:schedule|post|publish|delete|cancel)\b/i.test(text)) return { op: "posts" };
  const bare = SCHEDULE_WITHOUT_TEXT.exec(text);
  if (bare && resolveDateTime(longDays(bare[1]), now)) return { op: "post.ask", at: longDays(bare[1]) };
  return null;
}
