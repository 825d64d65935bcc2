// Paraphrases of every request the chat understands, by intent: the classifier's training data
// (classify.ts). Values are slot tokens (`@client`, `@amount`, `@date`…: what mask.ts puts where a
// reader or the owner's data found one); free words that carry no intent (a description, a topic, a
// task's title) come from the pools (pools.ts), so the classifier learns they say nothing about the
// intent.
// Template syntax (expand.ts): "(a|b)" one of, "[x]" optional.
//
// Written from how owners ask, not from any evaluation set: those measure this corpus, they are not
// copied into it (README "How well it understands").
//
// One file per domain; this one puts them together. The order is the one the classifier has always
// been trained in (intents, and paraphrases within each): keep it.

import { CLIENTS, LEADS } from "./clients-leads";
import { DECLINES } from "./declines";
import { INVOICES } from "./invoices";
import { PAYMENTS } from "./payments";
import { POSTS } from "./posts";
import { PRODUCT } from "./product";
import { QUESTIONS } from "./questions";
import { QUOTES } from "./quotes";
import { RECURRING } from "./recurring";
import { SETTINGS } from "./settings";
import { TASKS, WORKFLOWS } from "./tasks-workflows";
import { TIME } from "./time";

export { POOL_WORDS } from "./pools";

export const CORPUS: Record<string, string[]> = {
  ...INVOICES,
  ...PAYMENTS,
  ...QUOTES,
  ...RECURRING,
  ...SETTINGS,
  ...CLIENTS,
  ...TASKS,
  ...WORKFLOWS,
  ...POSTS,
  ...TIME,
  ...LEADS,
  ...QUESTIONS,
  ...PRODUCT,
  ...DECLINES,
};
