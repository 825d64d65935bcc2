import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, ONBOARDING_PAGE, OWNER_ROUTES, PUBLIC_ROUTES, VISITOR_ROUTES } from "@web/routes";
import { makeTestApp, onboardingAnswers } from "../test/app";
import { createApp } from "./app";
import { pageSource, pathPattern } from "./route-preloads";

const pageAt = (routes: typeof OWNER_ROUTES, path: string) => routes.find((route) => route.path === path)!.page;

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
      [pageSource(pageAt(OWNER_ROUTES, "/dashboard"))]: {
        file: "assets/dashboard.js",
        imports: ["_react.js", "_icons.js"],
        css: ["assets/dashboard.css"],
      },
      [pageSource(pageAt(VISITOR_ROUTES, "/"))]: { file: "assets/landing.js", imports: ["_icons.js"] },
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

  it("reads its pages from the web's route table, whose every page is a file Vite builds as its own chunk", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const pages = [...PUBLIC_ROUTES, ...VISITOR_ROUTES, ...OWNER_ROUTES].map((route) => route.page);
    for (const page of [...pages, ONBOARDING_PAGE, NOT_FOUND_PAGE]) {
      const file = path.join(root, "web", pageSource(page));
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, "utf8"), file).toMatch(/^export default /m);
    }
    expect(pageSource(pageAt(OWNER_ROUTES, "/business-insights"))).toBe("src/pages/strategist/strategist-page.tsx");
  });

  it("matches a path as the app's router does: literal segments, one segment per parameter", () => {
    expect(pathPattern("/").test("/")).toBe(true);
    expect(pathPattern("/").test("/dashboard")).toBe(false);
    expect(pathPattern("/clients/:clientId").test("/clients/c_1")).toBe(true);
    expect(pathPattern("/clients/:clientId").test("/clients")).toBe(false);
    expect(pathPattern("/clients/:clientId").test("/clients/c_1/more")).toBe(false);
    expect(pathPattern("/invoices/recurring").test("/invoices/recurring")).toBe(true);
    expect(pathPattern("/api/login").test("/api/loginx")).toBe(false);
  });
});
