// The first paint of a page of the web app: the server knows which page a path shows and whether the
// visitor is signed in, so index.html names that page's chunks (modulepreload) and the reads it starts
// with (preload as fetch) and the browser fetches them at once, beside the entry script, instead of
// one after another (entry → auth → page chunk → data).
import fs from "node:fs";
import path from "node:path";

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
  reads: string[];
}

const SIGNED_IN: [RegExp, Page][] = [
  [
    /^\/(dashboard)?$/,
    { source: "src/pages/dashboard.tsx", reads: ["/api/dashboard", "/api/tasks/prioritized?limit=5"] },
  ],
  [/^\/clients$/, { source: "src/pages/clients.tsx", reads: ["/api/clients?sort=name&limit=50"] }],
  [/^\/clients\/[^/]+$/, { source: "src/pages/client-detail.tsx", reads: [] }],
  [/^\/tasks$/, { source: "src/pages/tasks.tsx", reads: ["/api/tasks/prioritized?limit=50"] }],
  [
    /^\/time$/,
    {
      source: "src/pages/time/page.tsx",
      reads: ["/api/time-entries/timer", "/api/time-entries?sort=-startedAt&limit=25"],
    },
  ],
  [
    /^\/workflows$/,
    {
      source: "src/pages/workflows.tsx",
      reads: ["/api/workflows?limit=50", "/api/workflows/next-steps?limit=10", "/api/delegations?limit=8"],
    },
  ],
  [
    /^\/business-insights$/,
    {
      source: "src/pages/business-insights.tsx",
      reads: ["/api/ai-insights", "/api/task-suggestions?status=pending&limit=6", "/api/workflows?limit=4"],
    },
  ],
  [/^\/delegated\/[0-9a-f]{64}$/, { source: "src/pages/delegated.tsx", reads: [] }],
  [/^\/quote\/[0-9a-f]{64}$/, { source: "src/pages/quote-public.tsx", reads: [] }],
  [/^\/client\/[0-9a-f]{64}$/, { source: "src/pages/client-page.tsx", reads: [] }],
  [/^\/invoices$/, { source: "src/pages/invoices.tsx", reads: [] }],
  [/^\/invoices\/recurring$/, { source: "src/pages/recurring.tsx", reads: [] }],
  [/^\/invoices\/quotes$/, { source: "src/pages/quotes.tsx", reads: [] }],
  [
    /^\/content$/,
    {
      source: "src/pages/content.tsx",
      reads: [
        "/api/content/sources?limit=3",
        "/api/canva/status",
        "/api/canva/templates",
        "/api/canva/designs?limit=12",
      ],
    },
  ],
  [/^\/editor$/, { source: "src/pages/editor.tsx", reads: [] }],
  [/^\/notifications$/, { source: "src/pages/notifications.tsx", reads: [] }],
  [/^\/profile$/, { source: "src/pages/profile.tsx", reads: [] }],
  [/^\/help$/, { source: "src/pages/help.tsx", reads: [] }],
];
const VISITOR: [RegExp, Page][] = [
  [/^\/$/, { source: "src/pages/landing.tsx", reads: [] }],
  [/^\/api\/login$/, { source: "src/pages/sign-in.tsx", reads: [] }],
  [/^\/checkout$/, { source: "src/pages/checkout.tsx", reads: [] }],
  [/^\/delegated\/[0-9a-f]{64}$/, { source: "src/pages/delegated.tsx", reads: [] }],
  [/^\/quote\/[0-9a-f]{64}$/, { source: "src/pages/quote-public.tsx", reads: [] }],
  [/^\/client\/[0-9a-f]{64}$/, { source: "src/pages/client-page.tsx", reads: [] }],
];

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
