// The offline engine's five captions: one per platform plus a second X post, each written to that
// platform's length and habits (LinkedIn tells the story, X makes one point, Instagram hooks and
// tags, Facebook talks to the community), in the tone the owner asked for.
import type { Brief, BusinessProfile } from "./brief";
import type { CallsToAction } from "./calls-to-action";
import { hashtags } from "./hashtags";
import { fitsPlatform, hashtagCount, INSTAGRAM_MAX_HASHTAGS } from "./platform-fit";
import type { Caption, Platform } from "./schemas";
import { clip, lowerFirst, pick, upperFirst } from "./text";
import { TONES } from "./tone";

/** Fills `{topic}`, `{Topic}`, `{audience}`, `{Audience}` in a phrase. */
export function fill(template: string, brief: Brief): string {
  // Replacer functions: an answer such as "$&" is text, not a replacement pattern.
  return template
    .replaceAll("{topic}", () => lowerFirst(brief.topic))
    .replaceAll("{Topic}", () => upperFirst(brief.topic))
    .replaceAll("{audience}", () => lowerFirst(brief.audience))
    .replaceAll("{Audience}", () => upperFirst(brief.audience));
}

/** A lead ("The short version:") and the sentence after it, lower-cased after a colon so it reads on. */
export function led(lead: string, text: string): string {
  return `${lead} ${lead.endsWith(":") ? lowerFirst(text) : text}`;
}

const AUDIENCE_LINES = [
  "This one's for {audience}.",
  "Written for {audience}.",
  "For {audience}, this is the part that matters.",
];

interface Parts {
  brief: Brief;
  profile: BusinessProfile;
  cta: CallsToAction;
}

const join = (blocks: (string | null | undefined | false)[]) =>
  blocks.filter((b): b is string => typeof b === "string" && b.trim().length > 0).join("\n\n");

/** `text` with the '#' taken off every hashtag after the first `max` (the words stay). */
function keepHashtags(text: string, max: number): string {
  let seen = 0;
  return text.replace(/(^|[^\p{L}\p{N}_&])#(?=[\p{L}\p{N}_])/gu, (all, before: string) =>
    ++seen > max ? before : all,
  );
}

/** The first candidate that fits the platform, else the last one cut to fit. */
function firstThatFits(platform: Platform, candidates: string[], limit: number): string {
  for (const c of candidates) if (fitsPlatform(platform, c)) return c;
  let text = candidates[candidates.length - 1];
  // Hashtags the owner typed themselves may already pass Instagram's cap: the extra ones become words.
  if (platform === "instagram") text = keepHashtags(text, INSTAGRAM_MAX_HASHTAGS);
  while (!fitsPlatform(platform, text) && [...text].length > 20) {
    const shorter = clip(text, Math.floor(Math.min([...text].length, limit) * 0.9));
    if (shorter === text) break;
    text = shorter;
  }
  return text;
}

function linkedin({ brief, profile, cta }: Parts): string {
  const tone = TONES[brief.tone];
  const hook = fill(pick(tone.hooks, brief.seed, "li-hook"), brief);
  const audienceLine = /\{audience\}/.test(pick(tone.hooks, brief.seed, "li-hook"))
    ? null
    : fill(pick(AUDIENCE_LINES, brief.seed, "li-aud"), brief);
  const bullets = brief.details.length ? brief.details.map((d) => `→ ${d}`).join("\n") : null;
  const tags = hashtags({ topic: brief.topic, audience: brief.audience, niche: profile.niche }, 3).join(" ");
  const full = join([
    hook,
    led(pick(tone.storyLeads, brief.seed, "li-story"), brief.context.join(" ")),
    led(pick(tone.pointLeads, brief.seed, "li-lead"), brief.keyPoint),
    bullets,
    audienceLine,
    fill(pick(tone.questions, brief.seed, "li-q"), brief),
    cta.long,
    tags,
  ]);
  return firstThatFits("linkedin", [full, join([hook, brief.keyPoint, cta.long, tags])], 3000);
}

