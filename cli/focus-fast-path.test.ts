// `microteam focus` skips the command table (cli/focus-fast-path.ts, built alone by
// scripts/build-cli.mjs). Which runs may take that path, and what the path loads before it answers:
// each ES module costs Node 20 ~0.7 ms, and commander, zod or the ORM would undo the point of it.
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { isPlainFocus } from "./plain-focus";

describe("isPlainFocus", () => {
  it("takes `focus` with --json, --local or --no-color, in any order", () => {
    expect(isPlainFocus(["focus"])).toBe(true);
    expect(isPlainFocus(["focus", "--json"])).toBe(true);
    expect(isPlainFocus(["--json", "focus"])).toBe(true);
    expect(isPlainFocus(["--no-color", "focus", "--local"])).toBe(true);
  });

  it("leaves everything else to the full program", () => {
    for (const args of [
      [],
      ["focus", "--email"],
      ["focus", "--as", "olive@example.com"],
      ["--as", "focus"],
      ["focus", "--help"],
      ["focus", "focus"],
      ["focus", "extra"],
      ["focus", "--json=1"],
      ["tasks"],
      ["ask", "focus"],
    ]) {
      expect(isPlainFocus(args), args.join(" ")).toBe(false);
    }
  });
});

const HEAVY = [
  "node_modules/commander/",
  "node_modules/zod/",
  "node_modules/drizzle-orm/",
  "node_modules/hono/",
  "node_modules/react/",
];

describe("the fast path's bundle", () => {
  it("loads a handful of modules before answering, none of them commander, zod, drizzle, hono or react", async () => {
    const result = await build({
      entryPoints: { focus: "cli/focus-fast-path.ts" },
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      write: false,
      metafile: true,
      outdir: "out",
      tsconfig: "tsconfig.json",
      logLevel: "silent",
      packages: "external",
    });
    const outputs = result.metafile.outputs;
    // What loads before the briefing is answered: the entry and what it imports statically; the
    // dynamic imports (the app, for a run that cannot be answered locally) load only when used.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const i of outputs[file].imports) if (i.kind === "import-statement" && !i.external) visit(i.path);
    };
    visit("out/focus.js");
    const inputs = [...loaded].flatMap((file) => Object.keys(outputs[file].inputs));
    expect(inputs.filter((input) => HEAVY.some((heavy) => input.includes(heavy)))).toEqual([]);
    const packages = [...loaded].flatMap((file) => outputs[file].imports.filter((i) => i.external).map((i) => i.path));
    expect(packages.filter((p) => /^(commander|zod|drizzle-orm|hono|react)\b/.test(p))).toEqual([]);
    // 8 files since the modules got their faces (issue 22): the same modules as before, split by esbuild
    // into two more chunks by which lazy parts of the program share them.
    expect(loaded.size).toBeLessThanOrEqual(8);
  });
});
