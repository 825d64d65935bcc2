// QA pass on issue 10 (docs/decisions/appendix/290-qa10-adversarial-pass.md F8): every variant of a
// precompressed asset says it varies by Accept-Encoding, the plain one included.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webRoutes } from "./web";

describe("static assets", () => {
  it("answer Vary: Accept-Encoding once, compressed or not", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "static-assets-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>t</title>");
    fs.writeFileSync(path.join(dist, "assets", "app-abc.js"), "console.log(1)".repeat(100));
    fs.writeFileSync(path.join(dist, "assets", "app-abc.js.br"), "brotli bytes");
    fs.writeFileSync(path.join(dist, "assets", "app-abc.js.gz"), "gzip bytes");
    const app = webRoutes(dist);
    for (const encoding of ["br", "gzip", "identity", ""]) {
      const res = await app.request("/assets/app-abc.js", { headers: { "accept-encoding": encoding } });
      expect(res.status, encoding).toBe(200);
      expect(res.headers.get("vary"), encoding).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // A missing asset is not kept for a year.
    const missing = await app.request("/assets/missing-123.js");
    expect(missing.headers.get("cache-control")).not.toMatch(/immutable/);
  });
});
