// The face of core/auth: all that other modules may import from it (eslint/module-boundaries.js).
export { type CredentialKind, requireSession } from "./credential";
export { hashPassword } from "./password";
export { assertStrongPassword, personalWords } from "./password-strength";
export { assertOwnerPassword } from "./reauth";
export { createSession, endOtherSessions, endSession, findSession, purgeExpiredSessions } from "./sessions";
export { emailTaken, signUp } from "./sign-up";
export type { LockoutPolicy } from "./throttle";
export {
  ApiTokenView,
  createApiToken,
  CreateApiTokenInput,
  deleteApiToken,
  findToken,
  listApiTokens,
  NewApiToken,
} from "./tokens";
export { SignInInput, SignUpInput } from "./schemas";
export { signIn } from "./sign-in";
