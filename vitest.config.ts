import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@core": path.resolve(import.meta.dirname, "core"),
      "@server": path.resolve(import.meta.dirname, "server"),
      "@web": path.resolve(import.meta.dirname, "web/src"),
    },
  },
  test: {
    include: ["core/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "cli/**/*.test.{ts,tsx}", "web/**/*.test.{ts,tsx}"],
    exclude: ["e2e/**", "node_modules/**", "dist/**"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/scratch-folder.ts"],
    testTimeout: 20_000,
    pool: "forks",
  },
});
