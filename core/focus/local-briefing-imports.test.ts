// `microteam focus` right after a write computes the briefing through core/focus/local-briefing.ts
// (issue 10: within 2× bare node). What that module loads is most of its cost: zod alone took ~50 ms
// of CPU when a value import of a view schema pulled it in. This test bundles the module as the
// terminal's build does and fails if the ORM, zod, the HTTP framework or React come with it.
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const HEAVY = ["node_modules/zod/", "node_modules/drizzle-orm/", "node_modules/hono/", "node_modules/react/"];

describe("the briefing's fast path", () => {
  it("loads none of zod, drizzle, hono or react", async () => {
    const result = await build({
      entryPoints: ["core/focus/local-briefing.ts"],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      outdir: "out",
      tsconfig: "tsconfig.json",
      logLevel: "silent",
      external: ["better-sqlite3"],
    });
    const loaded = Object.keys(result.metafile.inputs);
    expect(loaded.filter((file) => HEAVY.some((heavy) => file.includes(heavy)))).toEqual([]);
    // Core's own modules only, and few of them: a new import here is worth a look.
    expect(loaded.length).toBeLessThan(60);
  });
});
