// The offline engine's reading of the figures: rules that turn what the numbers show into specific
// insights (with steps and minutes) and suggestions (tasks the owner can accept). Pure: the same
// figures give the same findings. The model path is asked for the same shape and may not use numbers
// these figures do not contain (grounding.ts). The rules live by theme beside this file; RULES keeps
// the order they are read in, which breaks ties between findings of the same impact.
import type { BusinessFigures } from "../figures";
import { firstClients, lowEngagement, noNewClients, quietClients } from "./clients";
import { postingPlan } from "./content";
import { draftInvoices, latePayers, overdueInvoices, remindersOff } from "./getting-paid";
import { moneyIn, type Finding, type Impact, type Rule } from "./rule";
import { adminLoad, noWorkflow, overdueTasks } from "./workload";

export type { Finding, Impact, SuggestionDraft } from "./rule";
export type { Insight } from "../views";

const RULES: Rule[] = [
  firstClients,
  overdueInvoices,
  latePayers,
  draftInvoices,
  quietClients,
  postingPlan,
  overdueTasks,
  remindersOff,
  noWorkflow,
  adminLoad,
  lowEngagement,
  noNewClients,
];

const RANK: Record<Impact, number> = { high: 0, medium: 1, low: 2 };

/** Every rule's finding, the highest impact first; in RULES order within one impact. */
export function findingsFor(f: BusinessFigures): Finding[] {
  const money = moneyIn(f.currency);
  return RULES.map((rule) => rule(f, money))
    .filter((found): found is Finding => found !== null)
    .map((x, i) => ({ x, i }))
    .sort((a, b) => RANK[a.x.insight.impact] - RANK[b.x.insight.impact] || a.i - b.i)
    .map(({ x }) => x);
}
