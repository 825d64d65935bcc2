// The face of core/secrets: all that other modules may import from it (eslint/module-boundaries.js).
export { createSecretBox, loadOrCreateAppSecret, type SecretBox, writeAppSecret } from "./secret-box";
