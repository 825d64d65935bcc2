// The face of core/publishing: all that other modules may import from it (eslint/module-boundaries.js).
export { credentialsFor, TOKEN_COLUMN } from "./credentials";
export { accountProblem, clip, platformName } from "./messages";
export { postHref } from "./notify";
export { recordTokenVerdict } from "./token-health";
export { postChannel } from "./channel";
