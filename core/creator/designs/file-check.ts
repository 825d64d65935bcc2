// A design upload is checked by its bytes (spec 001: PNG or JPG up to 10 MB, designs also PDF), not
// by its name or the browser's label. An empty, oversized, foreign or cut-off file is refused before
// anything is kept; images are decoded in full by sharp, so a truncated one fails here.
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "../../errors";
import { MAX_INPUT_PIXELS, tooManyPixels } from "../../social";

export const MAX_DESIGN_BYTES = 10 * 1024 * 1024;

export interface CheckedDesignFile {
  kind: "png" | "jpeg" | "pdf";
  mimeType: string;
  ext: string;
  width: number | null;
  height: number | null;
  /** A small WebP of the design for the library. */
  thumbnail: Buffer;
}

const refuse = (message: string, field = "design") => new AppError("VALIDATION", message, { [field]: message });

export async function checkDesignFile(
  bytes: Uint8Array,
  { title, field = "design" }: { title: string; field?: string },
): Promise<CheckedDesignFile> {
  if (bytes.byteLength === 0) throw refuse("The file is empty", field);
  if (bytes.byteLength > MAX_DESIGN_BYTES) throw refuse("The file is larger than 10 MB", field);
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === "image/png" || found?.mime === "image/jpeg") return checkImage(bytes, found.mime, field);
  if (found?.mime === "application/pdf") return checkPdf(bytes, title, field);
  throw refuse(
    found
      ? `This file is a ${found.ext.toUpperCase()}, not a PNG, JPG or PDF`
      : "This file is not a PNG, JPG or PDF (checked by its content)",
    field,
  );
}

async function checkImage(
  bytes: Uint8Array,
  mimeType: "image/png" | "image/jpeg",
  field: string,
): Promise<CheckedDesignFile> {
  // A whole image with more pixels than can be decoded is not "damaged": say so.
  const pixels = await tooManyPixels(bytes);
  if (pixels) throw refuse(pixels, field);
  try {
    // `failOn: "truncated"` turns a cut-off file into an error instead of a half-grey picture.
    const image = sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    const thumbnail = await image
      .rotate()
      .resize({ width: 480, height: 480, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      kind: mimeType === "image/png" ? "png" : "jpeg",
      mimeType,
      ext: mimeType === "image/png" ? "png" : "jpg",
      width: meta.width ?? null,
      height: meta.height ?? null,
      thumbnail,
    };
  } catch {
    throw refuse("The image is damaged or incomplete: export it again and retry", field);
  }
}

async function checkPdf(bytes: Uint8Array, title: string, field: string): Promise<CheckedDesignFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // A complete PDF ends with %%EOF (give or take trailing whitespace); a cut-off upload does not.
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString("latin1");
  if (!/%%EOF\s*$/.test(tail)) throw refuse("The PDF is incomplete: export it again and retry", field);
  const pages = (buffer.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  return {
    kind: "pdf",
    mimeType: "application/pdf",
    ext: "pdf",
    width: null,
    height: null,
    thumbnail: await pdfThumbnail(title, pages),
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** sharp has no PDF renderer in its prebuilt binaries: a PDF's thumbnail is a drawn document card. */
async function pdfThumbnail(title: string, pages: number): Promise<Buffer> {
  const name = escapeXml(title.length > 28 ? `${title.slice(0, 27)}…` : title);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480" viewBox="0 0 360 480">
    <rect width="360" height="480" fill="#f1f5f9"/>
    <rect x="60" y="40" width="240" height="320" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="4"/>
    <rect x="90" y="90" width="180" height="14" rx="7" fill="#e2e8f0"/>
    <rect x="90" y="124" width="150" height="14" rx="7" fill="#e2e8f0"/>
    <rect x="90" y="158" width="170" height="14" rx="7" fill="#e2e8f0"/>
    <rect x="104" y="240" width="152" height="64" rx="14" fill="#dc2626"/>
    <text x="180" y="284" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">PDF</text>
    <text x="180" y="410" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#0f172a" text-anchor="middle">${name}</text>
    <text x="180" y="444" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#64748b" text-anchor="middle">${pages || "?"} page${pages === 1 ? "" : "s"}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

/** The thumbnail of an image fetched from elsewhere (a Canva design's), refusing anything else. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: 480, height: 480, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
