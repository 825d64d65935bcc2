// Runs one set of owner requests (DIR/requests.json against DIR/fixture.json) through the real chat and
// scores each by the set's rules (score.ts): each request alone, as the first message, on a fresh copy
// of the fixture, answering "no" to every question. Offline (the chat's own rules) or through the
// model path against the scripted peer (model-path.ts, decision 330). Used by `npm run eval:chat`
// (scripts/eval-chat.ts), which prints the figures, and by the regression test of the sets
// (cli/chat/sets.test.ts), which holds the offline results to each set's baseline.json.
// Needs MICROTEAM_TEST_BASE_DB (a migrated database file each request copies: test/db.ts).

import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { reply, type ChatSession } from "../../cli/chat/handle";
import { loadHeldOut, readFixture, type HeldOutFixture } from "./load";
import { modelTurn, startModelPeer, type PathUsed } from "./model-path";
import { score, type HeldOutRequest, type Proposed, type Scored, type Vocabulary } from "./score";
import { readTurn } from "./turn";

export type Result = Scored & {
  id: string;
  text: string;
  reply: string;
  proposals: Proposed[];
  /** --model: the peer's plan and calls, how the chat used its answer, and what the tools could not express. */
  plan?: string;
  path?: PathUsed;
  gaps?: string[];
  /** --model: understood, but by the offline rules rather than through the model's answer. */
  rescued?: boolean;
  /** --model, when the offline rules answered instead of the model's words: how those words score. */
  modelWords?: Scored["outcome"];
};

export interface RunOptions {
  /** Only these request ids. */
  only?: string[];
  /** Through the model path (a scripted peer) instead of the offline rules. */
  viaModel?: boolean;
  /** Called after each request, in the set's order (the script prints a line). */
  onResult?: (request: HeldOutRequest, result: Result) => void;
}

export interface SetRun {
  requests: HeldOutRequest[];
  results: Result[];
  viaModel: boolean;
}

/** The names a clarifying question may offer, and the set's today (score.ts). */
export function vocabularyOf(fixture: HeldOutFixture): Vocabulary {
  return {
    today: fixture.today,
    names: [
      ...fixture.clients.map((c) => c.name),
      ...fixture.tasks.map((x) => x.title),
      ...fixture.workflows.map((x) => x.title),
      ...(fixture.helpers ?? []).map((h) => h.name),
      ...fixture.posts.map((p) => p.title),
      ...(fixture.quotes ?? []).map((q) => q.quoteNumber),
      ...(fixture.leads ?? []).map((l) => l.name),
    ],
  };
}

/** Every request of the set in `setDir` through the chat, each scored. */
export async function runSet(setDir: string, options: RunOptions = {}): Promise<SetRun> {
  const { only, viaModel = false, onResult } = options;
  const fixture = readFixture(setDir);
  const requests = (JSON.parse(fs.readFileSync(path.join(setDir, "requests.json"), "utf8")) as HeldOutRequest[]).filter(
    (r) => !only || only.includes(r.id),
  );
  const vocab = vocabularyOf(fixture);
  const results: Result[] = [];
  const peer = viaModel ? await startModelPeer() : null;
  try {
    for (const request of requests) {
      const { ctx, t } = await loadHeldOut(fixture);
      let result: Result;
      try {
        if (peer) {
          const m = await modelTurn(peer, request, fixture, ctx);
          const turn = readTurn(m.answer);
          let scored = score(request, turn, vocab);
          const rescued = m.path !== "model" && scored.outcome === "understood";
          if (rescued)
            scored = { outcome: "not understood", why: `${m.path} (it was understood, not through the model)` };
          else if (m.path !== "model") scored = { ...scored, why: `${scored.why}; ${m.path}` };
          result = { ...scored, id: request.id, text: request.text, reply: turn.text, proposals: turn.proposals };
          Object.assign(result, { plan: m.plan, path: m.path, gaps: m.gaps, rescued });
          if (m.path === "offline rules instead of the model's words" && m.modelSaid !== undefined)
            result.modelWords = score(request, { text: m.modelSaid, proposals: [] }, vocab).outcome;
        } else {
          const session: ChatSession = { ctx, ai: null, history: [] };
          const turn = readTurn(await reply(session, request.text));
          const scored = score(request, turn, vocab);
          result = { ...scored, id: request.id, text: request.text, reply: turn.text, proposals: turn.proposals };
        }
      } finally {
        t.services.db.$client.close();
      }
      results.push(result);
      onResult?.(request, result);
    }
  } finally {
    await peer?.close();
  }
  return { requests, results, viaModel };
}

