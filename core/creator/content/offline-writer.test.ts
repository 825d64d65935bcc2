import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { briefFromAnswers, briefFromTranscript, type BusinessProfile } from "./brief";
import { writeOffline } from "./offline-writer";
import { fitProblems, hashtagCount } from "./platform-fit";
import { GeneratedContent, type WizardAnswers } from "./schemas";

const olive: BusinessProfile = {
  firstName: "Olive",
  businessName: "Olive & Co",
  niche: "Creative Services & Design",
  description: "Brand strategy for small bakeries",
  goals: ["Generate more leads"],
  website: "https://olive.example.com",
};

const answers: WizardAnswers = {
  topic: "Raising your prices",
  audience: "freelance designers",
  key_point: "raise your rates every January, because your skills grew last year",
  context:
    "I charged the same rate for three years and nearly burned out. Clients never complained when I finally raised it",
  tone: "friendly",
};

describe("the offline writer", () => {
  it("writes 5 captions for the four platforms and a carousel of 5 to 10 slides", () => {
    const content = writeOffline(briefFromAnswers(answers), olive);
    expect(GeneratedContent.safeParse(content).success).toBe(true);
    expect(content.captions.map((c) => c.platform)).toEqual([
      "linkedin",
      "twitter",
      "instagram",
      "facebook",
      "twitter",
    ]);
    expect(content.carousel.slides.length).toBeGreaterThanOrEqual(5);
    expect(content.carousel.slides.length).toBeLessThanOrEqual(10);
  });

  it("writes from the answers and the business profile, differently for each platform", () => {
    const { captions, carousel } = writeOffline(briefFromAnswers(answers), olive);
    const texts = captions.map((c) => c.text);
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) expect(text).toMatch(/raise your rates every January/i);
    const [linkedin, x, instagram, facebook, x2] = texts;
    // The story is told on the long platforms; X makes the point in a line.
    expect(linkedin).toContain("I charged the same rate for three years");
    expect(linkedin).toContain("freelance designers");
    expect(x.length).toBeLessThan(linkedin.length);
    expect(x2).toContain("I charged the same rate for three years and nearly burned out.");
    // The owner's goal (leads) and website become the call to action; the niche, the hashtags.
    expect(linkedin).toContain("book a call at olive.example.com");
    expect(instagram).toContain("link in bio");
    expect(instagram).toMatch(/#Design\b/);
    // Instagram takes at most 5 hashtags in a caption (since December 2025; docs/platforms.md): the
    // writer fills them, never more.
    expect(hashtagCount(instagram)).toBe(5);
    expect(facebook).toContain("— Olive & Co · olive.example.com");
    expect(carousel.slides.at(-1)).toMatchObject({ title: "Olive & Co" });
    expect(carousel.slides.at(-1)!.content).toContain("brand strategy for small bakeries");
    expect(carousel.slides.map((s) => s.title)).toContain("Try this");
    expect(carousel.slides.find((s) => s.title === "Try this")!.content).toBe(
      "This week: raise your rates every January.",
    );
    expect(carousel.slides.find((s) => s.title === "Why it works")!.content).toBe("Your skills grew last year.");
  });

  it("writes at most Instagram's 5 hashtags into the Instagram caption, whatever the topic", () => {
    for (const topic of ["branding for bakeries", "raising prices for small bakeries", "x"]) {
      const { captions } = writeOffline(briefFromAnswers({ ...answers, topic }), olive);
      const instagram = captions.find((c) => c.platform === "instagram")!.text;
      expect(hashtagCount(instagram), instagram).toBeLessThanOrEqual(5);
      expect(fitProblems("instagram", instagram)).toEqual([]);
    }
    expect(fitProblems("instagram", "#a1 #b2 #c3 #d4 #e5 #f6")).toEqual(["more than 5 hashtags"]);
  });

  it("changes its voice with the tone asked for", () => {
    const friendly = writeOffline(briefFromAnswers(answers), olive).captions[0].text;
    const professional = writeOffline(briefFromAnswers({ ...answers, tone: "professional" }), olive).captions[0].text;
    const bold = writeOffline(briefFromAnswers({ ...answers, tone: "bold and direct" }), olive).captions[0].text;
    expect(new Set([friendly, professional, bold]).size).toBe(3);
    // Professional copy carries no emoji.
    const professionalAll = writeOffline(briefFromAnswers({ ...answers, tone: "professional" }), olive)
      .captions.map((c) => c.text)
      .join("\n");
    expect(professionalAll).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("uses a different call to action for an owner who wants presence rather than leads", () => {
    const text = writeOffline(briefFromAnswers(answers), {
      ...olive,
      goals: ["Increase social media presence"],
      website: null,
    }).captions[0].text;
    expect(text).toContain("Follow Olive & Co for more like this.");
    expect(text).not.toContain("olive.example.com");
  });

  it("is deterministic: the same answers always read the same", () => {
    expect(writeOffline(briefFromAnswers(answers), olive)).toEqual(writeOffline(briefFromAnswers(answers), olive));
  });

  it("works with an empty business profile", () => {
    const bare: BusinessProfile = {
      firstName: null,
      businessName: null,
      niche: null,
      description: null,
      goals: [],
      website: null,
    };
    const content = writeOffline(briefFromAnswers(answers), bare);
    expect(GeneratedContent.safeParse(content).success).toBe(true);
    expect(content.carousel.slides.at(-1)!.title).toBe("Found this useful?");
    expect(JSON.stringify(content)).not.toMatch(/null|undefined|\{topic\}|\{audience\}/);
  });

  it("whatever the answers, every caption fits its platform and nothing is left unfilled", () => {
    const text = (max: number) =>
      fc.oneof(
        fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0),
        fc.lorem({ maxCount: Math.max(1, Math.floor(max / 8)) }).filter((s) => s.trim().length > 0),
        fc.constantFrom(
          "日本語のテキストです。とても長い文章になります。".repeat(5).slice(0, max),
          "😀🎉 ".repeat(20).slice(0, max),
        ),
      );
    fc.assert(
      fc.property(
        fc.record({ topic: text(200), audience: text(200), key_point: text(600), context: text(1200), tone: text(80) }),
        (a) => {
          const content = writeOffline(briefFromAnswers(a), olive);
          expect(GeneratedContent.safeParse(content).success).toBe(true);
          for (const c of content.captions) expect(fitProblems(c.platform, c.text), c.text).toEqual([]);
          expect(JSON.stringify(content)).not.toMatch(/\{topic\}|\{audience\}|undefined/);
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
  });
});

describe("a brief from a voice note's transcript", () => {
  const transcript =
    "Um so today I want to talk about pricing for small bakeries. Most bakers I work with undercharge for custom cakes. " +
    "They forget to count the hours of decoration. You should price every custom cake by the hour, not by the size. " +
    "If you're a bakery owner, write down your hours for one week. You will be surprised. Your customers pay for the art, not the flour.";

  it("finds the topic, the audience, the key point and the context in what was said", () => {
    const brief = briefFromTranscript(transcript, olive);
    expect(brief.topic).toBe("pricing for small bakeries");
    expect(brief.audience).toBe("bakery owners");
    expect(brief.keyPoint).toBe("You should price every custom cake by the hour, not by the size.");
    expect(brief.context).toEqual([
      "Most bakers I work with undercharge for custom cakes.",
      "They forget to count the hours of decoration.",
    ]);
    expect(brief.details.join(" ")).toContain("Your customers pay for the art, not the flour.");
    const content = writeOffline(brief, olive);
    expect(content.captions[0].text).toContain("price every custom cake by the hour");
    expect(content.captions[0].text).not.toMatch(/\bUm\b/);
    expect(content.captions[2].text).toMatch(/#SmallBakeries/);
  });

  it("falls back to the niche's audience and the most repeated words", () => {
    const brief = briefFromTranscript(
      "Sourdough needs patience. Sourdough starters need feeding every day or they die.",
      olive,
    );
    expect(brief.audience).toBe("growing brands");
    expect(brief.topic).toContain("sourdough");
  });
});

describe("answers that look like replacement patterns", () => {
  it("keeps them as typed", () => {
    const content = writeOffline(
      briefFromAnswers({ ...answers, topic: "$& and $1 pricing", audience: "$` people" }),
      olive,
    );
    expect(content.captions[0].text).toContain("$& and $1 pricing");
  });
});
