import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, readBaseline, runSet } from "../../test/chat-heldout/run-set";

// The chat request sets as a regression test: every request of each set through the offline chat, as
// `npm run eval:chat -- --set DIR` runs them (test/chat-heldout/run-set.ts), held to the set's
// baseline.json. It fails if a request the baseline lists as understood is no longer understood, or if
// a wrong change appears on a request the baseline does not list as wrong. Doing better passes, and says
// to refresh the baseline (test/chat-heldout/README.md, "Regression baseline").

const root = path.resolve(import.meta.dirname, "../..");
const sets = [
  { dir: "test/chat-heldout", blind: false },
  { dir: "test/chat-fresh-1", blind: false },
  { dir: "test/chat-fresh-2", blind: false },
  // Run once blind on 2026-11-29 (its README has the first-run figure); a regression set since.
  { dir: "test/chat-fresh-3", blind: false },
];

// Each set takes 1 to 2 minutes alone on the 2-core machine, more beside the rest of the suite.
const TIMEOUT = 10 * 60_000;

describe("the chat sets, offline, against their baselines", () => {
  for (const set of sets) {
    it(`${set.dir}: nothing understood before is lost, and no new wrong change`, { timeout: TIMEOUT }, async () => {
      const dir = path.join(root, set.dir);
      const baseline = readBaseline(dir);
      const run = await runSet(dir);
      const c = compareWithBaseline(run, baseline);
      const refresh = `npm run eval:chat -- --set ${set.dir} --write-baseline`;
      if (c.gained.length || c.noLongerWrong.length) {
        const better = [
          c.gained.length ? `newly understood: ${c.gained.join(", ")}` : "",
          c.noLongerWrong.length ? `no longer a wrong change: ${c.noLongerWrong.join(", ")}` : "",
        ].filter(Boolean);
        console.log(`${set.dir} did better than its baseline (${better.join("; ")}): refresh it with \`${refresh}\`.`);
      }
      const worse = [
        ...(c.lost.length ? [`no longer understood: ${c.lost.join(", ")}`] : []),
        ...(c.newWrong.length ? [`a wrong change not in the baseline: ${c.newWrong.join(", ")}`] : []),
      ];
      const ids = [...new Set([...c.lost, ...c.newWrong])].join(",");
      const see = set.blind ? "" : ` See them with \`npm run eval:chat -- --set ${set.dir} --only ${ids}\`.`;
      expect(
        worse,
        `${set.dir} got worse than its baseline.${see} If that is intended, refresh the baseline with \`${refresh}\`.`,
      ).toEqual([]);
    });
  }
});
