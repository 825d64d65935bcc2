import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { localStorage } from "./local";

const dirs: string[] = [];
const tempRoot = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("local file storage", () => {
  it("puts, gets and deletes files under its root", async () => {
    const root = tempRoot();
    const storage = localStorage(root);
    await storage.put("owner-1/designs/a.png", Buffer.from("hello"));
    expect((await storage.get("owner-1/designs/a.png"))?.toString()).toBe("hello");
    expect(fs.existsSync(path.join(root, "owner-1/designs/a.png"))).toBe(true);
    // No temporary file is left beside it.
    expect(fs.readdirSync(path.join(root, "owner-1/designs"))).toEqual(["a.png"]);
    await storage.delete("owner-1/designs/a.png");
    expect(await storage.get("owner-1/designs/a.png")).toBeNull();
    await storage.delete("owner-1/designs/a.png");
  });

  it("removes an owner's whole folder", async () => {
    const storage = localStorage(tempRoot());
    await storage.put("owner-1/designs/a.png", Buffer.from("a"));
    await storage.put("owner-1/voice/b.webm", Buffer.from("b"));
    await storage.put("owner-2/designs/c.png", Buffer.from("c"));
    await storage.deletePrefix("owner-1");
    expect(await storage.get("owner-1/voice/b.webm")).toBeNull();
    expect((await storage.get("owner-2/designs/c.png"))?.toString()).toBe("c");
  });

  it("refuses keys that could leave the root", async () => {
    const storage = localStorage(tempRoot());
    for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", "", "a/./b", ".hidden/x"]) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
