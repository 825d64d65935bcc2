// How many terminal cells a string takes: "工" and "🚀" two, a combining accent none (qa12 F15).
// string-width builds Unicode tables and an Intl.Segmenter when it loads (~25 ms at every start-up of
// every command), so it is loaded only before something with wide text is drawn in a table
// (`loadCellWidths`), and printable ASCII, nearly every cell, is measured by its length.

let stringWidth: ((text: string) => number) | null = null;
let graphemes: Intl.Segmenter | null = null;

const PLAIN = /^[\x20-\x7e]*$/;

/** True when every string is printable ASCII: one character, one cell, nothing to load. */
export const allPlain = (texts: Iterable<string>) => {
  for (const text of texts) if (!PLAIN.test(text)) return false;
  return true;
};

/** Loads the Unicode width rules; call before drawing text that is not all printable ASCII. */
export async function loadCellWidths(): Promise<void> {
  stringWidth ??= (await import("string-width")).default;
}

/** The cells `text` takes. Without the rules loaded, a character counts one (never wrong for ASCII). */
export function cellWidth(text: string): number {
  if (PLAIN.test(text)) return text.length;
  return stringWidth ? stringWidth(text) : [...text].length;
}

/** The text's user-perceived characters, so a cut never splits an emoji or an accent from its letter. */
export function graphemesOf(text: string): string[] {
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  return Array.from(graphemes.segment(text), (s) => s.segment);
}
