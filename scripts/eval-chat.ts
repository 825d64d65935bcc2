// `npm run eval:chat`: runs every held-out request (test/chat-heldout/requests.json, or another set's
// with --set) through the real chat, each alone on a fresh copy of the fixture, answers "no" to every question, and scores what it
// proposed by the set's rules. Prints understood %, wrong changes, silent drops and declines.
//   --set DIR       another set: DIR/requests.json against DIR/fixture.json (e.g. test/chat-fresh-1)
//   --show          print every reply
//   --only h001,h9  run only these requests
//   --json FILE     write each request's outcome to FILE
//   --model         through the model path instead of the offline parser (below)
//   --write-baseline  (offline, whole set) write DIR/baseline.json: the ids understood and the ids with a
//                   wrong change, which cli/chat/sets.test.ts holds the chat to (test/chat-heldout/README.md)
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
import { baselineOf, runSet, summaryLines, writeBaseline, BASELINE_FILE } from "../test/chat-heldout/run-set";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const show = args.includes("--show");
const only = flag("--only")?.split(",");
const jsonOut = flag("--json");
const viaModel = args.includes("--model");
const writingBaseline = args.includes("--write-baseline");
if (writingBaseline && (viaModel || only)) {
  console.error("--write-baseline records the offline chat on the whole set: not with --model or --only.");
  process.exit(1);
}

// One migrated database file copied for each request (test/db.ts reads this variable).
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-eval-"));
const baseFile = path.join(baseDir, "base.db");
openDatabase(baseFile, { migrate: true }).$client.close();
process.env.MICROTEAM_TEST_BASE_DB = baseFile;

const setDir = path.resolve(
  flag("--set") ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../test/chat-heldout"),
);
const run = await runSet(setDir, {
  only,
  viaModel,
  onResult: (request, result) => {
    const mark = result.outcome === "understood" ? "ok  " : result.outcome === "wrong" ? "WRONG" : "miss";
    console.log(`${mark} ${request.id} [${request.expect.kind}] ${request.text.slice(0, 70)} — ${result.why}`);
    if (show || result.outcome !== "understood") {
      if (result.plan) console.log(`      peer: ${result.plan}`);
      if (result.gaps?.length) console.log(`      gaps: ${result.gaps.join("; ")}`);
      console.log(`      ↳ ${result.reply.replace(/\n/g, "\n        ")}`);
    }
  },
});
for (const line of summaryLines(run)) console.log(line);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(run.results, null, 2));
if (writingBaseline) {
  const relDir = path.relative(process.cwd(), setDir).split(path.sep).join("/");
  await writeBaseline(setDir, baselineOf(run, relDir));
  console.log(`baseline written: ${path.join(relDir, BASELINE_FILE)}`);
}
fs.rmSync(baseDir, { recursive: true, force: true });
