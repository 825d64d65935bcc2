// After `vite build`: renders the landing page (web/src/pages/landing/, the same components the app
// shows) to static HTML, with the CSS it uses inline and no React, into
// dist/prerendered/landing.html. The server sends it to a visitor's first GET / (server/web.ts), so
// the page paints from its HTML alone. Its one script, a few hundred bytes, prefetches the app's entry
// once the page has loaded and the browser is idle, for the sign-in or checkout page that follows.
// Decision 275. Run: tsx scripts/prerender-landing.tsx
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { LandingPage } from "@web/pages/landing/landing-page";
import { LANDING_YEAR_PLACEHOLDER, prerenderedLandingFile } from "@server/prerendered-landing";

const DIST = path.resolve(import.meta.dirname, "../dist/web");
const WEB_SRC = path.resolve(import.meta.dirname, "../web/src");
const template = fs.readFileSync(path.join(DIST, "index.html"), "utf8");

const markup = renderToStaticMarkup(
  <Router ssrPath="/">
    <LandingPage year={LANDING_YEAR_PLACEHOLDER} />
  </Router>,
);

// The app's own tags (its entry script, module preloads and stylesheet) leave the page; a small script
// prefetches them after the load event, when the browser is idle (not before: prefetches started
// during the load compete with the first paint on a slow phone network), so "Sign in" and the plans'
// checkout open from the cache.
const appTags = [
  ...template.matchAll(/<(?:script type="module"|link rel="(?:modulepreload|stylesheet)")[^>]*>(?:<\/script>)?/g),
];
const appFiles = appTags
  .map(([tag]) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
  .filter((href): href is string => !!href);
const prefetchScript = `addEventListener("load", () => {
  const prefetch = () => {
    for (const href of ${JSON.stringify(appFiles)}) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  };
  if ("requestIdleCallback" in window) requestIdleCallback(prefetch, { timeout: 3000 });
  else setTimeout(prefetch, 1000);
});
`;
const prefetchFile = `assets/landing-prefetch-${crypto.createHash("sha256").update(prefetchScript).digest("hex").slice(0, 8)}.js`;
fs.writeFileSync(path.join(DIST, prefetchFile), prefetchScript);

let html = template;
for (const [tag] of appTags) html = html.replace(tag, "");
html = html
  .replace(/\n\s*\n/g, "\n")
  .replace("</head>", `  <script type="module" src="/${prefetchFile}"></script>\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);

// Only the CSS the landing page's markup uses, inline: no stylesheet request before the first paint.
// Tailwind's own compiler builds it from the app's stylesheet and the classes the markup carries, so
// the rules, their order and the theme are the app's (a generic critical-CSS pass dropped selectors
// it could not parse, such as `[&_svg]:shrink-0`).
html = html.replace("</head>", `  <style>${await landingCss(markup)}</style>\n  </head>`);

const out = prerenderedLandingFile(DIST);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, html);
const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
console.log(
  `prerendered landing: ${(html.length / 1024).toFixed(1)} KB HTML (${(css.length / 1024).toFixed(1)} KB of it inline CSS), one ${prefetchScript.length} B script → ${path.relative(process.cwd(), out)}`,
);

async function landingCss(markup: string): Promise<string> {
  const decode = (text: string) =>
    text
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  const classes = [...markup.matchAll(/class="([^"]*)"/g)].map((m) => decode(m[1]));
  const candidates = new Scanner({}).scanFiles([{ content: classes.join("\n"), extension: "txt" }]);
  const compiler = await compile(fs.readFileSync(path.join(WEB_SRC, "index.css"), "utf8"), {
    base: WEB_SRC,
    onDependency: () => {},
  });
  return optimize(compiler.build(candidates), { minify: true }).code.trim();
}
