// The one place an image is made fit for a platform (issue 23 §1; docs/platforms.md).
// Instagram's feed takes a JPEG of at most 8 MiB whose width:height lies between 4:5 and 1.91:1;
// every image the product makes (the editor, Canva, uploads) may be a PNG of any shape. So for
// Instagram the image is turned upright, flattened onto white (a JPEG has no transparency), padded to
// the nearest allowed ratio (decision 320: padding, never cropping, so nothing the owner put near an
// edge is cut), scaled to at most 1440 px wide (Instagram scales wider images down anyway) and written
// as a JPEG at the best quality that stays under the size. The other platforms take PNG and JPEG as
// they are. The same bytes are what the publishing worker hands Instagram and what the web's preview
// shows (the server makes both), so the owner sees the padding before scheduling.
import sharp from "sharp";
import type { Platform } from "../catalog";

export interface FeedImageRules {
  /** The narrowest width:height allowed (4:5 = 0.8). */
  minRatio: number;
  /** The widest width:height allowed (1.91:1). */
  maxRatio: number;
  maxBytes: number;
  /** Wider images are scaled down to this (the platform would do it anyway). */
  maxWidth: number;
}

/** Instagram's feed, per the Graph API's IG User Media reference (read 2026-11-28). */
export const INSTAGRAM_FEED: FeedImageRules = {
  minRatio: 4 / 5,
  maxRatio: 1.91,
  maxBytes: 8 * 1024 * 1024,
  maxWidth: 1440,
};

/** The platforms whose images are remade, and their rules; the others take PNG and JPEG as they are. */
export const FEED_IMAGE_RULES: Partial<Record<Platform, FeedImageRules>> = { instagram: INSTAGRAM_FEED };

/** Platforms that take only JPEG: a design exported for them (Canva) is asked for as a JPG. */
export const JPEG_PLATFORMS = ["instagram"] as const satisfies readonly Platform[];

export interface PreparedImage {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/png";
  width: number;
  height: number;
  /** What was done to fit: nothing, padded at the sides (too tall), or above and below (too wide). */
  fit: "as-is" | "padded-sides" | "padded-top-bottom";
  /** The JPEG quality chosen, when the image was written as a JPEG here. */
  quality: number | null;
  /** A sentence for the owner when the image was changed in a way they can see, else null. */
  note: string | null;
}

const QUALITIES = [90, 85, 80, 72, 64, 56, 48, 40];

/**
 * The most pixels an image may have to be decoded here (sharp's `limitInputPixels`): 100 megapixels,
 * e.g. 10000×10000. A larger one would take gigabytes of memory to fit; the owner is asked to export
 * it smaller (a feed shows at most 1440 px wide anyway).
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Why an image is refused for its pixel count, in the owner's words, or null when it is within
 * `MAX_INPUT_PIXELS` (or its header cannot be read: the decoder then says what is wrong). Reads the
 * header only, so a too-large image costs nothing to refuse.
 */
export async function tooManyPixels(input: Uint8Array): Promise<string | null> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.width * meta.height <= MAX_INPUT_PIXELS) return null;
  const mp = (meta.width * meta.height) / 1_000_000;
  return `The image has too many pixels (${meta.width.toLocaleString("en-US")} × ${meta.height.toLocaleString("en-US")}, ${Math.round(mp)} megapixels): at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels; export it smaller`;
}

/**
 * The canvas an image of `width`×`height` is padded to so its ratio lies within the rules, or, given
 * `target` (a carousel item: the first item's width:height), so its ratio is that one.
 */
export function fitCanvas(
  width: number,
  height: number,
  rules: Pick<FeedImageRules, "minRatio" | "maxRatio">,
  target?: number,
): { width: number; height: number; fit: PreparedImage["fit"] } {
  const ratio = width / height;
  const [min, max] = target === undefined ? [rules.minRatio, rules.maxRatio] : [target, target];
  // Rounded outward, so the rounded canvas is inside the range too (within a pixel of a target).
  if (ratio < min && Math.ceil(height * min) > width) {
    return { width: Math.ceil(height * min), height, fit: "padded-sides" };
  }
  if (ratio > max && Math.ceil(width / max) > height) {
    return { width, height: Math.ceil(width / max), fit: "padded-top-bottom" };
  }
  return { width, height, fit: "as-is" };
}

/** The mean colour of the edges the padding will touch, so the bands continue the design's background. */
async function edgeColour(image: Buffer, width: number, height: number, fit: PreparedImage["fit"]) {
  const strips =
    fit === "padded-sides"
      ? [
          { left: 0, top: 0, width: 1, height },
          { left: width - 1, top: 0, width: 1, height },
        ]
      : [
          { left: 0, top: 0, width, height: 1 },
          { left: 0, top: height - 1, width, height: 1 },
        ];
  const means = await Promise.all(
    strips.map(async (strip) => (await sharp(image).extract(strip).stats()).channels.map((c) => c.mean)),
  );
  const [r, g, b] = [0, 1, 2].map((i) => Math.round((means[0][i] + means[1][i]) / 2));
  return { r, g, b };
}

