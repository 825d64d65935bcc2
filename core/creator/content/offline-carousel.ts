// The offline engine's carousel: a cover, the story, the key point, one slide per further point,
// what to do this week, and the owner's call to action: 5 to 10 slides, each short enough to read.
import type { Brief, BusinessProfile } from "./brief";
import type { CallsToAction } from "./calls-to-action";
import { fill } from "./offline-captions";
import { sentence } from "./text";
import { CAROUSEL_MAX_SLIDES, type Carousel, type Slide } from "./schemas";
import { clip, lowerFirst, pick, titleCase, upperFirst } from "./text";

// A key point that starts with one of these is a statement, not an instruction.
const NOT_IMPERATIVE = new Set(
  (
    "i we you it its they he she the a an my our your their most many every there this that these those what when " +
    "if people clients customers nobody everyone someone no one being having is are was were can could would should will " +
    "good great bad small big"
  ).split(" "),
);

function looksImperative(sentence: string): boolean {
  const first =
    sentence
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z']/g, "") ?? "";
  return first.length > 1 && !NOT_IMPERATIVE.has(first) && !/(ing|ed|ly)$/.test(first);
}

/** "Do X, because Y" → ["Do X", "Y"]; no reason → [sentence, null]. */
function splitReason(text: string): [string, string | null] {
  const match = /^(.{8,}?)(?:,|;|:|\s[-–—])?\s+(?:because|since|so that|as it|as they|which means)\s+(.{6,})$/i.exec(
    text.replace(/[.!?]+$/, ""),
  );
  return match ? [match[1], upperFirst(match[2])] : [text, null];
}

const COVER_LINES = [
  "A guide for {audience}. Swipe →",
  "For {audience}. Swipe to read →",
  "Swipe → what {audience} should know",
];
const STORY_TITLES = ["The backstory", "Where this comes from", "Why it matters"];
const POINT_TITLES = ["The key point", "The big idea", "What to remember"];
const DETAIL_TITLES = ["Also worth knowing", "In practice", "What to watch for", "One more thing"];

export function offlineCarousel({
  brief,
  profile,
  cta,
}: {
  brief: Brief;
  profile: BusinessProfile;
  cta: CallsToAction;
}): Carousel {
  const slides: Slide[] = [
    {
      title: clip(titleCase(upperFirst(brief.topic)), 80),
      content: fill(pick(COVER_LINES, brief.seed, "c-cover"), brief),
    },
    // A transcript with no story beside its point still gets a slide that says something (never an empty one).
    {
      title: pick(STORY_TITLES, brief.seed, "c-story"),
      content: clip(brief.context.join(" ").trim() || sentence(upperFirst(brief.topic)), 320),
    },
    { title: pick(POINT_TITLES, brief.seed, "c-point"), content: clip(brief.keyPoint, 320) },
  ];
  brief.details
    .slice(0, 4)
    .forEach((detail, i) => slides.push({ title: DETAIL_TITLES[i], content: clip(detail, 320) }));
  // "Raise your rates every January, because your skills grew": the action to try, then why it works.
  const [action, reason] = splitReason(brief.keyPoint);
  slides.push({
    title: "Try this",
    content: looksImperative(brief.keyPoint)
      ? clip(`This week: ${lowerFirst(sentence(action))}`, 320)
      : "Pick one place this applies to your work and act on it in the next 7 days. Then notice what changes.",
  });
  if (reason && looksImperative(brief.keyPoint))
    slides.push({ title: "Why it works", content: clip(sentence(reason), 320) });
  const about =
    profile.businessName && profile.description
      ? ` ${profile.businessName}: ${lowerFirst(sentence(profile.description))}`
      : "";
  slides.push({
    title: clip(profile.businessName || "Found this useful?", 80),
    content: clip(`${cta.slide}${about}`, 320),
  });
  return {
    title: clip(titleCase(upperFirst(brief.topic)), 100),
    // At most 3 + 4 details + "Try this" + the call to action = 9 slides.
    slides: slides.slice(0, CAROUSEL_MAX_SLIDES),
  };
}
