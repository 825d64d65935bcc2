// What the Creator's other parts read of its publishing; other modules go through core/creator/index.ts.
export { credentialsFor, TOKEN_COLUMN } from "./credentials";
export { freshCredentials } from "./connect/refresh";
export { accountProblem, clip, platformName } from "./messages";
export { postHref } from "./notify";
export { recordTokenVerdict } from "./token-health";
export { postChannel } from "./channel";
