// Every change one request proposes, listed before any of them runs (issue 24 §1, decision 326): the
// Ink chat, the one-shot request on a terminal, without one, with --yes and with --json all show the
// whole list first, so a yes to the first question is never a yes to a part the owner has not seen.

import type { Action, ChatReply, ConfirmReply } from "./types";

/** The changes a reply proposes, in the order they are asked (a chain of `next`). */
export function partsOf(reply: ChatReply | undefined): ConfirmReply[] {
  const parts: ConfirmReply[] = [];
  for (let x = reply; x?.kind === "confirm"; x = x.next) parts.push(x);
  return parts;
}

/** One part as a line of the list: its question said as a step ("Then email it to Acme?" → "Email it to Acme"). */
export function step(question: string): string {
  return question
    .replace(/^Then (\p{Ll})/u, (_, c: string) => c.toUpperCase())
    .replace(/\?$/, "")
    .trim();
}

/** The numbered steps, one a line, indented. */
export function numbered(parts: ConfirmReply[]): string {
  return parts.map((p, i) => `  ${i + 1}. ${step(p.question)}`).join("\n");
}

/**
 * What the owner reads before the first question of a request with several changes ("This will make
 * 2 changes, each asked in turn: …"); nothing for a single change, whose question says it all.
 */
export function partsList(reply: ChatReply | undefined, heading = "each asked in turn"): string | undefined {
  const parts = partsOf(reply);
  if (parts.length < 2) return undefined;
  return `This will make ${parts.length} changes, ${heading}:\n${numbered(parts)}`;
}

/** The parts as data, for --json: what each would do (the model's tool vocabulary) and its question. */
export function partsData(reply: ChatReply | undefined): (Action & { question: string })[] {
  return partsOf(reply).map((p) => ({ op: p.action.op, args: p.action.args, question: p.question }));
}
