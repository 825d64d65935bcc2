import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { boundaryProblem, moduleBoundaries } from "../../eslint/module-boundaries.js";
import { MODULE_EXCEPTIONS } from "../../eslint/module-exceptions.js";
import { CORE_MODULES } from "../../eslint/module-map.js";
import { circles, isTestFile, listSourceFiles, readImportGraph } from "./import-graph";
import { coreModuleOf } from "./modules";

const root = path.resolve(import.meta.dirname, "../..");
const files = listSourceFiles(root).filter((file) => !isTestFile(file));
const edges = readImportGraph(root, files);

describe("the wall around core's modules", () => {
  it("knows every module of core, and no module that is gone", () => {
    const modules = [...new Set(files.map(coreModuleOf).filter(Boolean))].sort();
    expect([...CORE_MODULES].sort()).toEqual(modules);
  });

  it("is crossed by no import but the listed exceptions, each of which still occurs (the list only shrinks)", () => {
    const crossing = edges
      .filter((edge) => boundaryProblem(edge.from, edge.to, edge))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(crossing.filter((edge) => !MODULE_EXCEPTIONS.includes(edge))).toEqual([]);
    expect(MODULE_EXCEPTIONS.filter((exception: string) => !crossing.includes(exception))).toEqual([]);
  });

  it("leaves no circle of files anywhere in the tree", () => {
    expect(circles(files, edges)).toEqual([]);
  });

  new RuleTester({ languageOptions: { parser: tseslint.parser } }).run("module-boundaries", moduleBoundaries, {
    valid: [
      { filename: path.join(root, "core/invoices/any.ts"), code: `import { notFound } from "../errors";` },
      { filename: path.join(root, "core/focus/any.ts"), code: `import { publish } from "../events";` },
      { filename: path.join(root, "core/invoices/any.ts"), code: `import { x } from "./payments";` },
      { filename: path.join(root, "server/routes/any.ts"), code: `import { createInvoice } from "@core/invoices";` },
      { filename: path.join(root, "cli/any.ts"), code: `import { addDays } from "../core/time";` },
      { filename: path.join(root, "server/any.ts"), code: `const stripe = await import("@core/payments/stripe");` },
    ],
    invalid: [
      {
        // A deliberate reach past a face: refused.
        filename: path.join(root, "core/focus/any.ts"),
        code: `import { handleClaimedEvent } from "../events/handle";`,
        errors: [{ message: "import core/events through its face (core/events/index.ts), not core/events/handle.ts" }],
      },
      {
        // And up the map: invoices do not know that the Creator exists.
        filename: path.join(root, "core/invoices/any.ts"),
        code: `import { creatorSubscriber } from "../creator";`,
        errors: [{ message: /core\/invoices may not import core\/creator, which is above it/ }],
      },
      {
        // The server reaches a module through its face too.
        filename: path.join(root, "server/routes/any.ts"),
        code: `import { createInvoice } from "@core/invoices/create";`,
        errors: [
          { message: "import core/invoices through its face (core/invoices/index.ts), not core/invoices/create.ts" },
        ],
      },
      {
        // A file loaded on demand is named only by an import().
        filename: path.join(root, "server/any.ts"),
        code: `import { stripePayments } from "@core/payments/stripe";`,
        errors: [{ message: /import core\/payments through its face/ }],
      },
    ],
  });
});
