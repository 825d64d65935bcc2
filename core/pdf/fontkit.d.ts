// The little of fontkit (pdfkit's own font engine) that the PDF text layout uses.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
