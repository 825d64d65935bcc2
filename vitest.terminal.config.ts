import path from "node:path";
import { defineConfig } from "vitest/config";

// The terminal end-to-end tests: the real `microteam` binary (the built bundle) in tmux.
export default defineConfig({
  resolve: {
    alias: {
      "@core": path.resolve(import.meta.dirname, "core"),
      "@server": path.resolve(import.meta.dirname, "server"),
    },
  },
  test: {
    include: ["e2e/terminal/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    fileParallelism: false,
    setupFiles: ["test/scratch-folder.ts"],
  },
});
