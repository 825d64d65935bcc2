// The peer's plan for a request the set expects declined: "not something Microteam does", and what the
// two tools whose descriptions best fit the expected next step say they do.

import { wordsOf, type PeerTool } from "./model-peer";
import type { Plan } from "./model-plan";

const COMMON = new Set(
  "that this with from they them their there what when which would could should have does about into your only also invoice invoices microteam".split(
    " ",
  ),
);
const declineWords = (s: string) =>
  new Set(
    wordsOf(s)
      .filter((w) => w.length >= 4 && !COMMON.has(w))
      .map((w) => w.replace(/(ing|ed|es|s)$/, "")),
  );

/**
 * A decline, and what to do instead as the tools describe it: the two tools whose descriptions share
 * the most words with the next step the set expects. The figure says whether the tools' descriptions
 * hold the alternative the set wants named, not whether a model would see that the request is out of scope.
 */
export function declinePlan(nextStep: string, tools: Map<string, PeerTool>): Plan {
  const want = declineWords(nextStep);
  // The tool that says most of the next step, then the one that adds most to it.
  const ranked: { t: PeerTool; shared: number }[] = [];
  const covered = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const [best] = [...tools.values()]
      .filter((t) => !ranked.some((r) => r.t === t))
      .map((t) => ({
        t,
        shared: [...declineWords(t.description)].filter((w) => want.has(w) && !covered.has(w)).length,
      }))
      .sort((a, b) => b.shared - a.shared);
    if (!best || best.shared === 0) break;
    ranked.push(best);
    for (const w of declineWords(best.t.description)) covered.add(w);
  }
  const instead = ranked.map((x) => `${x.t.description.replace(/\.$/, "")} (${x.t.name.replace(/_/g, " ")})`);
  const say =
    "That isn't something Microteam does." +
    (instead.length ? ` What I can do instead: ${instead.join("; or ")}.` : "");
  return {
    script: () => ({ say }),
    describe: `decline: ${ranked.map((x) => x.t.name).join(", ") || "no tool fits"}`,
    gaps: [],
  };
}
