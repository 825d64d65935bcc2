// The landing page rendered at build time (scripts/prerender-landing.tsx): static HTML with its CSS
// inline and no script, sent to a visitor's first GET / (decision 275). The footer's year is filled
// in when it is sent, so a build from December still says the right year in January.
import fs from "node:fs";
import path from "node:path";

export const LANDING_YEAR_PLACEHOLDER = "{{year}}";

/** Where the build writes it: beside dist/web, not inside it (static serving must not send it as is). */
export function prerenderedLandingFile(webDist: string): string {
  return path.join(webDist, "..", "prerendered", "landing.html");
}

/** The landing page's HTML for this year, or null when the build has none (the app renders it then). */
export function prerenderedLanding(webDist: string): (() => string) | null {
  const file = prerenderedLandingFile(webDist);
  if (!fs.existsSync(file)) return null;
  const template = fs.readFileSync(file, "utf8");
  let kept = { year: -1, html: "" };
  return () => {
    const year = new Date().getFullYear();
    if (kept.year !== year) kept = { year, html: template.replaceAll(LANDING_YEAR_PLACEHOLDER, String(year)) };
    return kept.html;
  };
}
