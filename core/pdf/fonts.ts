import fs from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

// Fonts shipped in npm packages, embedded in every PDF we make: DejaVu Sans covers Latin, Greek,
// Cyrillic, Hebrew, Arabic, Armenian, Georgian and many symbols; Noto Sans JP covers Chinese and
// Japanese characters. A character neither has falls back to DejaVu's empty box, never an error.
const require = createRequire(import.meta.url);
const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const noto = () => require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf");

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

let cached: { regular: PdfFont[]; bold: PdfFont[] } | undefined;

/** The fallback chains, read once per process: the first font of a chain that has a character draws it. */
export function pdfFonts() {
  if (!cached) {
    const cjk = load("NotoSansJP", noto());
    cached = {
      regular: [load("DejaVuSans", dejavu("DejaVuSans.ttf")), cjk],
      bold: [load("DejaVuSans-Bold", dejavu("DejaVuSans-Bold.ttf")), cjk],
    };
  }
  return cached;
}
