// Stands in for a server-only package in the web build (vite.config.ts resolve.alias), whose browser
// entry cannot even be resolved (@node-rs/argon2 points at a WebAssembly build we do not install). A
// core face the web reaches for a pure rule re-exports files that use the package; the bundler drops
// them, and scripts/build/browser-only-bundle.ts fails the build if this stub is ever rendered.
export function serverOnly(): never {
  throw new Error("server-only code reached the browser");
}
export const hash = serverOnly;
export const verify = serverOnly;