/**
 * The image as `platform` will take it. For Instagram: a JPEG within 4:5–1.91:1 (padded), at most
 * 1440 px wide and at most 8 MiB; `maxBytes` may be lowered (tests). `fitTo` is a carousel's first
 * item's prepared width:height: Instagram shows every item of a carousel in the first item's shape
 * (cropping the others), so a later item is padded to exactly that shape instead, and what the owner
 * previews is what followers see. Throws when the bytes are not an image sharp can read.
 */
export async function prepareImage(
  platform: Platform,
  input: Uint8Array,
  { maxBytes, fitTo }: { maxBytes?: number; fitTo?: number } = {},
): Promise<PreparedImage> {
  const rules = FEED_IMAGE_RULES[platform];
  const source = sharp(input, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS });
  if (!rules) {
    const meta = await source.metadata();
    return {
      bytes: Buffer.from(input.buffer, input.byteOffset, input.byteLength),
      contentType: meta.format === "jpeg" ? "image/jpeg" : "image/png",
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      fit: "as-is",
      quality: null,
      note: null,
    };
  }
  const limit = Math.min(maxBytes ?? rules.maxBytes, rules.maxBytes);
  // Upright (EXIF orientation applied), sRGB, on white: the image as it will be seen.
  const { data: upright, info } = await source
    .rotate()
    .toColourspace("srgb")
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const target = fitTo === undefined ? undefined : Math.min(rules.maxRatio, Math.max(rules.minRatio, fitTo));
  const canvas = fitCanvas(info.width, info.height, rules, target);
  let fitted = upright;
  if (canvas.fit !== "as-is") {
    const background = await edgeColour(upright, info.width, info.height, canvas.fit);
    const padX = canvas.width - info.width;
    const padY = canvas.height - info.height;
    fitted = await sharp(upright)
      .extend({
        left: Math.floor(padX / 2),
        right: Math.ceil(padX / 2),
        top: Math.floor(padY / 2),
        bottom: Math.ceil(padY / 2),
        background,
      })
      .png({ compressionLevel: 1 })
      .toBuffer();
  }
  for (let scale = Math.min(1, rules.maxWidth / canvas.width); ; scale *= 0.75) {
    const w = Math.max(1, Math.round(canvas.width * scale));
    // The height that keeps the ratio inside the range (or on the carousel's shape) after rounding.
    const h =
      target === undefined
        ? Math.min(
            Math.floor(w / rules.minRatio),
            Math.max(Math.ceil(w / rules.maxRatio), Math.round(canvas.height * scale)),
          )
        : Math.min(
            Math.floor(w / rules.minRatio),
            Math.max(Math.ceil(w / rules.maxRatio), Math.max(1, Math.round(w / target))),
          );
    const resize = scale < 1 || (target !== undefined && h !== canvas.height);
    const sized = resize ? sharp(fitted).resize(w, h, { fit: "fill" }) : sharp(fitted);
    const pixels = await sized.png({ compressionLevel: 1 }).toBuffer();
    for (const quality of QUALITIES) {
      const bytes = await sharp(pixels).jpeg({ quality, chromaSubsampling: "4:2:0" }).toBuffer();
      if (bytes.length <= limit) {
        return {
          bytes,
          contentType: "image/jpeg",
          width: w,
          height: h,
          fit: canvas.fit,
          quality,
          note: noteFor(canvas.fit, target !== undefined),
        };
      }
    }
    if (w <= 320) throw new Error("the image cannot be made small enough for Instagram");
  }
}

function noteFor(fit: PreparedImage["fit"], carouselItem: boolean): string | null {
  if (carouselItem) {
    if (fit === "padded-sides")
      return "Instagram shows a carousel in its first image's shape: bands were added at the sides";
    if (fit === "padded-top-bottom") {
      return "Instagram shows a carousel in its first image's shape: bands were added above and below";
    }
    return null;
  }
  if (fit === "padded-sides") return "Instagram's feed is at most 4:5 tall: bands were added at the sides";
  if (fit === "padded-top-bottom") return "Instagram's feed is at most 1.91:1 wide: bands were added above and below";
  return null;
}

/**
 * A carousel's images as `platform` takes them: the first fitted as a single image, every other one
 * padded to the first one's shape (`fitTo`), as Instagram shows them all in it.
 */
export async function prepareCarousel(platform: Platform, inputs: readonly Uint8Array[]): Promise<PreparedImage[]> {
  if (!FEED_IMAGE_RULES[platform] || inputs.length < 2)
    return Promise.all(inputs.map((i) => prepareImage(platform, i)));
  const first = await prepareImage(platform, inputs[0]);
  const fitTo = first.width / first.height;
  const rest = await Promise.all(inputs.slice(1).map((i) => prepareImage(platform, i, { fitTo })));
  return [first, ...rest];
}
