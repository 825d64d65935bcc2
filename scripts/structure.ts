// `npm run structure`: the figures of the house, measured from the imports as they are now.
// Folder cycles in core, file circles in the whole tree, core imports that pass a module's face or go up
// the module map (eslint/module-map.js), server and cli imports that pass a core module's face,
// page→page imports in web/ and page files outside a page's folder (both refused by
// eslint/page-boundaries.js), files over 300 lines and the median file length (tests and generated
// files left out).
import fs from "node:fs";
import path from "node:path";
import { circles, isTestFile, listSourceFiles, readImportGraph } from "./structure/import-graph.js";
import { boundaryProblem, coreModuleOf, isFace, outerLayerOf, pageOf } from "./structure/modules.js";

const root = path.resolve(import.meta.dirname, "..");
const verbose = process.argv.includes("--verbose");
const files = listSourceFiles(root).filter((file) => !isTestFile(file));
const edges = readImportGraph(root, files);

const fileCircles = circles(files, edges);

const coreEdges = edges
  .map((edge) => ({ ...edge, fromModule: coreModuleOf(edge.from), toModule: coreModuleOf(edge.to) }))
  .filter((edge) => edge.fromModule && edge.toModule && edge.fromModule !== edge.toModule);
const coreModules = [...new Set(files.map(coreModuleOf).filter((name): name is string => Boolean(name)))];
const folderCycles = circles(
  coreModules,
  coreEdges.map((edge) => ({ from: edge.fromModule!, to: edge.toModule! })),
);
const pastTheFace = coreEdges.filter((edge) => !isFace(edge.to));
const upTheMap = coreEdges.filter((edge) => boundaryProblem(edge.from, edge.to)?.includes("which is above it"));
const outerPastTheFace = edges.filter(
  (edge) => outerLayerOf(edge.from) && coreModuleOf(edge.to) && boundaryProblem(edge.from, edge.to, edge),
);

const pageEdges = edges.filter((edge) => pageOf(edge.from) && pageOf(edge.to) && pageOf(edge.from) !== pageOf(edge.to));
const loosePages = files.filter((file) => /^web\/src\/pages\/[^/]+$/.test(file));
const pagePairs = new Set(pageEdges.map((edge) => `${pageOf(edge.from)} → ${pageOf(edge.to)}`));

// Written by a tool, not read as code: the web's API types (npm run api:types).
const GENERATED = new Set(["web/src/lib/api-schema.ts"]);
const lengths = files.filter((file) => !GENERATED.has(file)).map((file) => ({
  file,
  lines: fs.readFileSync(path.join(root, file), "utf8").split("\n").length,
}));
const sorted = lengths.map((entry) => entry.lines).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const long = lengths.filter((entry) => entry.lines > 300).sort((a, b) => b.lines - a.lines);

const rows: Array<[string, string | number, string[]]> = [
  ["source files (tests left out)", files.length, []],
  ["core modules", coreModules.length, []],
  [
    "core modules in a folder cycle",
    folderCycles.reduce((sum, cycle) => sum + cycle.length, 0),
    folderCycles.map((cycle) => cycle.join(", ")),
  ],
  ["file circles (whole tree)", fileCircles.length, fileCircles.map((circle) => circle.join(" ↔ "))],
  ["core imports past a module's face", pastTheFace.length, pastTheFace.map((edge) => `${edge.from} → ${edge.to}`)],
  ["core imports up the module map", upTheMap.length, upTheMap.map((edge) => `${edge.from} → ${edge.to}`)],
  [
    "server/cli imports past a core face",
    outerPastTheFace.length,
    outerPastTheFace.map((edge) => `${edge.from} → ${edge.to}`),
  ],
  ["page → page imports (files)", pageEdges.length, pageEdges.map((edge) => `${edge.from} → ${edge.to}`)],
  ["page → page pairs", pagePairs.size, [...pagePairs]],
  ["page files outside a page's folder", loosePages.length, loosePages],
  ["files over 300 lines", long.length, long.map((entry) => `${entry.file} ${entry.lines}`)],
  ["median lines per file", median, []],
];
for (const [label, value, detail] of rows) {
  console.log(`${label.padEnd(36)} ${value}`);
  if (verbose) for (const line of detail) console.log(`    ${line}`);
}
