// Posts: "schedule a post about our spring workshop on linkedin tomorrow at 9am", "post 'New prices
// are live' on x friday 14:30", "what posts are coming up?". The words after "about" (or quoted) are
// the post; the confirmation shows it exactly, so a "no" costs nothing.
import type { Intent } from "../types";
import { resolveDateTime } from "./when";

const PLATFORM_WORDS = "twitter|x|linkedin|facebook|instagram|fb|ig|li";
const ALIASES: Record<string, string> = { x: "twitter", fb: "facebook", ig: "instagram", li: "linkedin" };

const LIST = [
  /^(?:show |list |what are |what's |whats )?(?:my )?(?:scheduled |upcoming |next )?posts(?: (?:coming up|scheduled|this week))?$/i,
  /^what(?: posts)? (?:is|are) (?:coming up|scheduled)(?: on social)?$/i,
  /^(?:show |open )?(?:my )?(?:content )?calendar$/i,
];

const SCHEDULE = [
  /^(?:please )?(?:schedule|plan|queue) (?:a |an |the )?(?:new )?(?:social )?post (?:about|on the topic of|saying|that says) (.+)$/i,
  /^(?:please )?(?:post|publish|schedule) ["“'](.+?)["”'](.*)$/i,
];

/** Peels "on linkedin and x" and "tomorrow at 9am" off the end of a post's words. */
function peel(words: string, now: Date): { text: string; platforms?: string; at?: string } {
  let text = ` ${words.trim()}`;
  let platforms: string | undefined;
  let at: string | undefined;
  for (let previous = ""; previous !== text;) {
    previous = text;
    const on = new RegExp(
      String.raw`\s+(?:on|to)\s+((?:${PLATFORM_WORDS})(?:(?:\s*,\s*|\s+and\s+|\s+)(?:${PLATFORM_WORDS}))*)$`,
      "i",
    ).exec(text);
    if (on && !platforms) {
      platforms = on[1]
        .toLowerCase()
        .split(/\s*,\s*|\s+and\s+|\s+/)
        .map((p) => ALIASES[p] ?? p)
        .join(",");
      text = text.slice(0, on.index);
      continue;
    }
    if (!at) {
      // The longest tail of up to 5 words that reads as a time.
      const tokens = text.trim().split(/\s+/);
      for (let n = Math.min(5, tokens.length - 1); n >= 1; n--) {
        const tail = tokens
          .slice(-n)
          .join(" ")
          .replace(/^(?:at|on|for)\s+/i, "");
        if (resolveDateTime(tail, now)) {
          at = tail;
          text = ` ${tokens.slice(0, -n).join(" ")}`.replace(/\s+(?:at|on|for)$/i, "");
          break;
        }
      }
    }
  }
  return { text: text.trim(), platforms, at };
}

export function postIntents(text: string, now: Date): Intent | null {
  if (LIST.some((p) => p.test(text))) return { op: "posts" };
  for (const pattern of SCHEDULE) {
    const m = pattern.exec(text);
    if (!m) continue;
    const body = `${m[1]}${m[2] ?? ""}`;
    const { text: words, platforms, at } = peel(body, now);
    const clean = words.replace(/^["“']|["”']$/g, "").trim();
    if (!clean) return null;
    const sentence = clean.charAt(0).toUpperCase() + clean.slice(1) + (/[.!?]$/.test(clean) ? "" : ".");
    return { op: "post.schedule", text: sentence, ...(platforms ? { platforms } : {}), ...(at ? { at } : {}) };
  }
  return null;
}
