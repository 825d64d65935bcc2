import bidiFactory from "bidi-js";
import type PDFKit from "pdfkit";
import { fontFor, pdfFonts, type PdfFont } from "./fonts";

const bidi = bidiFactory();

export interface Run {
  font: PdfFont;
  text: string;
}

/** Splits text into runs that one font of the chain can draw whole (spaces stay with their run). */
export function fontRuns(text: string, chain: readonly PdfFont[]): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    // Spaces, joiners and variation selectors stay with the run they are in.
    const neutral = cp <= 0x20 || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
    const font = neutral && runs.length ? runs[runs.length - 1].font : fontFor(cp, chain);
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

// Characters fontkit lays out right to left by themselves (it reverses runs of these scripts).
const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * One line in the order it is drawn, left to right (Unicode's bidirectional algorithm): segments of
 * one embedding level, reordered by rule L2. fontkit itself reverses a run of Arabic or Hebrew, so a
 * right-to-left segment is passed in logical order, its font runs in reverse; a left-to-right segment
 * made of such characters (Arabic-Indic digits: "١٢٣") is pre-reversed so fontkit's reversal restores it.
 */
export function visualRuns(line: string, chain: readonly PdfFont[]): Run[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line);
  const chars = [...line];
  const segments: { text: string; level: number }[] = [];
  let index = 0;
  for (const char of chars) {
    const level = levels[index];
    index += char.length;
    const last = segments[segments.length - 1];
    if (last && last.level === level) last.text += char;
    else segments.push({ text: char, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every run of segments at that level or above.
  const max = Math.max(...segments.map((s) => s.level));
  const minOdd = Math.min(...segments.map((s) => s.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < segments.length;) {
      if (segments[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < segments.length && segments[j].level >= level) j++;
      segments.splice(i, j - i, ...segments.slice(i, j).reverse());
      i = j;
    }
  }
  return segments.flatMap((s) => {
    if (s.level % 2 === 1) {
      const mirrored = [...s.text].map((c) => bidi.getMirroredCharacter(c) ?? c).join("");
      // Words in reverse order, each laid out on its own (fontkit shapes it in logical order and draws
      // its letters right to left); pdfkit would otherwise keep the words left to right.
      return mirrored
        .split(/(\s+)/)
        .filter(Boolean)
        .reverse()
        .flatMap((token) => fontRuns(token, chain).reverse());
    }
    return fontRuns(s.text, chain).map((r) =>
      RTL_SCRIPT.test(r.text) ? { ...r, text: [...r.text].reverse().join("") } : r,
    );
  });
}

/** Registers the fonts with a new document (once per document). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = pdfFonts();
  for (const f of new Set([...regular, ...bold])) doc.registerFont(f.name, f.data);
}

/**
 * Writes any text an owner can type (accents, Arabic, Hindi, Chinese, emoji, line breaks), line by line,
 * switching fonts per run and putting right-to-left text in its visual order. `options` are pdfkit's text
 * options; `continued` keeps the next write on the same line.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: { bold?: boolean; size?: number; color?: string } = {},
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const { regular, bold } = pdfFonts();
  const chain = style.bold ? bold : regular;
  if (style.size) doc.fontSize(style.size);
  if (style.color) doc.fillColor(style.color);
  const lines = (text || " ").replace(/\r\n?/g, "\n").split("\n");
  lines.forEach((line, l) => {
    const runs = visualRuns(line, chain);
    if (runs.length === 0) runs.push({ font: chain[0], text: " " });
    const lastLine = l === lines.length - 1;
    runs.forEach((run, i) => {
      const lastRun = i === runs.length - 1;
      const continued = lastRun ? (lastLine ? (options.continued ?? false) : false) : true;
      doc.font(run.font.name).text(run.text, { ...options, continued });
    });
  });
}
