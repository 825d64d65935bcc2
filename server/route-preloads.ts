// The first paint of a page of the web app: the server knows which page a path shows and whether the
// visitor is signed in, so index.html names that page's chunks (modulepreload) and the reads it starts
// with (preload as fetch) and the browser fetches them at once, beside the entry script, instead of
// one after another (entry → auth → page chunk → data). Which page a path shows, and its reads, is the
// web app's route table (web/src/routes.ts, plain data), the list App.tsx routes by.
import fs from "node:fs";
import path from "node:path";
import { OWNER_ROUTES, PUBLIC_ROUTES, VISITOR_ROUTES, type PageFile, type PageRoute } from "@web/routes";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

interface Page {
  /** The page's source in the Vite manifest. */
  source: string;
  /** The API reads it starts with, exactly as the web app asks for them. */
  reads: readonly string[];
}

/** A page's key in the Vite manifest: its source under the web app's root (vite.config.ts `root`). */
export const pageSource = (page: PageFile) => `src/pages/${page}.tsx`;

/** A route's path as a pattern (literal segments, `:name` parameters): "/clients/:id" → /^\/clients\/[^/]+$/. */
export function pathPattern(routePath: string): RegExp {
  const segments = routePath.split("/").map((segment) => {
    if (segment.startsWith(":")) return "[^/]+";
    if (!/^[\w.-]*$/.test(segment)) throw new Error(`web/src/routes.ts: no pattern for "${routePath}"`);
    return segment.replaceAll(".", "\\.");
  });
  return new RegExp(`^${segments.join("\\/")}$`);
}

/** What the server preloads for each path, from the web's route table: the same pages App.tsx routes to. */
const table = (routes: readonly PageRoute[]): [RegExp, Page][] =>
  routes.map((route) => [pathPattern(route.path), { source: pageSource(route.page), reads: route.reads ?? [] }]);
// The public pages first, as App.tsx matches them before the auth gate.
const SIGNED_IN = table([...PUBLIC_ROUTES, ...OWNER_ROUTES]);
const VISITOR = table([...PUBLIC_ROUTES, ...VISITOR_ROUTES]);

/** Returns the `<link>` tags for a path, given whether the visitor is a signed-in, onboarded owner. */
export function routePreloads(webDist: string): (pathname: string, owner: boolean) => string {
  const manifestFile = path.join(webDist, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, inEntry);

  const tags = new Map<string, string>();
  const linksFor = (page: Page, owner: boolean) => {
    const cacheKey = `${page.source}|${owner}`;
    let html = tags.get(cacheKey);
    if (html === undefined) {
      const keys = new Set<string>();
      walk(page.source, keys);
      const chunks = [...keys].filter((k) => !inEntry.has(k)).map((k) => manifest[k]);
      html = [
        // Everyone's first read: who is signed in.
        `<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">`,
        ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
        ...chunks.flatMap((c) => c.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
        ...(owner ? page.reads : []).map(
          (read) => `<link rel="preload" href="${read}" as="fetch" crossorigin="use-credentials">`,
        ),
      ].join("\n    ");
      tags.set(cacheKey, html);
    }
    return html;
  };

  return (pathname, owner) => {
    const page = (owner ? SIGNED_IN : VISITOR).find(([pattern]) => pattern.test(pathname))?.[1];
    return page ? linksFor(page, owner) : "";
  };
}
