// `npm run eval:chat`: runs every held-out request (test/chat-heldout/requests.json, or another set's
// with --set) through the real chat, each alone on a fresh copy of the fixture, answers "no" to every question, and scores what it
// proposed by the set's rules. Prints understood %, wrong changes, silent drops and declines.
//   --set DIR       another set: DIR/requests.json against DIR/fixture.json (e.g. test/chat-fresh-1)
//   --show          print every reply
//   --only h001,h9  run only these requests
//   --json FILE     write each request's outcome to FILE

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../core/db/client";
import { reply, type ChatSession } from "../cli/chat/handle";
import type { ChatReply } from "../cli/chat/types";
import { loadHeldOut, readFixture } from "../test/chat-heldout/load";
import { score, type HeldOutRequest, type Proposed, type Scored, type Turn } from "../test/chat-heldout/score";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const show = args.includes("--show");
const only = flag("--only")?.split(",");
const jsonOut = flag("--json");

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

/** Everything a reply says, and the changes it proposes (a chain of questions included). */
function readTurn(answer: ChatReply): Turn {
  const text: string[] = [];
  const proposals: Proposed[] = [];
  for (let r: ChatReply | undefined = answer; r; r = r.kind === "confirm" ? r.next : undefined) {
    if (r.kind !== "confirm") {
      text.push(r.text);
      break;
    }
    if (r.preface) text.push(r.preface);
    text.push(r.question);
    proposals.push(...expand(r.action ?? fromQuestion(r.question)));
  }
  return { text: text.join("\n"), proposals };
}

/**
 * The change a question proposes, read from its words: the chat before issue 13 did not label its
 * proposals, and this is how its BEFORE figure was measured.
 */
function fromQuestion(q: string): { op: string; args: Record<string, unknown> } {
  const numbers = q.match(/INV-\d+/g) ?? [];
  let m: RegExpExecArray | null;
  if (/^Mark INV-/.test(q)) return { op: "mark_invoice_paid", args: { invoiceNumber: numbers[0] } };
  if (/^Email INV-/.test(q)) return { op: "send_invoice", args: { invoiceNumber: numbers[0] } };
  if (/payment reminder/.test(q)) return { op: "remind_invoice", args: { invoiceNumbers: numbers } };
  if ((m = /^(.+) owes nothing right now/.exec(q))) return { op: "nudge_client", args: { clientName: m[1] } };
  if ((m = /^Create an invoice of \$([\d,.]+) for (.+), due (.+)\?$/.exec(q))) {
    const due = new Date(`${m[3]} 12:00 UTC`);
    return {
      op: "create_invoice",
      args: { amount: m[1].replace(/,/g, ""), clientName: m[2], dueDate: due.toISOString().slice(0, 10) },
    };
  }
  if ((m = /^Add (.+?)(?: <(.+)>)?(?: \(.+\))? to your clients\?$/.exec(q)))
    return { op: "create_client", args: { name: m[1], email: m[2] } };
  if ((m = /^Add the task "(.+)" \(.+?(?:, due (\d{4}-\d{2}-\d{2}))?\)\?$/.exec(q)))
    return { op: "create_task", args: { title: m[1], dueDate: m[2] } };
  if ((m = /^Mark "(.+)" done\?$/.exec(q))) return { op: "complete_task", args: { taskTitle: m[1] } };
  return { op: "unknown", args: { question: q } };
}

/** A bulk proposal counts as the actions it holds. */
function expand(action: { op: string; args: Record<string, unknown> }): Proposed[] {
  const numbers = action.args.invoiceNumbers;
  if (Array.isArray(numbers)) {
    const { invoiceNumbers: _, ...rest } = action.args;
    return numbers.map((invoiceNumber) => ({ op: action.op, args: { ...rest, invoiceNumber } }));
  }
  return [action];
}

const results: (Scored & { id: string; text: string; reply: string; proposals: Proposed[] })[] = [];
for (const request of requests) {
  const { ctx, t } = await loadHeldOut(fixture);
  const session: ChatSession = { ctx, ai: null, history: [] };
  const turn = readTurn(await reply(session, request.text));
  const scored = score(request, turn, vocab);
  results.push({ ...scored, id: request.id, text: request.text, reply: turn.text, proposals: turn.proposals });
  t.services.db.$client.close();
  const mark = scored.outcome === "understood" ? "ok  " : scored.outcome === "wrong" ? "WRONG" : "miss";
  console.log(`${mark} ${request.id} [${request.expect.kind}] ${request.text.slice(0, 70)} — ${scored.why}`);
  if (show || scored.outcome !== "understood") {
    console.log(`      ↳ ${turn.text.replace(/\n/g, "\n        ")}`);
  }
}

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
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
fs.rmSync(baseDir, { recursive: true, force: true });
