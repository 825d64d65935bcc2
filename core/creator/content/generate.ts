// Content generation through the AI engine's one interface (core/ai): with a model, structured output
// validated by zod and held to each platform's limits; offline, or when the model fails or breaks a
// limit, the deterministic writer. Every result says which engine wrote it.
import type { OwnerContext } from "../../context";
import type { Brief, BusinessProfile } from "./brief";
import { writeOffline } from "./offline-writer";
import { fitProblems, INSTAGRAM_MAX_HASHTAGS } from "./platform-fit";
import { GeneratedContent, type EngineNote, type WizardAnswers } from "./schemas";

/** The model's answer must also fit every platform and cover all four (checked after parsing). */
export const ModelContent = GeneratedContent.superRefine((content, issues) => {
  content.captions.forEach((caption, i) => {
    for (const problem of fitProblems(caption.platform, caption.text)) {
      issues.addIssue({ code: "custom", path: ["captions", i, "text"], message: problem });
    }
  });
  const platforms = new Set(content.captions.map((c) => c.platform));
  if (platforms.size < 4) {
    issues.addIssue({ code: "custom", path: ["captions"], message: "Cover twitter, linkedin, facebook and instagram" });
  }
});

export type Material = { kind: "answers"; answers: WizardAnswers } | { kind: "transcript"; transcript: string };

const SYSTEM = `You write social media posts for a solo business owner, in their voice (first person).
Write exactly 5 captions and 1 carousel.
Captions, in this order:
1. linkedin: a short story and a lesson, 600 to 1,300 characters, short paragraphs, a question at the end, at most 3 hashtags.
2. twitter: one sharp point, at most 270 characters including hashtags and spaces, at most 2 hashtags.
3. instagram: a hook line, short paragraphs, a call to action, then 3 to ${INSTAGRAM_MAX_HASHTAGS} relevant hashtags (never more than ${INSTAGRAM_MAX_HASHTAGS}: Instagram's limit); under 2,000 characters.
4. facebook: warm and conversational, 300 to 800 characters, ending with a question to the community; at most 2 hashtags.
5. twitter: a different angle from caption 2 (the story or a question to the audience), at most 270 characters.
Carousel: a title and 5 to 10 slides; slide 1 is a hook cover, the last slide is a call to action; each slide has a short title (at most 8 words) and content of at most 40 words.
Use only facts from the brief and the business profile; never invent numbers, clients or results.
Write in the language of the brief.`;

function profileLines(profile: BusinessProfile): string {
  return [
    profile.businessName && `Business: ${profile.businessName}`,
    profile.niche && `Niche: ${profile.niche}`,
    profile.description && `What it does: ${profile.description}`,
    profile.goals.length && `The owner's goals: ${profile.goals.join("; ")}`,
    profile.website && `Website: ${profile.website}`,
    profile.firstName && `Owner's first name: ${profile.firstName}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function prompt(material: Material, profile: BusinessProfile): string {
  const brief =
    material.kind === "answers"
      ? [
          `Topic: ${material.answers.topic}`,
          `Audience: ${material.answers.audience}`,
          `Key point: ${material.answers.key_point}`,
          `Context: ${material.answers.context}`,
          `Tone: ${material.answers.tone}`,
        ].join("\n")
      : `The owner recorded this voice note; turn what they said into posts (keep their points, drop filler words):\n"""\n${material.transcript}\n"""`;
  return `${brief}\n\nBusiness profile:\n${profileLines(profile) || "(not filled in)"}`;
}

export async function generateContent(
  ctx: OwnerContext,
  { brief, profile, material }: { brief: Brief; profile: BusinessProfile; material: Material },
): Promise<{ content: GeneratedContent; engine: EngineNote }> {
  const offline = () => writeOffline(brief, profile);
  const result = await ctx.ai.structured({
    name: "social_content",
    system: SYSTEM,
    prompt: prompt(material, profile),
    // The shape goes to the model (JSON schema) and the SDK; the platform rules are checked below,
    // so a fall-back can say which rule the model broke.
    schema: GeneratedContent,
    offline,
  });
  if (result.source === "model") {
    const checked = ModelContent.safeParse(result.value);
    if (checked.success) return { content: checked.data, engine: { source: "model", model: result.model } };
    const reason = checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    ctx.log.warn({ reason }, "content generation: the model's answer broke a platform rule; using the offline engine");
    return { content: offline(), engine: { source: "offline", fallbackReason: `model answer rejected (${reason})` } };
  }
  return {
    content: result.value,
    engine: { source: "offline", ...(result.fallbackReason ? { fallbackReason: result.fallbackReason } : {}) },
  };
}
