// Bundles the terminal app into dist/cli/ with esbuild, so `microteam` starts fast: one file for
// the command table, separate chunks for what only some commands load (the local database and the
// server's app, Ink views). Native and heavy packages stay in node_modules.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// zod re-exports every locale (40-odd languages) as `z.locales`; the terminal app uses only English
// messages, and evaluating the rest costs a good share of the start-up time.
const onlyEnglishZod = {
  name: "only-english-zod",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${"zod"}/v4/classic`) ? { path: "zod-locales-stub", namespace: "stub" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "stub" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

// better-sqlite3's JavaScript is bundled (a dozen CommonJS files cost ~10 ms to resolve and load at
// every start); its compiled addon stays in node_modules. The package finds the addon with the
// `bindings` package, which searches from the calling file's folder, the bundle's once bundled: the
// addon is required by its package path instead, resolved from the bundle as Node resolves any
// package, so it is found wherever npm put better-sqlite3.
const FIND_ADDON = "require('bindings')('better_sqlite3.node')";
const betterSqliteAddon = {
  name: "better-sqlite3-addon",
  setup(b) {
    b.onLoad({ filter: /better-sqlite3[\\/]lib[\\/]database\.js$/ }, (args) => {
      const source = fs.readFileSync(args.path, "utf8");
      if (!source.includes(FIND_ADDON)) {
        throw new Error(`better-sqlite3 no longer loads its addon with ${FIND_ADDON}: update scripts/build-cli.mjs`);
      }
      const byPath = "require(require.resolve('better-sqlite3/build/Release/better_sqlite3.node'))";
      return { contents: source.replace(FIND_ADDON, byPath), loader: "js" };
    });
  },
};

const EXTERNAL = [
  "@node-rs/argon2",
  "stripe",
  "nodemailer",
  "pdfkit",
  "ai",
  "@ai-sdk/openai",
  "ink",
  "react",
  "react/*",
  "react-dom",
  "react-dom/*",
  "@react-email/*",
  "fontkit",
  "node-cron",
  "tsx",
  // Loaded on demand: the password dictionaries (MBs, only when a password is set) and the server's log writer.
  "@zxcvbn-ts/*",
  "sonic-boom",
  // The MCP SDK loads only for `microteam mcp`.
  "@modelcontextprotocol/sdk",
  "@modelcontextprotocol/sdk/*",
];

// `microteam focus` is answered without the command table (cli/focus-fast-path.ts), from a bundle of
// its own: in the shared build its code came in ~25 small chunks (every module reached by a different
// set of commands is one), and Node 20 pays ~0.7 ms to load each ES module. Built alone, the path
// loads a handful. The command's entry imports it by its built name.
const FAST_PATH = "./fast/focus.mjs";
const fastPathAsBuilt = {
  name: "focus-fast-path",
  setup(b) {
    b.onResolve({ filter: /^\.\/focus-fast-path$/ }, (args) =>
      args.importer.endsWith(`cli${path.sep}bin.ts`) ? { path: FAST_PATH, external: true } : undefined,
    );
  },
};

/** The esbuild options both bundles share. */
const common = {
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  minify: true,
  external: EXTERNAL,
  // CommonJS packages inside an ES module bundle need `require`.
  banner: {
    js: "import { createRequire as __mtRequire } from 'node:module'; const require = __mtRequire(import.meta.url);",
  },
};

const started = performance.now();
fs.rmSync("dist/cli", { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: { microteam: "cli/bin.ts" },
    outdir: "dist/cli",
    plugins: [onlyEnglishZod, betterSqliteAddon, fastPathAsBuilt],
  }),
  build({
    ...common,
    entryPoints: { focus: "cli/focus-fast-path.ts" },
    outdir: "dist/cli/fast",
    plugins: [onlyEnglishZod, betterSqliteAddon],
  }),
]);
console.log(`cli bundle: dist/cli/microteam.mjs in ${Math.round(performance.now() - started)} ms`);
