import { z } from "zod";
import { PLATFORMS } from "../../catalog";

export const Platform = z.enum(PLATFORMS, { error: `Choose from: ${PLATFORMS.join(", ")}` });
export type Platform = z.infer<typeof Platform>;

/** The wizard's five questions (spec 001 §2), in order, with what each answer is called. */
export const WIZARD_QUESTIONS = [
  {
    key: "topic",
    label: "Topic",
    question: "What do you want to post about?",
    placeholder: "e.g. Why raising your prices every year is good for your clients",
  },
  {
    key: "audience",
    label: "Audience",
    question: "Who is it for?",
    placeholder: "e.g. freelance designers with a few regular clients",
  },
  {
    key: "key_point",
    label: "Key point",
    question: "What is the one thing they should take away?",
    placeholder: "e.g. Review your rates every January: your skills grew, so should your price",
  },
  {
    key: "context",
    label: "Context",
    question: "What's the story or background behind it?",
    placeholder: "e.g. I charged the same rate for three years and nearly burned out",
  },
  {
    key: "tone",
    label: "Tone",
    question: "How should it sound?",
    placeholder: "e.g. friendly, professional, bold, playful, inspiring, educational",
  },
] as const;

export type AnswerKey = (typeof WIZARD_QUESTIONS)[number]["key"];

const answer = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Each answer non-blank (spec 001 §5 "Wizard: each answer non-blank"). */
export const WizardAnswers = z.object(
  {
    topic: answer("Topic", 200),
    audience: answer("Audience", 200),
    key_point: answer("Key point", 600),
    context: answer("Context", 1200),
    tone: answer("Tone", 80),
  },
  { error: "Answer the five questions" },
);
export type WizardAnswers = z.infer<typeof WizardAnswers>;

export const CreateFromQuestionsInput = z.object({
  answers: WizardAnswers,
});
export type CreateFromQuestionsInput = z.infer<typeof CreateFromQuestionsInput>;

export const TRANSCRIPT_MIN = 20;
export const TRANSCRIPT_MAX = 20_000;

/** A voice note's transcript (typed, pasted, or the speech-to-text one edited) turned into posts. */
export const CreateFromTranscriptInput = z.object({
  transcript: z
    .string({ error: "Type or paste what you said" })
    .trim()
    .min(TRANSCRIPT_MIN, { error: `Say a little more: at least ${TRANSCRIPT_MIN} characters` })
    .max(TRANSCRIPT_MAX, {
      error: `The transcript must be at most ${TRANSCRIPT_MAX.toLocaleString("en-US")} characters`,
    }),
  /** The voice note it came from, when it was recorded or uploaded here. */
  sourceId: z.uuid({ error: "Unknown voice note" }).optional(),
});
export type CreateFromTranscriptInput = z.infer<typeof CreateFromTranscriptInput>;

// What the engine writes: 5 captions, each for one platform, and 1 carousel of 5–10 slides (spec 000
// §9 "5 captions plus 1 carousel").
export const Caption = z.object({
  platform: Platform,
  /** The post as it would go out, hashtags included. */
  text: z.string().trim().min(1).max(3000),
});
export type Caption = z.infer<typeof Caption>;

export const Slide = z.object({
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(400),
});
export type Slide = z.infer<typeof Slide>;

export const CAROUSEL_MIN_SLIDES = 5;
export const CAROUSEL_MAX_SLIDES = 10;

export const Carousel = z.object({
  title: z.string().trim().min(1).max(120),
  slides: z.array(Slide).min(CAROUSEL_MIN_SLIDES).max(CAROUSEL_MAX_SLIDES),
});
export type Carousel = z.infer<typeof Carousel>;

export const GeneratedContent = z.object({
  captions: z.array(Caption).length(5),
  carousel: Carousel,
});
export type GeneratedContent = z.infer<typeof GeneratedContent>;

/** Which engine wrote it (every AI answer says where it came from). */
export const EngineNote = z.object({
  source: z.enum(["model", "offline"]),
  model: z.string().optional(),
  fallbackReason: z.string().optional().describe("Why the model's answer was not used, when it fell back"),
});
export type EngineNote = z.infer<typeof EngineNote>;

export const ContentAssetView = z.object({
  id: z.string(),
  type: z.enum(["caption", "carousel"]),
  platform: z.string(),
  content: z.string(),
});
export type ContentAssetView = z.infer<typeof ContentAssetView>;

/** A content source as GET /api/content/sources answers it (spec 001 §3 Content source). */
export const ContentSourceView = z
  .object({
    id: z.string(),
    type: z.string().describe("questions | audio"),
    title: z.string().nullable(),
    status: z.string(),
    summary: z.string().describe("What it was made from, in one line of at most 80 characters (spec 001 §9)"),
    sourceText: z.string().nullable(),
    transcript: z.string().nullable(),
    audioUrl: z.string().nullable(),
    designUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ContentSourceView" });
export type ContentSourceView = z.infer<typeof ContentSourceView>;

// As stored and sent: the model's answer is held to GeneratedContent's limits, but the offline engine
// writes to each platform's own limit (a Facebook caption may pass 3,000 characters; `limit` says it).
const CaptionView = z.object({ platform: Platform, text: z.string() });
const CarouselView = z.object({
  title: z.string(),
  slides: z.array(z.object({ title: z.string().min(1), content: z.string().min(1) })),
});

/** One source with what was generated from it (the wizard's result view). */
export const ContentView = ContentSourceView.extend({
  answers: z
    .object({ topic: z.string(), audience: z.string(), key_point: z.string(), context: z.string(), tone: z.string() })
    .nullable(),
  generatedContent: z.object({ captions: z.array(CaptionView), carousel: CarouselView, engine: EngineNote }).nullable(),
  captions: z
    .array(CaptionView.extend({ assetId: z.string(), length: z.number().int(), limit: z.number().int() }))
    .describe("Each caption with its length as the platform counts it, and the platform's limit"),
  carousel: CarouselView.extend({ assetId: z.string() }).nullable(),
}).meta({ id: "ContentView" });
export type ContentView = z.infer<typeof ContentView>;

/** POST /api/content/voice-note: the source, transcribed, and the model that heard it. */
export const TranscribedSource = ContentSourceView.extend({ model: z.string() });

/** POST /api/content/voice-note (multipart): the recording. */
export const VoiceNoteForm = z.object({
  audio: z.file().meta({ description: "MP3, M4A, WAV, WebM, OGG or FLAC, at most 25 MB" }),
});