/** The figures `npm run eval:chat` prints after the requests, line by line (the first is empty). */
export function summaryLines({ requests, results, viaModel }: SetRun): string[] {
  const lines: string[] = [];
  const kinds = ["action", "answer", "clarify", "decline"] as const;
  const by = (kind: string) => {
    const of = requests.filter((r) => r.expect.kind === kind).map((r) => results.find((x) => x.id === r.id)!);
    return `${of.filter((x) => x.outcome === "understood").length}/${of.length} ${kind}s`;
  };
  const understood = results.filter((r) => r.outcome === "understood").length;
  const wrong = results.filter((r) => r.outcome === "wrong");
  const drops = results.filter((r) => r.outcome === "silent drop");
  const declines = requests.filter((r) => r.expect.kind === "decline");
  const declinedWell = declines.filter((r) => results.find((x) => x.id === r.id)!.outcome === "understood").length;
  lines.push("");
  lines.push(
    `understood: ${understood}/${results.length} (${((understood / results.length) * 100).toFixed(0)} %) — ${kinds.map(by).join(", ")}`,
  );
  lines.push(`wrong changes: ${wrong.length}${wrong.length ? ` (${wrong.map((w) => w.id).join(", ")})` : ""}`);
  lines.push(`silent drops: ${drops.length}${drops.length ? ` (${drops.map((w) => w.id).join(", ")})` : ""}`);
  lines.push(`declines with a next step: ${declinedWell}/${declines.length}`);
  if (viaModel) {
    const byPath = (p: PathUsed) => results.filter((r) => r.path === p);
    const ids = (rs: Result[]) => (rs.length ? ` (${rs.map((r) => r.id).join(", ")})` : "");
    const fellBack = byPath("offline fallback");
    const replaced = byPath("offline rules instead of the model's words");
    lines.push(`model path: the chat fell back offline on ${fellBack.length}${ids(fellBack)}`);
    lines.push(
      `model path: the offline rules answered instead of the model's words on ${replaced.length}${ids(replaced)}`,
    );
    const rescued = results.filter((r) => r.rescued);
    lines.push(`model path: of those, understood by the offline rules (not counted): ${rescued.length}${ids(rescued)}`);
    const kept = replaced.filter((r) => r.modelWords === "understood");
    lines.push(
      `model path: had the chat kept the model's words: ${understood + kept.length}/${results.length} understood (${kept.length} more${ids(kept)})`,
    );
    const gaps = new Map<string, string[]>();
    for (const r of results) for (const g of r.gaps ?? []) gaps.set(g, [...(gaps.get(g) ?? []), r.id]);
    lines.push(`model path: what the tools could not express: ${gaps.size ? "" : "nothing"}`);
    for (const [g, on] of gaps) lines.push(`  ${g} (${on.join(", ")})`);
  }
  return lines;
}

// The baseline: what the offline chat did on the set when it was last written, so that a test fails
// when the chat gets worse on it (cli/chat/sets.test.ts). Ids only: no request's words.

export interface Baseline {
  about: string;
  /** The summary's figures when it was written. */
  summary: string;
  /** Ids the offline chat understood. */
  understood: string[];
  /** Ids where it proposed a wrong change. */
  wrong: string[];
}

export const BASELINE_FILE = "baseline.json";

/** The baseline of an offline run of the whole set in `setDir` (`relDir` as the refresh command names it). */
export function baselineOf(run: SetRun, relDir: string): Baseline {
  const ids = (outcome: Scored["outcome"]) => run.results.filter((r) => r.outcome === outcome).map((r) => r.id);
  return {
    about:
      `The offline chat's results on this set, written by \`npm run eval:chat -- --set ${relDir} --write-baseline\`. ` +
      "cli/chat/sets.test.ts fails if an id in `understood` is no longer understood, or if a wrong change appears " +
      "on an id not in `wrong`. Refresh it (and commit it) when the chat gets better.",
    summary: summaryLines(run)[1],
    understood: ids("understood"),
    wrong: ids("wrong"),
  };
}

/** Written as `npm run format` (prettier) would leave it, so formatting the tree does not rewrite it. */
export async function writeBaseline(setDir: string, baseline: Baseline): Promise<void> {
  const file = path.join(setDir, BASELINE_FILE);
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(JSON.stringify(baseline), { ...options, filepath: file }));
}

export function readBaseline(setDir: string): Baseline {
  return JSON.parse(fs.readFileSync(path.join(setDir, BASELINE_FILE), "utf8")) as Baseline;
}

export interface BaselineComparison {
  /** In the baseline's understood list, no longer understood. */
  lost: string[];
  /** A wrong change on an id not in the baseline's wrong list. */
  newWrong: string[];
  /** Understood now, not in the baseline's understood list. */
  gained: string[];
  /** In the baseline's wrong list, no longer a wrong change. */
  noLongerWrong: string[];
}

/** How an offline run of the set compares with its baseline: worse (lost, newWrong) or better. */
export function compareWithBaseline(run: SetRun, baseline: Baseline): BaselineComparison {
  const outcome = new Map(run.results.map((r) => [r.id, r.outcome]));
  const understood = run.results.filter((r) => r.outcome === "understood").map((r) => r.id);
  const wrong = run.results.filter((r) => r.outcome === "wrong").map((r) => r.id);
  return {
    lost: baseline.understood.filter((id) => outcome.get(id) !== "understood"),
    newWrong: wrong.filter((id) => !baseline.wrong.includes(id)),
    gained: understood.filter((id) => !baseline.understood.includes(id)),
    noLongerWrong: baseline.wrong.filter((id) => outcome.get(id) !== "wrong"),
  };
}
