import type { Rule } from "eslint";
export function coreModuleOf(file: string): string | null;
export function isFace(file: string): boolean;
export function resolveImport(fromFile: string, specifier: string): string | null;
export function outerLayerOf(file: string): string | null;
export function boundaryProblem(fromFile: string, toFile: string, options?: { dynamic?: boolean }): string | null;
export const moduleBoundaries: Rule.RuleModule;
