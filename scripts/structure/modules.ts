// What counts as a module, for the structure report: core's modules, their faces and the layers above
// them are the lint rule's (eslint/module-boundaries.js); a page is a folder or file under web/src/pages/
// (pages/invoices.tsx and pages/invoices/ are one page).
export { boundaryProblem, coreModuleOf, isFace, outerLayerOf } from "../../eslint/module-boundaries.js";

export function pageOf(file: string): string | null {
  const match = /^web\/src\/pages\/([^/.]+)/.exec(file);
  return match ? match[1] : null;
}
