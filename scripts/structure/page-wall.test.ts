import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { pageBoundaries, pageProblem } from "../../eslint/page-boundaries.js";
import { listSourceFiles, readImportGraph } from "./import-graph";

const root = path.resolve(import.meta.dirname, "../..");

describe("the wall between the web app's pages", () => {
  it("leaves no import from one page's folder into another's, nor from shared code into a page", () => {
    const files = listSourceFiles(root, ["web/src"]);
    const crossing = readImportGraph(root, files).filter((edge) => pageProblem(edge.from, edge.to));
    expect(crossing).toEqual([]);
  });

  it("keeps every page file inside its folder", () => {
    expect(listSourceFiles(root, ["web/src/pages"]).filter((file) => /^web\/src\/pages\/[^/]+$/.test(file))).toEqual([]);
  });

  new RuleTester({ languageOptions: { parser: tseslint.parser } }).run("page-boundaries", pageBoundaries, {
    valid: [
      { filename: path.join(root, "web/src/pages/clients/any.tsx"), code: `import { x } from "./client-avatar";` },
      { filename: path.join(root, "web/src/pages/invoices/quotes/any.tsx"), code: `import { x } from "../figures-table";` },
      { filename: path.join(root, "web/src/pages/clients/any.tsx"), code: `import { x } from "@web/lib/business-data";` },
      { filename: path.join(root, "web/src/lib/any.ts"), code: `import { x } from "./paging";` },
    ],
    invalid: [
      {
        // A page reaching into another page's folder, by alias or by a relative path: refused.
        filename: path.join(root, "web/src/pages/clients/any.tsx"),
        code: `import { x } from "@web/pages/invoices/figures-table";`,
        errors: [{ message: /^pages\/clients may not import pages\/invoices/ }],
      },
      {
        filename: path.join(root, "web/src/pages/strategist/any.tsx"),
        code: `const m = import("../workflows/workflows-page");`,
        errors: [{ message: /^pages\/strategist may not import pages\/workflows/ }],
      },
      {
        filename: path.join(root, "web/src/components/any.tsx"),
        code: `import { x } from "../pages/invoices/figures-table";`,
        errors: [{ message: /^shared web code may not import a page/ }],
      },
      {
        // A page file beside the folders rather than in its own.
        filename: path.join(root, "web/src/pages/reports.tsx"),
        code: `export default function Reports() {}`,
        errors: [{ message: /^a page lives in its folder: web\/src\/pages\/reports\/reports-page.tsx/ }],
      },
    ],
  });
});
