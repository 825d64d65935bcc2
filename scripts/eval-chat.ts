// `npm run eval:chat`: runs every held-out request (test/chat-heldout/requests.json, or another set's
// with --set) through the real chat, each alone on a fresh copy of the fixture, answers "no" to every question, and scores what it
// proposed by the set's rules. Prints understood %, wrong changes, silent drops and declines.
//   --set DIR       another set: DIR/requests.json against DIR/fixture.json (e.g. test/chat-fresh-1)
//   --show          print every reply
//   --only h001,h9  run only these requests
//   --json FILE     write each request's outcome to FILE
//   --model         through the model path instead of the offline parser (below)
//
// --model: the chat runs with a model engine (@core/ai modelEngine) pointed at a scripted
// OpenAI-compatible peer (test/chat-heldout/model-peer.ts, on test/fakes/openai.ts) that speaks the real
// chat-completions format: it receives the system message, the tools' JSON schemas and the lookups'
// results, and answers with tool_calls or words. For each request it plays a competent model whose script
// is derived from the set's expectation format alone, the same way for every request
// (test/chat-heldout/model-path.ts): an action → a find_* lookup for a record number the owner did not
// type, then each expected change's tool with the expected arguments in the form its schema asks for
// (the number taken from the lookup's answer); an answer → among every call of the tools the product
// marks as reads, filled with the names the request mentions and the periods a question can name, the
// one (or two) whose reply holds the expected strings, the most relevant first (words shared with the
// question), then the shortest: the chat words the figures (or a lookup, and a reply the peer composes
// only from what it returned; the expected strings never enter a reply); a clarify
// → lookups of the names the request mentions, and a question naming what they returned; a decline →
// "not something Microteam does" and what the two tools whose descriptions best fit the expected next
// step say they do.
// What the figure measures: whether the tools and the chat's tool path (tool names and schemas, the
// lookups, the conversion of calls into proposals, the confirmation of every part, the chat's own
// "did you mean" and "which one?") let a model that knows what the owner meant do every request of the
// set. A request counts only when the chat used the model's answer: an "(offline)" fall-back (a call
// the chat refused) or the offline rules answering instead of the model's words count as not
// understood, whatever they said. What it does not measure: a real model's understanding. The peer is
// told what each request means (the expected change, the expected strings, the next step), passes names
// as the set writes them (not as the owner misspelt them), and its declines are worded from the tools'
// descriptions chosen by the expected next step, so the decline figure says whether the tools describe
// the alternative, not whether a model would see that a request is out of scope. An answer picked by
// its expected strings can be a tool that holds a figure by chance (--show prints each call). The peer
// plays the set's expectation, or the first alsoAccept outcome when the expectation needs a tool that
// does not exist. The figure is an upper bound on what a model can do through the tools: a miss is the
// tools' or the chat's doing, never the model's. Decision 330.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../core/db/client";
import { reply, type ChatSession } from "../cli/chat/handle";
import { loadHeldOut, readFixture } from "../test/chat-heldout/load";
import { modelTurn, startModelPeer, type PathUsed } from "../test/chat-heldout/model-path";
import { score, type HeldOutRequest, type Proposed, type Scored } from "../test/chat-heldout/score";
import { readTurn } from "../test/chat-heldout/turn";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const show = args.includes("--show");
const only = flag("--only")?.split(",");
const jsonOut = flag("--json");
const viaModel = args.includes("--model");

// One migrated database file copied for each request (test/db.ts reads this variable).
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-eval-"));
const baseFile = path.join(baseDir, "base.db");
openDatabase(baseFile, { migrate: true }).$client.close();
process.env.MICROTEAM_TEST_BASE_DB = baseFile;

const setDir = path.resolve(
  flag("--set") ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../test/chat-heldout"),
);
const fixture = readFixture(setDir);
const requests = (
  JSON.parse(fs.readFileSync(path.join(setDir, "requests.json"), "utf8")) as HeldOutRequest[]
).filter((r) => !only || only.includes(r.id));
const vocab = {
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

type Result = Scored & {
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
const results: Result[] = [];
const peer = viaModel ? await startModelPeer() : null;
for (const request of requests) {
  const { ctx, t } = await loadHeldOut(fixture);
  let result: Result;
  if (peer) {
    const m = await modelTurn(peer, request, fixture, ctx);
    const turn = readTurn(m.answer);
    let scored = score(request, turn, vocab);
    const rescued = m.path !== "model" && scored.outcome === "understood";
    if (rescued) scored = { outcome: "not understood", why: `${m.path} (it was understood, not through the model)` };
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
  results.push(result);
  t.services.db.$client.close();
  const mark = result.outcome === "understood" ? "ok  " : result.outcome === "wrong" ? "WRONG" : "miss";
  console.log(`${mark} ${request.id} [${request.expect.kind}] ${request.text.slice(0, 70)} — ${result.why}`);
  if (show || result.outcome !== "understood") {
    if (result.plan) console.log(`      peer: ${result.plan}`);
    if (result.gaps?.length) console.log(`      gaps: ${result.gaps.join("; ")}`);
    console.log(`      ↳ ${result.reply.replace(/\n/g, "\n        ")}`);
  }
}
await peer?.close();

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
console.log("");
console.log(
  `understood: ${understood}/${results.length} (${((understood / results.length) * 100).toFixed(0)} %) — ${kinds.map(by).join(", ")}`,
);
console.log(`wrong changes: ${wrong.length}${wrong.length ? ` (${wrong.map((w) => w.id).join(", ")})` : ""}`);
console.log(`silent drops: ${drops.length}${drops.length ? ` (${drops.map((w) => w.id).join(", ")})` : ""}`);
console.log(`declines with a next step: ${declinedWell}/${declines.length}`);
if (peer) {
  const byPath = (p: PathUsed) => results.filter((r) => r.path === p);
  const ids = (rs: Result[]) => (rs.length ? ` (${rs.map((r) => r.id).join(", ")})` : "");
  const fellBack = byPath("offline fallback");
  const replaced = byPath("offline rules instead of the model's words");
  console.log(`model path: the chat fell back offline on ${fellBack.length}${ids(fellBack)}`);
  console.log(`model path: the offline rules answered instead of the model's words on ${replaced.length}${ids(replaced)}`);
  const rescued = results.filter((r) => r.rescued);
  console.log(`model path: of those, understood by the offline rules (not counted): ${rescued.length}${ids(rescued)}`);
  const kept = replaced.filter((r) => r.modelWords === "understood");
  console.log(
    `model path: had the chat kept the model's words: ${understood + kept.length}/${results.length} understood (${kept.length} more${ids(kept)})`,
  );
  const gaps = new Map<string, string[]>();
  for (const r of results) for (const g of r.gaps ?? []) gaps.set(g, [...(gaps.get(g) ?? []), r.id]);
  console.log(`model path: what the tools could not express: ${gaps.size ? "" : "nothing"}`);
  for (const [g, on] of gaps) console.log(`  ${g} (${on.join(", ")})`);
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
fs.rmSync(baseDir, { recursive: true, force: true });
