// What every rule of the offline engine is: a reading of the figures that gives one finding (an insight
// with its suggestion) or none, and the wording helpers they share.
import type { WorkflowCategory } from "../../workflows";
import type { BusinessFigures } from "../figures";
import type { Insight } from "../views";

export type Impact = "high" | "medium" | "low";

/** A suggestion before it is stored (spec 001 §3 Task suggestion, with its dedupe key). */
export interface SuggestionDraft {
  /** One pending suggestion per key: generating twice does not repeat it. */
  dedupeKey: string;
  title: string;
  description: string;
  reasoning: string;
  priority: Impact;
  category: WorkflowCategory;
  /** The task's category once accepted. */
  taskCategory: string;
  estimatedTime: number;
  potentialImpact: string | null;
}

export interface Finding {
  key: string;
  insight: Insight;
  suggestion: SuggestionDraft;
}

/** Amounts in the owner's home currency, whole units ("$1,250"). */
export type Money = (cents: number) => string;

export type Rule = (f: BusinessFigures, money: Money) => Finding | null;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function moneyIn(currency: string): Money {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
  return (cents) => format.format(Math.round(cents / 100));
}

/** A finding whose suggestion is kept once per rule (`rule:<key>`). */
export const finding = (key: string, insight: Insight, suggestion: Omit<SuggestionDraft, "dedupeKey">): Finding => ({
  key,
  insight,
  suggestion: { ...suggestion, dedupeKey: `rule:${key}` },
});
