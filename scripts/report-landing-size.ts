// Holds the landing page to its budget: the JavaScript a visitor downloads before the landing page
// can show (the entry chunk, the landing page chunk, and everything those import statically), as it
// travels: the precompressed brotli file a browser gets (scripts/precompress.ts), gzip beside it.
// That is the landing page inside the app (a visitor navigating back to /); a visitor's first GET /
// is the prerendered page (scripts/prerender-landing.tsx), whose HTML is printed first: no script.
// Run after `vite build`, the prerender and `tsx scripts/precompress.ts`: tsx scripts/report-landing-size.ts
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { prerenderedLandingFile } from "@server/prerendered-landing";
import { pageSource } from "@server/route-preloads";
import { VISITOR_ROUTES } from "@web/routes";

const BUDGET_KB = 150;
const DIST = path.resolve(import.meta.dirname, "../dist/web");
// The page a visitor's "/" shows, as the web's route table has it.
const LANDING_SOURCE = pageSource(VISITOR_ROUTES.find((route) => route.path === "/")!.page);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifestPath = path.join(DIST, ".vite/manifest.json");
if (!fs.existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: run \`vite build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest;

const prerendered = prerenderedLandingFile(DIST);
if (fs.existsSync(prerendered)) {
  const html = fs.readFileSync(prerendered);
  const scripts = [...html.toString("utf8").matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
  const scriptBytes = scripts.reduce((sum, file) => sum + fs.statSync(path.join(DIST, file)).size, 0);
  const sent = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  console.log(
    `landing first load (prerendered): ${(sent / 1024).toFixed(1)} KB HTML with its CSS inline as sent (brotli 4; ${(html.length / 1024).toFixed(1)} KB uncompressed); JS ${(scriptBytes / 1024).toFixed(1)} KB in ${scripts.length} script(s), which prefetch the app once the page has loaded`,
  );
} else {
  console.log("landing first load: no prerendered page (the app renders it)");
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("The manifest has no entry chunk");
if (!manifest[LANDING_SOURCE]) throw new Error(`The manifest has no chunk for ${LANDING_SOURCE}`);

/** A chunk and its static imports, transitively (dynamic imports load later, so they do not count). */
function collect(key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const files = new Set<string>();
collect(entryKey, files);
collect(LANDING_SOURCE, files);

/** The bytes a browser receives: the precompressed copy the server sends, else the file itself. */
function transferred(file: string, encoding: "br" | "gz"): number {
  const full = path.join(DIST, file);
  return fs.statSync(fs.existsSync(`${full}.${encoding}`) ? `${full}.${encoding}` : full).size;
}

let total = 0;
let totalGzip = 0;
let raw = 0;
for (const file of [...files].filter((f) => f.endsWith(".js")).sort()) {
  const size = transferred(file, "br");
  total += size;
  totalGzip += transferred(file, "gz");
  raw += fs.statSync(path.join(DIST, file)).size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}

const kb = total / 1024;
console.log(
  `landing inside the app, initial JS: ${kb.toFixed(1)} KB as transferred (brotli; ${(totalGzip / 1024).toFixed(1)} KB gzip, ${(raw / 1024).toFixed(1)} KB uncompressed) (budget ${BUDGET_KB} KB)`,
);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB: move heavy code out of the landing page's imports.`);
  process.exit(1);
}
