import type PDFKit from "pdfkit";
import { pdfFonts, type PdfFont } from "./fonts";

/** Splits text into runs that one font of the chain can draw whole. */
export function fontRuns(text: string, chain: readonly PdfFont[]): { font: PdfFont; text: string }[] {
  const runs: { font: PdfFont; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    // Line breaks and spaces stay with the run they are in.
    const font = cp <= 0x20 && runs.length ? runs[runs.length - 1].font : (chain.find((f) => f.covers(cp)) ?? chain[0]);
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Registers the fonts with a new document (once per document). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = pdfFonts();
  for (const f of [...regular, ...bold]) doc.registerFont(f.name, f.data);
}

/**
 * Writes any text an owner can type (accents, Cyrillic, Chinese, line breaks), switching fonts per run.
 * `options` are pdfkit's text options; `continued` keeps the next write on the same line.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: { bold?: boolean; size?: number; color?: string } = {},
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const { regular, bold } = pdfFonts();
  const runs = fontRuns(text || " ", style.bold ? bold : regular);
  if (style.size) doc.fontSize(style.size);
  if (style.color) doc.fillColor(style.color);
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    doc.font(run.font.name).text(run.text, { ...options, continued: last ? (options.continued ?? false) : true });
  });
}
