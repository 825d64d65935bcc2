// Words with their place in the sentence, compared the way owners type names: no case, no accents
// ("zoe" is Zoë), "&" is "and", a possessive "'s" or a plural "s" dropped, and one slip of the finger
// forgiven in a longer word ("kesler" is Kessler, "oakrige" is Oakridge).

export interface Token {
  /** The word as compared: lower case, no accents. */
  word: string;
  index: number;
  end: number;
}

export function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");
}

/** The sentence's words with their character spans in the original text. */
export function tokenize(text: string): Token[] {
  const folded = fold(text);
  const out: Token[] = [];
  // NFD may lengthen the text; fold per character to keep offsets right.
  if (folded.length !== text.length) return tokenizeSlow(text);
  for (const m of folded.matchAll(/[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*|&/gu)) {
    const raw = m[0] === "&" ? "and" : m[0].replace(/'s$/, "");
    out.push({ word: raw, index: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

function tokenizeSlow(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+(?:['.-][\p{L}\p{N}\p{M}]+)*|&/gu)) {
    const word = m[0] === "&" ? "and" : fold(m[0]).replace(/'s$/, "");
    out.push({ word, index: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

/** Two words the same as an owner means them: equal, a plural or possessive apart, or one typo apart when long enough. */
export function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed === `${known}s` || known === `${typed}s`) return known.length >= 3;
  if (known.length < 5 || typed.length < 4) return false;
  // The first letter is rarely the one mistyped ("bob" is not "rob").
  if (typed[0] !== known[0]) return false;
  return editDistance(typed, known, 2) <= (known.length >= 9 ? 2 : 1);
}

/** Damerau–Levenshtein (adjacent swaps count one), stopping once past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      rowMin = Math.min(rowMin, d[i][j]);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length][b.length];
}

/** A word's stem for comparing titles: "migration" and "migrate" meet at "migrat". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ions?|ing|ed|es|s|e)$/, "");
}
