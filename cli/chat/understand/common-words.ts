// Words that are the request, not a name: every word of the corpus's paraphrases and the lexicon, and
// the commonest English words. A typed "start" is the verb, never a near spelling of Stark; a task is
// not found by its word "update" alone.

import { CORPUS, POOL_WORDS } from "./corpus";
import { LEXICON_WORDS } from "./lexicon";

const EVERYDAY =
  "about above after again against all almost also always am among an and another any anything are around as ask " +
  "at away back bad be because been before being below best better between big both but by call came can come could " +
  "day days did do does doing done down each early end even ever every few find first for from full get give go going " +
  "good got great had has have having he her here him his how if in into is it its just keep know last late least " +
  "left less let like little long look lot made make many may me more most much must my need never new next no not " +
  "now of off old on once one only or other our out over own part people place put quite rather really right said " +
  "same saw say see seem she should show side since so some something soon still such sure take than thank thanks " +
  "that the their them then there these they thing things think this those though through time to today together " +
  "told too took toward try turn two under until up upon us use used very want was way we week weeks well went were " +
  "what when where which while who whole why will with within without work would year years yes yet you your";

let common: Set<string> | undefined;

export function commonWords(): Set<string> {
  if (common) return common;
  common = new Set([...EVERYDAY.split(" "), ...LEXICON_WORDS]);
  const content = new Set(POOL_WORDS.toLowerCase().match(/[a-z]+/g) ?? []);
  // The declines' words are topics ("business cards", "payroll"), not the request's verbs.
  for (const [intent, templates] of Object.entries(CORPUS)) {
    if (intent.startsWith("decline")) continue;
    for (const t of templates) {
      for (const w of t.toLowerCase().match(/[a-z]+/g) ?? [])
        if (!content.has(w) || LEXICON_WORDS.has(w)) common.add(w);
    }
  }
  return common;
}
