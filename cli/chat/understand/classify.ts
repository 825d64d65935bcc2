// What a request asks for, recognised by a classifier trained on many paraphrases of each intent
// (corpus/), not by matching phrasings one by one: a multinomial naive Bayes over the request's
// lemmas and lemma pairs (lexicon.ts), with the values already masked as slot tokens (`@client`,
// `@amount`…). New wording scores by the words it shares with every paraphrase of an intent, so a
// request nobody wrote down still lands where its words point, and a request whose words point
// nowhere in particular scores low and is asked about instead of guessed.

import { CORPUS } from "./corpus";
import { expand } from "./expand";
import { lemmas } from "./lexicon";

export interface Scored {
  intent: string;
  /** The posterior probability among the intents, 0–1. */
  p: number;
  /** The log joint likelihood: comparable between two readings of the same sentence. */
  score: number;
}

interface Model {
  intents: string[];
  logPrior: Map<string, number>;
  /** log P(feature | intent), per intent. */
  logLikelihood: Map<string, Map<string, number>>;
  /** log P(unseen feature | intent). */
  logUnseen: Map<string, number>;
  vocabulary: Set<string>;
}

/** The request's features: its lemmas, each pair of neighbours, and its first lemma as the opening. */
export function features(text: string): string[] {
  const words = lemmas(text);
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}_${words[i + 1]}`);
  if (words.length) out.push(`^${words[0]}`);
  return out;
}

const SMOOTHING = 0.5;

export function train(examples: { intent: string; text: string }[]): Model {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const docs = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const { intent, text } of examples) {
    const c = counts.get(intent) ?? new Map<string, number>();
    counts.set(intent, c);
    docs.set(intent, (docs.get(intent) ?? 0) + 1);
    // Each feature once per example: a repeated word is not more evidence (a binarised NB).
    for (const f of new Set(features(text))) {
      c.set(f, (c.get(f) ?? 0) + 1);
      totals.set(intent, (totals.get(intent) ?? 0) + 1);
      vocabulary.add(f);
    }
  }
  const intents = [...counts.keys()];
  const logPrior = new Map<string, number>();
  const logLikelihood = new Map<string, Map<string, number>>();
  const logUnseen = new Map<string, number>();
  const v = vocabulary.size;
  for (const intent of intents) {
    // Every intent equally likely beforehand: the corpus's sizes say how many ways there are to ask,
    // not how often owners ask.
    logPrior.set(intent, -Math.log(intents.length));
    const total = totals.get(intent)! + SMOOTHING * v;
    const ll = new Map<string, number>();
    for (const [f, n] of counts.get(intent)!) ll.set(f, Math.log((n + SMOOTHING) / total));
    logLikelihood.set(intent, ll);
    logUnseen.set(intent, Math.log(SMOOTHING / total));
  }
  return { intents, logPrior, logLikelihood, logUnseen, vocabulary };
}

/** The intents for a (masked) request, best first. Features no paraphrase had are ignored. */
export function rank(model: Model, text: string): Scored[] {
  const fs = features(text).filter((f) => model.vocabulary.has(f));
  const scores = model.intents.map((intent) => {
    const ll = model.logLikelihood.get(intent)!;
    const unseen = model.logUnseen.get(intent)!;
    let score = model.logPrior.get(intent)!;
    for (const f of fs) score += ll.get(f) ?? unseen;
    return { intent, score };
  });
  const best = Math.max(...scores.map((s) => s.score));
  const sum = scores.reduce((acc, s) => acc + Math.exp(s.score - best), 0);
  return scores
    .map((s) => ({ intent: s.intent, p: Math.exp(s.score - best) / sum, score: s.score }))
    .sort((a, b) => b.p - a.p);
}

let trained: Model | undefined;

/** Intents that are questions: a "?" the owner typed (`@question`) is evidence for them. */
const QUESTION = /^(?:ask_|workflow_status$|whoami$|status$|help$)/;

/** The model trained on the corpus, once per process (a few milliseconds). */
export function model(): Model {
  trained ??= train(
    Object.entries(CORPUS).flatMap(([intent, templates]) =>
      templates.flatMap((t) =>
        expand(t).flatMap((text) =>
          QUESTION.test(intent)
            ? [
                { intent, text },
                { intent, text: `${text} @question` },
              ]
            : [{ intent, text }],
        ),
      ),
    ),
  );
  return trained;
}

export const classify = (text: string): Scored[] => rank(model(), text);
