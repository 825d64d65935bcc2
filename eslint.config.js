import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { moduleBoundaries } from "./eslint/module-boundaries.js";
import { pageBoundaries } from "./eslint/page-boundaries.js";

// The layering of DESIGN.md "Shape", enforced: core knows nothing of HTTP, React or the terminal;
// server and cli never reach into the database directly; web talks to the server over HTTP only.
// This repository's own rules: the walls between core's modules and between the web app's pages.
const microteam = { rules: { "module-boundaries": moduleBoundaries, "page-boundaries": pageBoundaries } };

const noDrizzle = {
  group: ["drizzle-orm", "drizzle-orm/*", "better-sqlite3", "@core/db", "@core/db/*", "**/core/db", "**/core/db/*"],
  message: "Go through a core verb; only core/ touches the database.",
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "drizzle/**", "test-results/**", "playwright-report/**", ".scratch/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: globals.node } },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["core/**/*.{ts,tsx}"],
    ignores: ["core/**/*.test.ts", "core/mail/templates/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["hono", "hono/*", "@hono/*"], message: "core/ knows nothing of HTTP." },
            { group: ["react", "react-dom", "ink", "ink-*"], message: "core/ knows nothing of React or the terminal." },
            { group: ["@server/*", "**/server/*", "@web/*", "**/web/*", "**/cli/*"], message: "Imports point downwards only." },
          ],
        },
      ],
    },
  },
  {
    // The wall around core's modules: only downwards, only through a face (eslint/module-boundaries.js);
    // the server and the terminal, tests included, reach core only through the faces too.
    files: ["core/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "cli/**/*.{ts,tsx}"],
    ignores: ["core/**/*.test.ts"],
    plugins: { microteam },
    rules: { "microteam/module-boundaries": "error" },
  },
  {
    // The wall between the web app's pages: a page imports no other page (eslint/page-boundaries.js).
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { microteam },
    rules: { "microteam/page-boundaries": "error" },
  },
  {
    // Email templates are React Email components: React renders the email's HTML here, not a UI.
    // This folder is the one place in core that may import React (docs/decisions/005-*).
    files: ["core/mail/templates/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["hono", "hono/*", "@hono/*"], message: "core/ knows nothing of HTTP." },
            { group: ["react-dom", "ink", "ink-*"], message: "Email templates render through @react-email/render." },
            { group: ["@server/*", "**/server/*", "@web/*", "**/web/*", "**/cli/*"], message: "Imports point downwards only." },
          ],
        },
      ],
    },
  },
  {
    // The one renderer may use React's web-stream (edge) build, as @react-email/render's own edge
    // build does: its Node build turns on async hooks for the whole server (docs/decisions/180-*).
    files: ["core/mail/templates/render.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["hono", "hono/*", "@hono/*"], message: "core/ knows nothing of HTTP." },
            { regex: "^react-dom(?!/server\\.edge$)", message: "Email templates render through @react-email/render." },
            { group: ["ink", "ink-*"], message: "Email templates render through @react-email/render." },
            { group: ["@server/*", "**/server/*", "@web/*", "**/web/*", "**/cli/*"], message: "Imports point downwards only." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/routes/**/*.ts", "server/middleware/**/*.ts", "cli/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noDrizzle] }] },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noDrizzle,
            { group: ["@server/*", "**/server/*"], message: "web/ talks to the server over HTTP only." },
            { group: ["node:*"], message: "web/ runs in the browser." },
          ],
        },
      ],
    },
  },
);
