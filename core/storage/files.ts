// Uploaded files, under the data folder (DESIGN.md "Real services": an S3-compatible store can
// implement the same two calls later). Keys are opaque and made here, never from a client's file name.
// Written for scheduling uploads (issue 11, publishing); the design library uses the same interface.
import fs from "node:fs";
import path from "node:path";
import type { Services } from "../context";
import { notFound } from "../errors";

export interface StoredUpload {
  /** Opaque key: `<owner>/<uuid>.<ext>`. */
  key: string;
  contentType: string;
  size: number;
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "application/pdf": "pdf",
};

// A scheduling upload (`<owner>/<uuid>.<ext>`) or a library design's file (`<owner>/designs/<id>.<ext>`).
const KEY = /^[0-9a-f-]{36}\/(designs\/)?[0-9a-f-]{36}\.(png|jpg|pdf)$/;

function fileOf(services: Services, key: string): string {
  if (!KEY.test(key)) throw notFound("File");
  return path.join(services.settings.uploadsDir, key);
}

/**
 * Stores the bytes for the owner and returns their key. The file is written beside its final name and
 * renamed into place, so a reader never sees half a file.
 */
export function saveUpload(
  services: Services,
  upload: { userId: string; bytes: Uint8Array; contentType: string },
): StoredUpload {
  const ext = EXTENSIONS[upload.contentType];
  if (!ext) throw new Error(`Unsupported upload type: ${upload.contentType}`);
  const key = `${upload.userId}/${crypto.randomUUID()}.${ext}`;
  const file = fileOf(services, key);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, upload.bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
  return { key, contentType: upload.contentType, size: upload.bytes.byteLength };
}

/** The stored bytes; NotFound when the key is unknown or malformed. */
export function readUpload(services: Services, key: string): Buffer {
  try {
    return fs.readFileSync(fileOf(services, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw notFound("File");
    throw error;
  }
}

/** Removes a stored file (a schedule that failed after its upload was saved); a missing file is fine. */
export function removeUpload(services: Services, key: string): void {
  try {
    fs.rmSync(fileOf(services, key), { force: true });
  } catch {
    // Best effort: an orphaned file costs disk, never correctness.
  }
}
