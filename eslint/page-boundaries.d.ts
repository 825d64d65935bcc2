import type { Rule } from "eslint";
export function pageOf(file: string): string | null;
export function pageProblem(fromFile: string, toFile: string): string | null;
export const pageBoundaries: Rule.RuleModule;
