// The little of bidi-js (Unicode's bidirectional algorithm) that the PDF text layout uses.
declare module "bidi-js" {
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: "ltr" | "rtl"): { levels: Uint8Array };
    getMirroredCharacter(char: string): string | null;
  }
  export default function bidiFactory(): Bidi;
}
