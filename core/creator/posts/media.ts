// Images attached to posts: checked by their bytes, never by their name or the type the browser
// claims (issue 11 "Bad input": over 10 MB, the wrong type, empty or truncated → 4xx, nothing stored).
import { AppError } from "../../errors";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const POSTABLE_TYPES = ["image/png", "image/jpeg"] as const;
export type PostableType = (typeof POSTABLE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/**
 * What the bytes are: a whole PNG (signature, IHDR first, ending with IEND) or a whole JPEG (SOI,
 * ending with EOI); 'truncated' when they start as one but stop short; null for anything else.
 */
export function sniffImage(bytes: Uint8Array): PostableType | "truncated" | null {
  if (bytes.length >= 8 && startsWith(bytes, PNG_SIGNATURE)) {
    const ihdr = bytes.length >= 16 && startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12);
    return ihdr && bytes.length >= 8 + 25 + 12 && startsWith(bytes, PNG_IEND, bytes.length - 8)
      ? "image/png"
      : "truncated";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // Trailing padding after EOI happens in the wild: look for FFD9 in the last bytes.
    const tail = bytes.subarray(Math.max(0, bytes.length - 32));
    for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return "image/jpeg";
    return "truncated";
  }
  return null;
}

/** The image's type, or a 400 naming `field` that says what is wrong with the file. */
export function checkPostImage(bytes: Uint8Array, field = "design"): PostableType {
  const refuse = (message: string) => new AppError("VALIDATION", message, { [field]: message });
  if (bytes.byteLength === 0) throw refuse("The file is empty");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw refuse("The file is larger than 10 MB");
  const type = sniffImage(bytes);
  if (type === "truncated") throw refuse("The image is incomplete (the file was cut short): upload it again");
  if (!type) throw refuse("Only PNG or JPG images can be posted");
  return type;
}
