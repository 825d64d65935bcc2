// Small sentence tools for the offline writer: answers arrive as people type them (no capital, no
// full stop, a trailing comma, a pasted line break) and must read as clean copy inside a post.

/** Collapses whitespace and strips trailing punctuation and quotes: a phrase ready to embed. */
export function phrase(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, "")
    .replace(/[\s.,;:!?…。！？-]+$/u, "")
    .trim();
}

/** A whole sentence: capital first letter, ending with . ! or ? */
export function sentence(text: string): string {
  const t = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;:-]+$/u, "");
  if (!t) return "";
  const capital = t.charAt(0).toLocaleUpperCase() + t.slice(1);
  return /[.!?…。！？]["'”’)」]?$/u.test(capital) ? capital : `${capital}.`;
}

// Words that keep their capital inside a sentence: platforms, brands, days, months, "I".
const PROPER = new Set(
  (
    "I Instagram LinkedIn Facebook Twitter X TikTok YouTube Google Canva Etsy Shopify Amazon Apple Microsoft " +
    "Excel Notion Slack Zoom Pinterest Threads WhatsApp Stripe PayPal Monday Tuesday Wednesday Thursday Friday " +
    "Saturday Sunday January February March April May June July August September October November December " +
    "Christmas Easter Ramadan Diwali Black Friday"
  ).split(" "),
);

/** `Pricing your services` → `pricing your services`, but `Instagram growth` and `SEO tips` keep their capitals. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? "";
  const bare = first.replace(/[^\p{L}'’]/gu, "");
  if (!/^\p{Lu}\p{Ll}+$/u.test(bare) || PROPER.has(bare) || /^I['’]/.test(first)) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Title Case for short headings, leaving small words and existing capitals alone. */
export function titleCase(text: string): string {
  const small = new Set([
    "a",
    "an",
    "and",
    "as",
    "at",
    "but",
    "by",
    "for",
    "in",
    "of",
    "on",
    "or",
    "the",
    "to",
    "vs",
    "with",
  ]);
  return text
    .split(" ")
    .map((word, i) => (i > 0 && small.has(word.toLowerCase()) ? word : upperFirst(word)))
    .join(" ");
}

/** Splits free text (a context answer, a transcript) into sentences. */
export function sentences(text: string): string[] {
  return text
    .replace(/\r/g, "")
    .split(/(?<=[.!?…])\s+(?=["'“‘]?\p{Lu}|\d)|(?<=[。！？])|\n+/u)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Cuts `text` to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, Math.max(1, max - 1)).join("");
  const atWord = cut.replace(/\s+\S*$/u, "");
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s.,;:!?-]+$/u, "")}…`;
}

export const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both " +
    "but by can could did do does doing down during each few for from further get gets getting got had has have having " +
    "he her here hers him his how i if in into is it its itself just let lets like make makes me more most my no nor " +
    "not now of off on once only or other our ours out over own really same she should so some still such than that " +
    "the their theirs them then there these they this those through to too under until up us very was we were what " +
    "when where which while who whom why will with would you your yours yourself thing things way ways one two three " +
    "want need also even much many every ever always never lot lots know think going go said say says tell told use " +
    "used using yeah okay ok um uh actually basically kind sort maybe probably today people"
  ).split(" "),
);

/** Content words of a phrase, in order, without duplicates (for hashtags and keywords). */
export function contentWords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []) {
    const word = raw.replace(/['’]s$/u, "").replace(/['’-]/g, "");
    if (word.length < 3 || STOPWORDS.has(word) || /^\d+$/.test(word) || seen.has(word)) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

/** A stable 32-bit hash (FNV-1a): the same answers always choose the same wording. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Picks one of `options` by `seed` and a salt, so each slot of a post varies on its own. */
export function pick<T>(options: readonly T[], seed: number, salt: string): T {
  return options[stableHash(`${seed}:${salt}`) % options.length];
}
