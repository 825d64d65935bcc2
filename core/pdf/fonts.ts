import fs from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

// Fonts shipped in npm packages, embedded in every PDF we make, so any text an owner or client types
// prints: DejaVu Sans for Latin, Greek, Cyrillic, Hebrew, Armenian, Georgian and symbols; Noto Sans
// for Arabic, Devanagari, Bengali, Tamil, Thai, Korean, Chinese and Japanese; Noto Emoji (black and
// white: PDF fonts have no colour). A character none has prints as an empty box, never an error.
const require = createRequire(import.meta.url);
const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const noto = (pkg: string, file: string) =>
  require.resolve(`@expo-google-fonts/${pkg}/400Regular/${file}_400Regular.ttf`);

export interface PdfFont {
  /** The name pdfkit knows it by. */
  name: string;
  data: Buffer;
  covers(codePoint: number): boolean;
}

function load(name: string, file: string): PdfFont {
  const data = fs.readFileSync(file);
  const font = fontkit.create(data);
  const seen = new Map<number, boolean>();
  return {
    name,
    data,
    covers(codePoint) {
      let yes = seen.get(codePoint);
      if (yes === undefined) seen.set(codePoint, (yes = font.hasGlyphForCodePoint(codePoint)));
      return yes;
    },
  };
}

// Script ranges that must go to their own font even when DejaVu has some of their glyphs (its
// Arabic is partial, and mixing two fonts inside a word breaks the letters' joining).
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

let cached: { regular: PdfFont[]; bold: PdfFont[]; arabic: PdfFont } | undefined;

/** The fallback chains, read once per process: the first font of a chain that has a character draws it. */
export function pdfFonts() {
  if (!cached) {
    const others = [
      load("NotoSansDevanagari", noto("noto-sans-devanagari", "NotoSansDevanagari")),
      load("NotoSansBengali", noto("noto-sans-bengali", "NotoSansBengali")),
      load("NotoSansTamil", noto("noto-sans-tamil", "NotoSansTamil")),
      load("NotoSansThai", noto("noto-sans-thai", "NotoSansThai")),
      load("NotoSansJP", noto("noto-sans-jp", "NotoSansJP")),
      load("NotoSansKR", noto("noto-sans-kr", "NotoSansKR")),
      load("NotoEmoji", noto("noto-emoji", "NotoEmoji")),
    ];
    const arabic = load("NotoSansArabic", noto("noto-sans-arabic", "NotoSansArabic"));
    cached = {
      regular: [load("DejaVuSans", dejavu("DejaVuSans.ttf")), arabic, ...others],
      bold: [load("DejaVuSans-Bold", dejavu("DejaVuSans-Bold.ttf")), arabic, ...others],
      arabic,
    };
  }
  return cached;
}

/** The font of a chain that draws this character. */
export function fontFor(codePoint: number, chain: readonly PdfFont[]): PdfFont {
  const { arabic } = pdfFonts();
  if (ARABIC.test(String.fromCodePoint(codePoint)) && arabic.covers(codePoint)) return arabic;
  return chain.find((f) => f.covers(codePoint)) ?? chain[0];
}
