// The face of core/auth: all that other modules may import from it (eslint/module-boundaries.js).
export { type CredentialKind, requireSession } from "./credential";
export { hashPassword } from "./password";
export { assertStrongPassword, personalWords } from "./password-strength";
export { assertOwnerPassword } from "./reauth";
export { endOtherSessions } from "./sessions";
export { emailTaken } from "./sign-up";
