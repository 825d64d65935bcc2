import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTestApp, onboardingAnswers } from "../test/app";
import { createApp } from "./app";

/** A built web app in miniature: index.html and a Vite manifest with an entry and two pages. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-dist-"));
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    "<!doctype html><html><head><title>x</title></head><body></body></html>",
  );
  fs.writeFileSync(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "src/main.tsx": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
      "_react.js": { file: "assets/react.js" },
      "_icons.js": { file: "assets/icons.js" },
      "src/pages/dashboard.tsx": {
        file: "assets/dashboard.js",
        imports: ["_react.js", "_icons.js"],
        css: ["assets/dashboard.css"],
      },
      "src/pages/landing.tsx": { file: "assets/landing.js", imports: ["_icons.js"] },
    }),
  );
  return dir;
}

describe("index.html names each page's first needs", () => {
  it("preloads the dashboard's chunks and reads for a signed-in owner, the landing's for a visitor", async () => {
    const t = makeTestApp({ config: { webDist: fakeDist() } });
    const app = createApp({ services: t.services, config: t.config });
    const visitor = await (await app.request("/")).text();
    expect(visitor).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
    expect(visitor).toContain('<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">');
    expect(visitor).not.toContain("/api/dashboard");

    const { cookie } = await t.signUp();
    const done = await t.call("POST", "/api/onboarding/complete", { cookie, body: onboardingAnswers });
    expect(done.status).toBe(200);
    const owner = await (await app.request("/dashboard", { headers: { cookie } })).text();
    expect(owner).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard.js">');
    expect(owner).toContain('<link rel="modulepreload" crossorigin href="/assets/icons.js">');
    expect(owner).not.toContain('href="/assets/react.js"'); // already the entry's
    expect(owner).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard.css">');
    expect(owner).toContain('<link rel="preload" href="/api/dashboard" as="fetch" crossorigin="use-credentials">');
    expect(owner).toContain(
      '<link rel="preload" href="/api/tasks/prioritized?limit=5" as="fetch" crossorigin="use-credentials">',
    );
  });
});
