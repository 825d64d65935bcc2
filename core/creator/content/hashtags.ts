// Hashtags from the owner's niche and the post's own words: the niche's well-used tags first, then
// the topic's and audience's content words, each once.
import { contentWords, upperFirst } from "./text";

const NICHE_TAGS: Record<string, string[]> = {
  "Consulting & Professional Services": ["Consulting", "SmallBusiness", "BusinessStrategy", "Leadership"],
  "E-commerce & Retail": ["Ecommerce", "ShopSmall", "OnlineBusiness", "Retail"],
  "Health & Wellness": ["Wellness", "HealthyLiving", "SelfCare", "Wellbeing"],
  "Technology & Software": ["Tech", "SaaS", "Software", "Startups"],
  "Real Estate": ["RealEstate", "HomeBuying", "Realtor", "Property"],
  "Finance & Accounting": ["Finance", "Accounting", "MoneyTips", "SmallBusiness"],
  "Marketing & Advertising": ["Marketing", "DigitalMarketing", "Branding", "ContentMarketing"],
  "Education & Training": ["Education", "Learning", "Coaching", "Training"],
  "Creative Services & Design": ["Design", "Creative", "Branding", "DesignTips"],
  "Food & Beverage": ["Foodie", "LocalFood", "FoodBusiness", "SmallBusiness"],
  "Travel & Hospitality": ["Travel", "Hospitality", "TravelTips", "Wanderlust"],
  "Fitness & Personal Training": ["Fitness", "PersonalTrainer", "Workout", "HealthyHabits"],
  "Legal Services": ["LegalTips", "Law", "SmallBusinessLaw", "Legal"],
  "Home Services": ["HomeImprovement", "HomeServices", "LocalBusiness", "HomeTips"],
  Other: ["SmallBusiness", "Entrepreneur"],
};

// Words that make poor tags alone: adjectives and verbs ("#Small", "#Raising").
const WEAK = new Set(
  (
    "small big large great good best better new simple easy quick real first last next little more most busy local " +
    "own free right wrong hard high low long short raising getting making doing taking having using keeping finding " +
    "starting running growing working looking trying selling buying writing showing helping choosing planning"
  ).split(" "),
);

/** `["small", "bakeries"]` → `SmallBakeries`. */
const compound = (words: string[]) => words.map(upperFirst).join("");

const GENERAL = ["SmallBusiness", "Entrepreneur", "SoloBusiness", "BusinessTips", "GrowthMindset"];

/** Tags for a post: words of the topic, then the niche's, then the audience's, then general ones. */
export function hashtags(input: { topic: string; audience: string; niche: string | null }, count: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string) => {
    const clean = tag.replace(/[^\p{L}\p{N}_]/gu, "");
    if (clean.length < 3 || clean.length > 30 || seen.has(clean.toLowerCase())) return;
    seen.add(clean.toLowerCase());
    out.push(`#${clean}`);
  };
  const words = contentWords(input.topic);
  // A weak word with the noun after it makes one tag: "small bakeries" → #SmallBakeries.
  const topicTags: string[] = [];
  words.forEach((w, i) => {
    if (WEAK.has(w)) {
      if (i + 1 < words.length && !WEAK.has(words[i + 1]) && /^(small|local|new|busy|first)$/.test(w)) {
        topicTags.push(compound([w, words[i + 1]]));
      }
    } else if (w.length >= 4) topicTags.push(upperFirst(w));
  });
  const niche = NICHE_TAGS[input.niche ?? ""] ?? [];
  const audience = contentWords(input.audience).slice(0, 2);
  // The topic leads, then the niche, interleaved so a short list still has both.
  add(topicTags[0] ?? niche[0] ?? "");
  if (niche[0]) add(niche[0]);
  for (const t of topicTags.slice(1, 3)) add(t);
  if (audience.length) add(compound(audience));
  for (const t of niche.slice(1)) add(t);
  for (const t of GENERAL) add(t);
  return out.slice(0, count);
}
