// The peer's plan for an action: each expected change's tool, with the expected arguments in the form
// its schema asks for; an invoice or quote number the owner did not type is looked up first (find_*), and
// the call carries the number the lookup returned.

import {
  coerce,
  lookedUp,
  mentioned,
  numbersIn,
  typesOf,
  type PeerTool,
  type Script,
  type ToolCall,
} from "./model-peer";
import { dedupe, lastNumber, type Fixture, type Plan } from "./model-plan";
import type { Proposed } from "./score";

/** References to a record the same request makes first: "(the new invoice)". */
const isNewRecord = (v: unknown) => typeof v === "string" && /^\(the new \w+\)$/.test(v);

/** Record numbers a model cannot know unless the owner typed them: looked up first. */
const IDENTIFIERS = ["invoiceNumber", "quoteNumber"] as const;

export function actionPlan(text: string, actions: Proposed[], fixture: Fixture, tools: Map<string, PeerTool>): Plan {
  const gaps: string[] = [];
  const calls: ToolCall[] = [];
  for (const action of actions) {
    const tool = tools.get(action.op);
    if (!tool) {
      gaps.push(`no tool for ${action.op}`);
      continue;
    }
    const props = tool.parameters.properties ?? {};
    const args: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(action.args)) {
      if (isNewRecord(value)) {
        // A model cannot name a record that does not exist yet: it names what it can (the client).
        const creator = actions.find((a) => a !== action && typeof a.args.clientName === "string");
        if ("clientName" in props && creator) args.clientName = creator.args.clientName;
        if ((tool.parameters.required ?? []).includes(key))
          gaps.push(`${action.op}: ${key} is required and names a record this request makes first`);
        continue;
      }
      if (key in props) {
        args[key] = coerce(value, props[key]);
      } else if (`${key}s` in props && typesOf(props[`${key}s`]).has("array")) {
        args[`${key}s`] = coerce([value], props[`${key}s`]);
      } else {
        gaps.push(`${action.op}: the tool has no field for ${key}`);
      }
    }
    for (const req of tool.parameters.required ?? [])
      if (!(req in args) && !gaps.some((g) => g.includes(`${req} is required`)))
        gaps.push(`${action.op}: ${req} is required but the request does not state it`);
    calls.push({ name: tool.name, args });
  }
  const typed = numbersIn(text);
  const unknown = calls.flatMap((c) =>
    IDENTIFIERS.filter((k) => typeof c.args[k] === "string" && !typed.has(lastNumber(c.args[k] as string))).map(
      (k) => ({ key: k, value: c.args[k] as string }),
    ),
  );
  const lookups = unknown.map((u) => ({ ...u, attempts: lookupsFor(u.key, u.value, text, fixture, tools) }));
  const script: Script = (turn) => {
    if (calls.length === 0) return { say: "I can't do that with the tools I have." };
    const round = turn.rounds.length;
    const found = (value: string) => JSON.stringify(lookedUp(turn)).includes(value);
    const pending = lookups.filter((l) => !found(l.value));
    const next = dedupe(pending.map((l) => l.attempts[round]).filter((c): c is ToolCall => Boolean(c)));
    if (next.length) return { calls: next };
    if (pending.length)
      return { say: `I could not find ${pending.map((p) => p.value).join(", ")} with the lookups I have.` };
    return { calls };
  };
  for (const l of lookups) if (l.attempts.length === 0) gaps.push(`no lookup finds a ${l.key}`);
  return { script, describe: `action: ${calls.map((c) => c.name).join(" + ") || "none"}`, gaps };
}

/**
 * The lookups a model would make for a record number the owner did not type: the client the owner
 * named (as they typed it), then that client's invoices or quotes by the client's name.
 */
function lookupsFor(
  key: (typeof IDENTIFIERS)[number],
  value: string,
  text: string,
  fixture: Fixture,
  tools: Map<string, PeerTool>,
): ToolCall[] {
  const owner =
    key === "invoiceNumber"
      ? fixture.invoices.find((i) => i.invoiceNumber === value)?.clientName
      : fixture.quotes?.find((q) => q.quoteNumber === value)?.clientName;
  if (!owner) return [];
  const typed = mentioned(text, [owner])[0]?.typed ?? owner;
  const out: ToolCall[] = [];
  const add = (name: string, args: Record<string, unknown>) => {
    const tool = tools.get(name);
    const props = tool?.parameters.properties ?? {};
    if (tool && Object.keys(args).every((k) => k in props)) out.push({ name, args });
  };
  if (key === "invoiceNumber") {
    add("find_clients", { name: typed });
    add("find_invoices", { search: owner });
  } else {
    add("find_quotes", { search: typed });
    add("find_quotes", { search: owner });
  }
  return out;
}
