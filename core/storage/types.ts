export type { FileStorage } from "../context";

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are built by core, never from user input; this refuses anything that could leave the root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
