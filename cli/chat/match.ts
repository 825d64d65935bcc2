// Names as owners type them: "acme" for Acme Corp, "janes" for Jane Doe, "starck industires" for
// Stark Industries. Exact and whole-word matches first; then fuse.js's fuzzy score, which says "did
// you mean" rather than guessing; two close candidates are a question, never a pick.

import Fuse from "fuse.js";

export type NameMatch<T> =
  | { kind: "exact"; item: T }
  /** A near spelling: the reply says "did you mean …". */
  | { kind: "fuzzy"; item: T }
  | { kind: "several"; items: T[] }
  | { kind: "none" };

/** Lower case, no accents ("Zoë" is typed "zoe"), no possessive "'s", no punctuation, single spaces. */
export function normalise(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** How close two fuzzy scores must be (fuse.js: 0 is perfect) for the match to be a question. */
const TIE = 0.12;
const THRESHOLD = 0.36;

/**
 * The item a typed name means. `names` gives each item's names (a client's name and company);
 * exact wins, then names whose words start with the typed words ("stark" → both Starks: several),
 * then fuzzy spelling.
 */
export function matchName<T>(items: T[], typed: string, names: (t: T) => (string | null | undefined)[]): NameMatch<T> {
  const want = normalise(typed);
  if (!want) return { kind: "none" };
  const all = (t: T) =>
    names(t)
      .filter((n): n is string => Boolean(n))
      .map(normalise);
  const exact = items.filter((t) => all(t).includes(want));
  if (exact.length === 1) return { kind: "exact", item: exact[0] };
  if (exact.length > 1) return { kind: "several", items: exact };
  // "jane" → Jane Doe; "janes" (a possessive typed without its apostrophe) → Jane Doe too.
  for (const w of want.endsWith("s") && want.length > 3 ? [want, want.slice(0, -1)] : [want]) {
    const starts = items.filter((t) => all(t).some((n) => startsWithWords(n, w)));
    if (starts.length === 1) {
      // "alex" with Alex Romero and Alexa Romano: a name a letter or two longer fits too, so ask.
      const longer = items.filter((t) => t !== starts[0] && all(t).some((n) => oneOrTwoLonger(n.split(" ")[0], w)));
      return longer.length ? { kind: "several", items: [starts[0], ...longer] } : { kind: "exact", item: starts[0] };
    }
    if (starts.length > 1) return { kind: "several", items: starts };
  }
  if (want.length < 3) return { kind: "none" };
  // "zoe" → Café Zoë: a whole word later in one name is a good guess, said as "did you mean".
  const inside = items.filter((t) => all(t).some((n) => ` ${n} `.includes(` ${want} `)));
  if (inside.length === 1) return { kind: "fuzzy", item: inside[0] };
  if (inside.length > 1) return { kind: "several", items: inside };
  // A typo keeps the first letter ("inatech", "starck"): "bob" is nobody, not Globex.
  const candidates = items.filter((t) => all(t).some((n) => n[0] === want[0]));
  const fuse = new Fuse(
    candidates.map((item) => ({ item, names: all(item) })),
    { keys: ["names"], includeScore: true, threshold: THRESHOLD, ignoreLocation: true },
  );
  const found = fuse.search(want).filter((r) => r.score !== undefined);
  if (found.length === 0) return { kind: "none" };
  const best = found[0].score!;
  const close = found.filter((r) => r.score! - best <= TIE);
  if (close.length > 1) return { kind: "several", items: close.map((r) => r.item.item) };
  return { kind: "fuzzy", item: found[0].item.item };
}

const oneOrTwoLonger = (word: string, typed: string) =>
  typed.length >= 3 && word !== typed && word.startsWith(typed) && word.length - typed.length <= 2;

/** "stark industries" starts with "stark"; "pied piper" starts with "pied p" is not a whole word. */
function startsWithWords(name: string, typed: string): boolean {
  return name === typed || name.startsWith(`${typed} `);
}

/**
 * The best item for a phrase describing it ("the contract review", "portfolio update"): each of the
 * phrase's words is looked for (fuzzily) among the item's words; the share found ranks the items.
 * Used for tasks and workflows, whose titles owners paraphrase.
 */
export function matchTitle<T>(items: T[], phrase: string, title: (t: T) => string): NameMatch<T> {
  const words = significant(phrase);
  if (words.length === 0) return { kind: "none" };
  const exact = items.filter((t) => normalise(title(t)) === normalise(phrase));
  if (exact.length === 1) return { kind: "exact", item: exact[0] };
  const scored = items
    .map((item) => {
      const fuse = new Fuse(significant(title(item)), { includeScore: true, threshold: 0.3 });
      const found = words.filter((w) => fuse.search(w).length > 0).length;
      return { item, found, share: found / words.length };
    })
    .filter((s) => s.share >= 0.6 && (s.found >= 2 || words.length === 1))
    .sort((a, b) => b.share - a.share);
  if (scored.length === 0) return { kind: "none" };
  const tied = scored.filter((s) => s.share === scored[0].share);
  if (tied.length > 1) return { kind: "several", items: tied.map((s) => s.item) };
  return { kind: scored[0].share === 1 ? "exact" : "fuzzy", item: scored[0].item };
}

const FILLER = new Set(
  "a an the my our to of for with w and on in at as is it this that task todo to-do item workflow program project done".split(
    " ",
  ),
);

/** A phrase's words that carry meaning ("w/" and "the" do not), without -ing, -ed or plural -s. */
function significant(phrase: string): string[] {
  return normalise(phrase)
    .split(" ")
    .filter((w) => w.length >= 2 && !FILLER.has(w))
    .map((w) => (w.length > 5 ? w.replace(/(?:ing|ed|es|s)$/, "") : w));
}
