// Multipart uploads (design files, voice notes): their own body limits, larger than the JSON API's,
// and one reading of the form that answers bad input with a 400 naming the field.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "@core/errors";
import type { UploadedFile } from "@core/creator";

/** Routes whose bodies are files: the app's 1 MB JSON limit does not apply, their own does. */
export const UPLOAD_PATHS = new Set([
  "/api/designs/upload",
  "/api/content/schedule-uploaded-design",
  "/api/content/voice-note",
  "/api/imports",
  "/api/imports/preview",
  "/api/posts/media/preview",
]);

// Room for the form's boundaries and text fields beside the file.
const FORM_OVERHEAD = 256 * 1024;

/** A body limit for a file route; beyond it the answer is 413 with the limit in the owner's words. */
export function uploadLimit(maxFileBytes: number, message: string, field = "design"): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxFileBytes + FORM_OVERHEAD,
    onError: (c) => c.json({ code: "PAYLOAD_TOO_LARGE", message, fields: { [field]: message } }, 413),
  });
}

export interface ParsedForm {
  /** The file in `field`, when one was sent (a text value in its place counts as none). */
  file: UploadedFile | null;
  /** The text fields. */
  fields: Record<string, string>;
}

/** Reads a multipart form; anything that is not one is a 400 before core sees it. */
export async function readMultipart(c: Context, fileField: string): Promise<ParsedForm> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    throw new AppError("VALIDATION", "Send the file as multipart/form-data", {
      [fileField]: "Send the file as a form upload",
    });
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch (error) {
    // A body cut off past the limit surfaces here as a stream error: let the limit answer.
    if (error instanceof Error && error.name === "BodyLimitError") throw error;
    throw new AppError("VALIDATION", "The upload could not be read: try again", {
      [fileField]: "The upload could not be read",
    });
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (name === fileField) {
      if (first instanceof File)
        file = { bytes: new Uint8Array(await first.arrayBuffer()), name: first.name || "upload" };
    } else if (typeof first === "string") {
      fields[name] = first;
    }
  }
  return { file, fields };
}

/** A file answered to its owner: private, revalidated, never sniffed as something else. */
export function sendFile(c: Context, file: { bytes: Uint8Array; mimeType: string; fileName?: string }) {
  const headers: Record<string, string> = {
    "Content-Type": file.mimeType,
    "Cache-Control": "private, max-age=3600",
    "X-Content-Type-Options": "nosniff",
  };
  if (file.fileName) headers["Content-Disposition"] = `inline; filename="${file.fileName.replace(/"/g, "")}"`;
  return c.body(new Uint8Array(file.bytes) as Uint8Array<ArrayBuffer>, 200, headers);
}
