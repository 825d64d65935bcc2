/**
 * Where uploaded files live (design uploads, editor exports, voice notes). The local folder under the
 * data directory is the default; an S3-compatible store can implement the same four calls (keys are
 * plain paths such as `<owner id>/designs/<design id>.png`).
 */
export interface FileStorage {
  readonly kind: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (an owner's files when the account goes). */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are built by core, never from user input; this refuses anything that could leave the root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
