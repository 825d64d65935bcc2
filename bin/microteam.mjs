#!/usr/bin/env node
// Runs the bundled CLI (built by `npm install` / `npm run build:cli`), or the TypeScript sources
// through tsx when the bundle is missing.
import { existsSync } from "node:fs";

const bundle = new URL("../dist/cli/microteam.mjs", import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import("tsx/esm/api");
  register({ tsconfig: new URL("../tsconfig.json", import.meta.url).pathname });
  await import(new URL("../cli/bin.ts", import.meta.url).href);
}
