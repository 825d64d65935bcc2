// Holds the landing page to its budget: the JavaScript a visitor downloads before the landing page
// can show (the entry chunk, the landing page chunk, and everything those import statically), gzipped.
// Run after `vite build`: tsx scripts/report-landing-size.ts
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const DIST = path.resolve(import.meta.dirname, "../dist/web");
const LANDING_SOURCE = "src/pages/landing.tsx";

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

let total = 0;
for (const file of [...files].filter((f) => f.endsWith(".js")).sort()) {
  const size = gzipSync(fs.readFileSync(path.join(DIST, file))).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}

const kb = total / 1024;
console.log(`landing initial JS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB: move heavy code out of the landing page's imports.`);
  process.exit(1);
}
