// The wall around core's modules (docs/architecture.md "Modules"): a file of one module imports another
// module only through its face (core/<module>/index.ts, the file itself for a one-file module such as
// core/errors.ts, or one of the LIGHT_ENTRIES), and only a module below it in CORE_MODULES. The server
// and the terminal (server/, cli/) sit above every module and import them through their faces too
// (or, with import(), one of the ON_DEMAND_ENTRIES). Crossings allowed one by one are listed in
// module-exceptions.js (none is left).
import fs from "node:fs";
import path from "node:path";
import { CORE_MODULES, LIGHT_ENTRIES, ON_DEMAND_ENTRIES } from "./module-map.js";
import { MODULE_EXCEPTIONS } from "./module-exceptions.js";

const root = path.resolve(import.meta.dirname, "..");
const rank = new Map(CORE_MODULES.map((name, index) => [name, index]));
const allowed = new Set(MODULE_EXCEPTIONS);
const light = new Set(LIGHT_ENTRIES);
const onDemand = new Set(ON_DEMAND_ENTRIES);

/** core/invoices/x.ts → "invoices"; core/errors.ts → "errors"; anything else → null. */
export function coreModuleOf(file) {
  const match = /^core\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(file);
  return match ? match[1] : null;
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** server/x.ts → "server"; cli/x.ts → "cli": the layers above core, which import it only through faces. */
export function outerLayerOf(file) {
  const match = /^(server|cli)\//.exec(file);
  return match ? match[1] : null;
}

export function isFace(file) {
  return light.has(file) || /^core\/[^/]+\/index\.tsx?$/.test(file) || /^core\/[^/]+\.tsx?$/.test(file);
}

/** The file an import names, relative to the repository, or null when it is not one of ours. */
export function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith("@core/")) base = `core/${specifier.slice(6)}`;
  else if (specifier.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return null;
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]) {
    if (fs.existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/**
 * Why an import from a core, server or cli file to a core file breaks the wall, or null when it does
 * not. `dynamic`: the import is an import() (which may name an ON_DEMAND_ENTRIES file).
 */
export function boundaryProblem(fromFile, toFile, { dynamic = false } = {}) {
  const to = coreModuleOf(toFile);
  if (to && outerLayerOf(fromFile)) {
    if (!rank.has(to)) return `core/${to} is not in eslint/module-map.js: add it where it belongs`;
    if (isFace(toFile) || ((dynamic || isTestFile(fromFile)) && onDemand.has(toFile))) return null;
    return `import core/${to} through its face (core/${to}/index.ts), not ${toFile}`;
  }
  const from = coreModuleOf(fromFile);
  if (!from || !to || from === to) return null;
  if (!rank.has(from)) return `core/${from} is not in eslint/module-map.js: add it where it belongs`;
  if (!rank.has(to)) return `core/${to} is not in eslint/module-map.js: add it where it belongs`;
  if (rank.get(to) > rank.get(from)) {
    return `core/${from} may not import core/${to}, which is above it (eslint/module-map.js); publish an event or move the rule down`;
  }
  if (!isFace(toFile)) return `import core/${to} through its face (core/${to}/index.ts), not ${toFile}`;
  return null;
}

export const moduleBoundaries = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Core modules import each other only downwards and only through their face; server and cli only through faces.",
    },
    schema: [],
  },
  create(context) {
    const fromFile = path.relative(root, context.filename).split(path.sep).join("/");
    if (!coreModuleOf(fromFile) && !outerLayerOf(fromFile)) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const toFile = resolveImport(fromFile, source.value);
      if (!toFile) return;
      const problem = boundaryProblem(fromFile, toFile, { dynamic: node.type === "ImportExpression" });
      if (problem && !allowed.has(`${fromFile} -> ${toFile}`)) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
