// The tone the owner asked for, read from their own words ("warm but professional", "cheeky"), and
// the phrasing each tone uses. The offline writer picks within these by a stable hash of the answers.

export type ToneFamily = "professional" | "friendly" | "bold" | "playful" | "inspiring" | "educational";

const KEYWORDS: Record<ToneFamily, string[]> = {
  professional: [
    "professional",
    "formal",
    "expert",
    "authoritative",
    "serious",
    "corporate",
    "polished",
    "business",
    "credible",
  ],
  friendly: [
    "friendly",
    "warm",
    "casual",
    "conversational",
    "approachable",
    "relaxed",
    "kind",
    "personal",
    "chatty",
    "honest",
  ],
  bold: [
    "bold",
    "direct",
    "confident",
    "punchy",
    "provocative",
    "edgy",
    "strong",
    "assertive",
    "blunt",
    "straight",
    "urgent",
  ],
  playful: [
    "playful",
    "funny",
    "humorous",
    "humor",
    "humour",
    "witty",
    "fun",
    "light",
    "cheeky",
    "quirky",
    "silly",
    "sassy",
  ],
  inspiring: [
    "inspiring",
    "inspirational",
    "motivational",
    "motivating",
    "uplifting",
    "empowering",
    "hopeful",
    "positive",
    "encouraging",
    "heartfelt",
  ],
  educational: [
    "educational",
    "informative",
    "helpful",
    "practical",
    "clear",
    "teaching",
    "instructive",
    "explain",
    "simple",
    "useful",
    "how-to",
  ],
};

/** The first tone named in the answer wins ("friendly but professional" is friendly); none named → friendly. */
export function toneFamily(answer: string): ToneFamily {
  const words = answer.toLowerCase().match(/[a-z-]+/g) ?? [];
  for (const word of words) {
    for (const [family, keys] of Object.entries(KEYWORDS) as [ToneFamily, string[]][]) {
      if (keys.some((k) => word === k || (k.length > 4 && word.startsWith(k.slice(0, -1))))) return family;
    }
  }
  return "friendly";
}

export interface TonePhrases {
  /** Openers for long posts; `{topic}` and `{audience}` are filled in. */
  hooks: string[];
  /** Short openers that fit an X post. */
  shortHooks: string[];
  /** Leads into the key point. */
  pointLeads: string[];
  /** Leads into the context, when it is told as a story. */
  storyLeads: string[];
  /** Closing questions that invite replies. */
  questions: string[];
  /** Emoji this tone allows on Instagram and Facebook (none for professional). */
  emoji: string[];
}

export const TONES: Record<ToneFamily, TonePhrases> = {
  professional: {
    hooks: [
      "A note for {audience} on {topic}.",
      "What I wish more people understood about {topic}.",
      "{Topic}: a practical view for {audience}.",
      "One point on {topic} that deserves more attention.",
    ],
    shortHooks: ["On {topic}:", "A practical note on {topic}:", "For {audience}:"],
    pointLeads: ["The principle:", "My recommendation:", "The takeaway:", "In short:"],
    storyLeads: ["Some context.", "Why I'm raising this.", "The background."],
    questions: [
      "How do you approach {topic} in your business?",
      "What has worked for you? I'd value your perspective.",
      "Where do you stand on this?",
    ],
    emoji: [],
  },
  friendly: {
    hooks: [
      "Let's talk about {topic}.",
      "Quick one for {audience} today: {topic}.",
      "Something I keep coming back to lately: {topic}.",
      "If you're in the middle of figuring out {topic}, this one's for you.",
    ],
    shortHooks: ["Quick thought on {topic}:", "Something I've learned about {topic}:", "For {audience}:"],
    pointLeads: ["Here's the thing:", "What I've learned:", "The short version:", "My two cents:"],
    storyLeads: ["A bit of backstory:", "Here's where this comes from:", "Real talk:"],
    questions: [
      "How do you handle this? Tell me in the comments.",
      "Does this match your experience? I'd love to hear.",
      "What would you add?",
    ],
    emoji: ["👋", "🙌", "💬", "☕"],
  },
  bold: {
    hooks: [
      "Unpopular opinion about {topic}.",
      "Stop overthinking {topic}.",
      "Hard truth for {audience} about {topic}.",
      "Nobody talks about this part of {topic}.",
    ],
    shortHooks: ["Hard truth:", "Unpopular opinion:", "Say it louder:"],
    pointLeads: ["Here it is:", "The truth:", "Bottom line:", "Do this:"],
    storyLeads: ["I learned it the hard way.", "Here's why I'm sure.", "No theory, just what happened."],
    questions: ["Agree or disagree?", "Change my mind.", "Who's with me?"],
    emoji: ["👇", "🔥"],
  },
  playful: {
    hooks: [
      "Confession: {topic} used to keep me up at night.",
      "Plot twist about {topic}.",
      "Raise your hand if you've ever overthought {topic}. ✋",
      "Spoiler alert for {audience}: there's an easier way to think about {topic}.",
    ],
    shortHooks: ["Plot twist:", "Confession:", "Fun fact about {topic}:"],
    pointLeads: ["The twist?", "Turns out:", "Moral of the story:", "Here's the secret:"],
    storyLeads: ["Story time.", "So this happened.", "Picture this."],
    questions: ["Tell me I'm not the only one. 😅", "What's your funniest lesson about {topic}?", "Yes or no? Go. 👇"],
    emoji: ["😅", "🎉", "✨", "🙃"],
  },
  inspiring: {
    hooks: [
      "Your next step with {topic} might be simpler than you think.",
      "A reminder for {audience}: you're closer than you feel.",
      "What changed everything for me about {topic}.",
      "One thing I'd tell {audience} about {topic}.",
    ],
    shortHooks: ["A reminder:", "For {audience}:", "Your sign to act on {topic}:"],
    pointLeads: ["Here's what I believe:", "The lesson:", "Remember this:", "What changed everything:"],
    storyLeads: ["Where I started:", "It wasn't always like this.", "A little of my story:"],
    questions: ["What's one step you'll take this week?", "Who needs to hear this today?", "What's holding you back?"],
    emoji: ["✨", "🌱", "💪"],
  },
  educational: {
    hooks: [
      "{Topic}, explained simply.",
      "A simple guide to {topic} for {audience}.",
      "Here's how to think about {topic}.",
      "Everything {audience} should know about {topic}, in one post.",
    ],
    shortHooks: ["How to think about {topic}:", "A simple rule for {topic}:", "Tip for {audience}:"],
    pointLeads: ["The rule of thumb:", "Key idea:", "What to remember:", "The method:"],
    storyLeads: ["Why this matters:", "The problem:", "Where people get stuck:"],
    questions: [
      "Questions about {topic}? Ask below and I'll answer.",
      "Which part would you like me to explain next?",
      "Save this and try it this week.",
    ],
    emoji: ["📌", "💡", "✅"],
  },
};
