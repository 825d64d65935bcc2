// What counts as a module, for the structure report and the boundary rule.
//
// A core module is a folder of core/ (core/invoices/…) or one file at core/'s top (core/errors.ts).
// A page is a folder or file under web/src/pages/ (pages/invoices.tsx and pages/invoices/ are one page).

export function coreModuleOf(file: string): string | null {
  const match = /^core\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(file);
  return match ? match[1] : null;
}

export function pageOf(file: string): string | null {
  const match = /^web\/src\/pages\/([^/.]+)/.exec(file);
  return match ? match[1] : null;
}

/** The face of a core module: its index.ts, or the file itself for a top-level file. */
export function isFaceOf(file: string): boolean {
  return /^core\/[^/]+\/index\.tsx?$/.test(file) || /^core\/[^/]+\.tsx?$/.test(file);
}
