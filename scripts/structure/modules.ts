// What counts as a module, for the structure report: core's modules and their faces are the lint
// rule's (eslint/module-boundaries.js); a page is a folder under web/src/pages/, as the pages' lint
// rule has it (eslint/page-boundaries.js).
export { boundaryProblem, coreModuleOf, isFace, outerLayerOf } from "../../eslint/module-boundaries.js";
export { pageOf } from "../../eslint/page-boundaries.js";
