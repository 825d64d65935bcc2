import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type FileStorage } from "./types";

/**
 * Files under a folder of the data directory (`data/uploads` by default). A file is written to a
 * temporary name and renamed into place, so a reader never sees half a file.
 */
export function localStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${crypto.randomUUID()}.part`;
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(full(prefix), { recursive: true, force: true });
    },
  };
}
