import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTestApp, onboardingAnswers } from "../test/app";
import { createApp } from "./app";
import { LANDING_YEAR_PLACEHOLDER, prerenderedLandingFile } from "./prerendered-landing";

/** A build with the app's index.html and the prerendered landing page beside it. */
function builtWithLanding() {
  const webDist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "microteam-build-")), "web");
  fs.mkdirSync(webDist);
  fs.writeFileSync(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  const landing = prerenderedLandingFile(webDist);
  fs.mkdirSync(path.dirname(landing));
  fs.writeFileSync(
    landing,
    `<!doctype html><html><head><title>landing</title></head><body><h1>Hire</h1><p>© ${LANDING_YEAR_PLACEHOLDER} Microteam</p></body></html>`,
  );
  return webDist;
}

describe("GET / for a visitor is the prerendered landing page", () => {
  it("sends the static landing page to a visitor, with this year, and the app to a signed-in owner", async () => {
    const t = makeTestApp({ config: { webDist: builtWithLanding() } });
    const app = createApp({ services: t.services, config: t.config });

    const visitor = await app.request("/");
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBe("no-cache");
    const html = await visitor.text();
    expect(html).toContain("<title>landing</title>");
    expect(html).toContain(`© ${new Date().getFullYear()} Microteam`);
    expect(html).not.toContain(LANDING_YEAR_PLACEHOLDER);

    // Other visitor paths stay the app's (its sign-in page, checkout, the 404 page).
    expect(await (await app.request("/checkout")).text()).toContain("<title>app</title>");
    expect(await (await app.request("/no-such-page")).text()).toContain("<title>app</title>");

    // Signed in, still onboarding: the app, which holds the owner in onboarding.
    const { cookie } = await t.signUp();
    expect(await (await app.request("/", { headers: { cookie } })).text()).toContain("<title>app</title>");
    const done = await t.call("POST", "/api/onboarding/complete", { cookie, body: onboardingAnswers });
    expect(done.status).toBe(200);
    expect(await (await app.request("/", { headers: { cookie } })).text()).toContain("<title>app</title>");
  });

  it("lets the app render the landing page when the build has no prerendered copy", async () => {
    const webDist = builtWithLanding();
    fs.rmSync(prerenderedLandingFile(webDist));
    const t = makeTestApp({ config: { webDist } });
    const app = createApp({ services: t.services, config: t.config });
    expect(await (await app.request("/")).text()).toContain("<title>app</title>");
  });
});
