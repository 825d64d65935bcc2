// The peer's plan for a request the set expects a question back on: lookups of the names the request
// mentions, then a question naming what they returned.

import {
  describeRecord,
  mentioned,
  numbersIn,
  wordsOf,
  type PeerTool,
  type PeerTurn,
  type Script,
  type ToolCall,
} from "./model-peer";
import { dedupe, lastNumber, type Fixture, type Plan } from "./model-plan";

/**
 * The lookups a model makes before asking, each with the owner's words for what it finds: the clients,
 * invoice numbers and helpers the request names; the tasks it names (in words that are not a client's);
 * a client's quotes or recurring series when the request says "quote" or "recurring". A request that
 * names nothing gets the lookup of the kind it says ("the recurring invoice": every series).
 */
function questionLookups(text: string, fixture: Fixture, tools: Map<string, PeerTool>): ToolCall[] {
  const words = new Set(wordsOf(text).map((w) => w.replace(/s$/, "")));
  const says = (...kinds: string[]) => kinds.some((k) => words.has(k));
  const typed = (names: string[]) => [...new Set(mentioned(text, names).map((m) => m.typed))];
  const clients = typed(fixture.clients.map((c) => c.name));
  const clientWords = new Set(clients.flatMap((c) => c.split(" ")));
  // A task is named by two words of its title, or by one with "task" said ("the oakridge task").
  const tasks = [
    ...new Set(
      mentioned(
        text,
        fixture.tasks.filter((t) => !t.completed).map((t) => t.title),
      )
        .map((m) => m.typed)
        .filter((t) => (says("task", "step") ? true : t.split(" ").filter((w) => !clientWords.has(w)).length >= 2)),
    ),
  ];
  const numbers = fixture.invoices
    .filter((i) => numbersIn(text).has(lastNumber(i.invoiceNumber)))
    .map((i) => i.invoiceNumber);
  const wanted: [string, string[], boolean][] = [
    ["find_clients", clients, false],
    ["find_invoices", numbers, false],
    ["find_helpers", typed((fixture.helpers ?? []).map((h) => h.name)), false],
    ["find_tasks", tasks, says("task", "step", "done")],
    ["find_quotes", says("quote", "estimate") ? clients : [], says("quote", "estimate")],
    ["find_recurring", says("recurring") ? clients : [], says("recurring")],
  ];
  const namesAny = wanted.some(([, names]) => names.length);
  const calls: ToolCall[] = [];
  for (const [name, names, kindSaid] of wanted) {
    const tool = tools.get(name);
    if (!tool) continue;
    const [arg] = Object.keys(tool.parameters.properties ?? {});
    if (arg && names.length) for (const n of names) calls.push({ name, args: { [arg]: n } });
    else if (kindSaid && (!namesAny || name !== "find_clients") && !(tool.parameters.required ?? []).length)
      calls.push({ name, args: {} });
  }
  return calls;
}

/** A question back: the lookups first, then a question naming what they returned. */
export function questionPlan(text: string, fixture: Fixture, tools: Map<string, PeerTool>): Plan {
  const calls = dedupe(questionLookups(text, fixture, tools));
  const script: Script = (turn: PeerTurn) => {
    if (calls.length && !turn.rounds.length) return { calls };
    const records = turn.rounds.flat().flatMap(({ result }) => (Array.isArray(result) ? result.slice(0, 10) : []));
    return {
      say: records.length
        ? `Before I change anything: which do you mean? ${records.map((r) => describeRecord(r)).join("; or ")}?`
        : "Before I change anything, could you tell me exactly which record you mean, and the details?",
    };
  };
  return {
    script,
    describe: `clarify: ${calls.length ? `${calls.map((c) => c.name).join(", ")}, then ` : ""}a question`,
    gaps: [],
  };
}
