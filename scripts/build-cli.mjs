// Bundles the terminal app into dist/cli/ with esbuild, so `microteam` starts fast: one file for
// the command table, separate chunks for what only some commands load (the local database and the
// server's app, Ink views). Native and heavy packages stay in node_modules.
import { build } from "esbuild";

const started = performance.now();
await build({
  entryPoints: { microteam: "cli/bin.ts" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outdir: "dist/cli",
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  external: [
    "better-sqlite3",
    "@node-rs/argon2",
    "stripe",
    "nodemailer",
    "pdfkit",
    "ai",
    "@ai-sdk/openai",
    "ink",
    "react",
    "react/*",
    "node-cron",
    "tsx",
  ],
  // CommonJS packages inside an ES module bundle need `require`.
  banner: { js: "import { createRequire as __mtRequire } from 'node:module'; const require = __mtRequire(import.meta.url);" },
});
console.log(`cli bundle: dist/cli/microteam.mjs in ${Math.round(performance.now() - started)} ms`);
