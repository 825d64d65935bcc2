// What a post is about, whether it came from the wizard's five answers or from a voice note's
// transcript: the offline writer and the model's prompt both start from a brief.
import type { WizardAnswers } from "./schemas";
import { contentWords, phrase, sentence, sentences, stableHash } from "./text";
import { toneFamily, type ToneFamily } from "./tone";

export interface Brief {
  /** A noun phrase or clause: "raising your prices", "why small shops should blog". */
  topic: string;
  /** Who it is for, as a noun phrase: "freelance designers". */
  audience: string;
  /** The one takeaway, as a sentence. */
  keyPoint: string;
  /** The background, as sentences. */
  context: string[];
  /** Further sentences worth a slide (a transcript says more than five answers). */
  details: string[];
  tone: ToneFamily;
  /** Chooses among wordings: the same brief always reads the same. */
  seed: number;
}

export interface BusinessProfile {
  firstName: string | null;
  businessName: string | null;
  niche: string | null;
  description: string | null;
  goals: string[];
  website: string | null;
}

/** The cleaned text, or the answer as typed when cleaning leaves nothing (an answer of only punctuation). */
const or = (cleaned: string, raw: string) => cleaned || raw.replace(/\s+/g, " ").trim();

export function briefFromAnswers(answers: WizardAnswers): Brief {
  const context = sentences(answers.context).map(sentence);
  const keySentences = sentences(answers.key_point).map(sentence);
  return {
    topic: or(phrase(answers.topic), answers.topic),
    audience: or(phrase(answers.audience), answers.audience),
    keyPoint: keySentences[0] ?? or(sentence(answers.key_point), answers.key_point),
    context: context.length ? context : [or(sentence(answers.context), answers.context)],
    details: keySentences.slice(1),
    tone: toneFamily(answers.tone),
    seed: stableHash(JSON.stringify(answers)),
  };
}

// Words a speaker says that a post does not: fillers and false starts.
const FILLERS = /\b(um+|uh+|erm+|you know|i mean|like,|so yeah|kind of|sort of|basically|literally|right\?)\s*/gi;
const ADVICE =
  /\b(should|need to|must|always|never|key|important|lesson|secret|tip|rule|instead|stop|start|because|the point)\b/i;
const TOPIC_INTRO =
  /\b(?:talk(?:ing)?|speak(?:ing)?|think(?:ing)?|post(?:ing)?|share|sharing|chat)\s+(?:a\s+(?:bit|little)\s+)?about\s+([^.,!?;]{3,80})/i;
const AUDIENCE_HINT =
  /\b(?:if you(?:'re| are)\s+(?:an?\s+)?|for (?:all )?(?:the )?|to (?:all )?(?:the )?(?:other )?)((?:[a-z-]+\s){0,3}(?:owner|founder|freelancer|designer|coach|consultant|creator|parent|team|manager|client|customer|business|maker|trainer|therapist|agent|shop|baker|writer|developer|marketer|entrepreneur|people)(?:e?s)?)\b/i;

/** "bakery owner" → "bakery owners" (an audience is a group). */
const plural = (noun: string) =>
  /(s|people)$/i.test(noun) ? noun : /(sh|ch|x)$/i.test(noun) ? `${noun}es` : `${noun}s`;

/**
 * A brief from what the owner said: the topic from "I want to talk about …" (or the most repeated
 * words), the key point from the sentence that carries the most of the note's vocabulary and reads as
 * advice, the context from the sentences around it, the audience from "if you're a …" or the niche.
 */
export function briefFromTranscript(transcript: string, profile: BusinessProfile): Brief {
  const cleaned = transcript.replace(FILLERS, "").replace(/\s+/g, " ").trim();
  const all = sentences(cleaned).filter((s) => contentWords(s).length >= 2);
  const list = all.length ? all : [cleaned];

  const frequency = new Map<string, number>();
  for (const s of list) for (const w of contentWords(s)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const score = (s: string) => {
    const words = contentWords(s);
    const weight = words.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0) / Math.sqrt(words.length || 1);
    return weight * (ADVICE.test(s) ? 1.6 : 1) * ([...s].length > 240 ? 0.6 : 1);
  };

  const intro = TOPIC_INTRO.exec(cleaned);
  const top = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  const topic = intro ? phrase(intro[1]) : top.slice(0, 2).join(" and ") || "what I've been working on";

  const ranked = list
    .map((s, i) => ({ s, i, score: score(s) }))
    .filter((r) => !(intro && r.s.includes(intro[0]) && list.length > 1))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const key = ranked[0] ?? { s: list[0], i: 0 };
  const rest = list.filter((_, i) => i !== key.i && !(intro && list[i].includes(intro[0]) && list.length > 1));
  const audienceMatch = AUDIENCE_HINT.exec(cleaned);

  return {
    topic,
    audience: audienceMatch ? plural(phrase(audienceMatch[1]).toLowerCase()) : audienceForNiche(profile.niche),
    keyPoint: sentence(key.s),
    context: rest.slice(0, 2).map(sentence),
    details: rest.slice(2, 6).map(sentence),
    tone: "friendly",
    seed: stableHash(cleaned),
  };
}

const NICHE_AUDIENCE: Record<string, string> = {
  "Consulting & Professional Services": "small business owners",
  "E-commerce & Retail": "online shoppers",
  "Health & Wellness": "people looking after their health",
  "Technology & Software": "teams choosing their tools",
  "Real Estate": "home buyers and sellers",
  "Finance & Accounting": "small business owners",
  "Marketing & Advertising": "small business owners",
  "Education & Training": "learners",
  "Creative Services & Design": "growing brands",
  "Food & Beverage": "food lovers",
  "Travel & Hospitality": "travellers",
  "Fitness & Personal Training": "busy people who want to get fit",
  "Legal Services": "small business owners",
  "Home Services": "homeowners",
};

export const audienceForNiche = (niche: string | null) => NICHE_AUDIENCE[niche ?? ""] ?? "my clients";