function xInsight({ brief, profile, cta }: Parts): string {
  const tone = TONES[brief.tone];
  const shortHook = fill(pick(tone.shortHooks, brief.seed, "x-hook"), brief);
  const tags = hashtags({ topic: brief.topic, audience: brief.audience, niche: profile.niche }, 2);
  return firstThatFits(
    "twitter",
    [
      `${led(shortHook, brief.keyPoint)}\n\n${cta.short} ${tags.join(" ")}`,
      `${led(shortHook, brief.keyPoint)}\n\n${tags.join(" ")}`,
      `${brief.keyPoint}\n\n${tags[0] ?? ""}`.trim(),
      brief.keyPoint,
    ],
    280,
  );
}

function xConversation({ brief }: Parts): string {
  const tone = TONES[brief.tone];
  const question = fill(pick(tone.questions, brief.seed, "x2-q"), brief).replace(/comments/g, "replies");
  const lead = pick(tone.pointLeads, brief.seed, "x2-lead");
  const story = brief.context[0] ?? brief.keyPoint;
  return firstThatFits(
    "twitter",
    [
      `${story}\n\n${led(lead, brief.keyPoint)}\n\n${question}`,
      `${story}\n\n${question}`,
      `${clip(story, 200)}\n\n${question}`,
    ],
    280,
  );
}

function instagram({ brief, profile, cta }: Parts): string {
  const tone = TONES[brief.tone];
  const emoji = tone.emoji.length ? ` ${pick(tone.emoji, brief.seed, "ig-emoji")}` : "";
  const hook = `${fill(pick(tone.hooks, brief.seed, "ig-hook"), brief)}${emoji}`;
  const bullets = brief.details.length ? brief.details.map((d) => `• ${d}`).join("\n") : null;
  const story = brief.context.join(" ");
  const lead = pick(tone.pointLeads, brief.seed, "ig-lead");
  const audienceLine = fill(pick(AUDIENCE_LINES, brief.seed, "ig-aud"), brief);
  // As many as Instagram takes in a caption (5 since December 2025), counting any the owner wrote.
  const own = hashtagCount(join([hook, story, brief.keyPoint, bullets, audienceLine, cta.instagram]));
  const tags = hashtags(
    { topic: brief.topic, audience: brief.audience, niche: profile.niche },
    Math.max(0, INSTAGRAM_MAX_HASHTAGS - own),
  ).join(" ");
  return firstThatFits(
    "instagram",
    [
      join([hook, story, led(lead, brief.keyPoint), bullets, audienceLine, cta.instagram, tags]),
      join([hook, clip(story, 600), led(lead, brief.keyPoint), cta.instagram, tags]),
    ],
    2200,
  );
}

function facebook({ brief, profile, cta }: Parts): string {
  const tone = TONES[brief.tone];
  const hooks = brief.tone === "professional" ? tone.hooks : TONES.friendly.hooks;
  const hook = fill(pick(hooks, brief.seed, "fb-hook"), brief);
  const question = fill(pick(TONES.friendly.questions, brief.seed, "fb-q"), brief);
  const site = profile.website?.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const signature = profile.businessName ? `— ${profile.businessName}${site ? ` · ${site}` : ""}` : (site ?? null);
  const body = `${brief.context.join(" ")} ${led(pick(tone.pointLeads, brief.seed, "fb-lead"), brief.keyPoint)}`;
  return firstThatFits(
    "facebook",
    [join([hook, body, question, cta.long === `More on this at ${site}.` ? null : cta.long, signature])],
    63_206,
  );
}

/** Five captions: LinkedIn, X, Instagram, Facebook and a second X post with another angle. */
export function offlineCaptions(parts: Parts): Caption[] {
  const captions: Caption[] = [
    { platform: "linkedin", text: linkedin(parts) },
    { platform: "twitter", text: xInsight(parts) },
    { platform: "instagram", text: instagram(parts) },
    { platform: "facebook", text: facebook(parts) },
    { platform: "twitter", text: xConversation(parts) },
  ];
  return captions;
}
