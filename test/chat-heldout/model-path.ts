// One request through the chat's model path (scripts/eval-chat.ts --model): the chat with a model
// engine pointed at the scripted peer (model-peer.ts), whose script is derived here from the request's
// expectation, the same way for every request (never by id). What the figure measures: eval-chat.ts.

import { modelEngine } from "@core/ai";
import { execute } from "../../cli/chat/execute";
import { reply, type ChatSession } from "../../cli/chat/handle";
import { lookupTools, toolToIntent } from "../../cli/chat/tools";
import { MCP_TOOLS } from "../../cli/mcp/tools";
import type { ChatReply } from "../../cli/chat/types";
import type { CliContext } from "../../cli/context";
import { startFakeOpenAI } from "../fakes/openai";
import type { HeldOutFixture } from "./load";
import {
  coerce,
  describeRecord,
  lookedUp,
  mentioned,
  numbersIn,
  readTurn,
  responder,
  typesOf,
  variants,
  wordsOf,
  type JsonSchema,
  type Move,
  type PeerTool,
  type PeerTurn,
  type Script,
  type ToolCall,
} from "./model-peer";
import type { Expect, HeldOutRequest, Proposed } from "./score";

export type Fixture = HeldOutFixture;

/** The peer and a model engine pointed at it. */
export async function startModelPeer() {
  const fake = await startFakeOpenAI();
  let script: Script | undefined;
  const moves: Move[] = [];
  fake.respondWith(responder(() => script, moves));
  const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "scripted", model: "scripted-peer", timeoutMs: 20_000 });
  let tools: Map<string, PeerTool> | undefined;
  return {
    ai,
    moves,
    /** The tools exactly as the chat sends them (read from a first request to the peer). */
    async tools(ctx: CliContext): Promise<Map<string, PeerTool>> {
      if (tools) return tools;
      script = () => ({ say: "Hello." });
      await reply({ ctx, ai, history: [] }, "hello");
      tools = readTurn(fake.requests.at(-1)!.body).tools;
      return tools;
    },
    set(s: Script | undefined) {
      script = s;
      moves.length = 0;
    },
    close: fake.close,
  };
}

export type ModelPeer = Awaited<ReturnType<typeof startModelPeer>>;

/** How the chat used the model's answer. */
export type PathUsed =
  | "model"
  /** The chat did not use the model's tool calls (refused arguments, unknown tool) and said "(offline)". */
  | "offline fallback"
  /** The model answered in words and the chat answered with the offline rules' understanding instead. */
  | "offline rules instead of the model's words";

export interface ModelTurn {
  answer: ChatReply;
  /** What the peer did, in one line (its plan, and the calls it made). */
  plan: string;
  path: PathUsed;
  /** What the tool layer could not express for this request (no tool, no field, a refused value…). */
  gaps: string[];
  /** The model's last words, when it answered in words (a question, an answer, a decline). */
  modelSaid?: string;
}

/** Runs one request, on the fixture copy `ctx` holds, through the model path. */
export async function modelTurn(
  peer: ModelPeer,
  request: HeldOutRequest,
  fixture: Fixture,
  ctx: CliContext,
): Promise<ModelTurn> {
  const tools = await peer.tools(ctx);
  const plan = await planFor(request, fixture, ctx, tools);
  peer.set(plan.script);
  const session: ChatSession = { ctx, ai: peer.ai, history: [] };
  const answer = await reply(session, request.text);
  const moves = [...peer.moves];
  peer.set(undefined);
  const said = allText(answer);
  const last = moves.at(-1);
  const path: PathUsed = /\(offline\)/.test(said)
    ? "offline fallback"
    : last && "say" in last && (answer.kind === "confirm" || !said.includes(last.say))
      ? "offline rules instead of the model's words"
      : "model";
  const calls = moves.flatMap((m) => ("calls" in m ? m.calls.map((c) => `${c.name}(${JSON.stringify(c.args)})`) : []));
  return {
    answer,
    plan: [plan.describe, calls.length ? `calls ${calls.join(" → ")}` : ""].filter(Boolean).join("; "),
    path,
    gaps: plan.gaps,
    ...(last && "say" in last ? { modelSaid: last.say } : {}),
  };
}

function allText(r: ChatReply): string {
  const out: string[] = [];
  for (let x: ChatReply | undefined = r; x; x = x.kind === "confirm" ? x.next : undefined)
    out.push(x.kind === "confirm" ? `${x.preface ?? ""}\n${x.question}` : x.text);
  return out.join("\n");
}

interface Plan {
  script: Script;
  describe: string;
  gaps: string[];
}

/** The expectation the peer plays: the set's, or the first accepted alternative its tools can express. */
function played(request: HeldOutRequest, tools: Map<string, PeerTool>): Expect {
  const expressible = (e: Expect) => e.kind !== "action" || e.actions.every((a) => tools.has(a.op));
  if (expressible(request.expect)) return request.expect;
  return (request.alsoAccept ?? []).find(expressible) ?? request.expect;
}

async function planFor(
  request: HeldOutRequest,
  fixture: Fixture,
  ctx: CliContext,
  tools: Map<string, PeerTool>,
): Promise<Plan> {
  const expect = played(request, tools);
  switch (expect.kind) {
    case "action":
      return actionPlan(request.text, expect.actions, fixture, tools);
    case "answer":
      return answerPlan(request.text, expect.mustContain, fixture, ctx, tools);
    case "clarify":
      return questionPlan(request.text, fixture, tools);
    case "decline":
      return declinePlan(expect.nextStep, tools);
  }
}

// ——— actions ———

/** References to a record the same request makes first: "(the new invoice)". */
const isNewRecord = (v: unknown) => typeof v === "string" && /^\(the new \w+\)$/.test(v);

/** Record numbers a model cannot know unless the owner typed them: looked up first. */
const IDENTIFIERS = ["invoiceNumber", "quoteNumber"] as const;

function actionPlan(text: string, actions: Proposed[], fixture: Fixture, tools: Map<string, PeerTool>): Plan {
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

const lastNumber = (s: string) => Number((s.match(/\d+/g) ?? ["NaN"]).at(-1));

const dedupe = (calls: ToolCall[]) =>
  calls.filter((c, i) => calls.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);

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

// ——— answers ———

/**
 * A read tool a model would call for the question: every call the tools allow with the names the
 * request mentions (clients, workflows, invoice numbers it typed) and the periods a question can ask
 * about, tried on this fixture copy in order of how many words the call shares with the question; the
 * first whose reply holds every expected string is the one the peer calls (a competent model picks
 * the tool that answers). Nothing from the expected strings goes into the reply: the chat words it
 * from the tool's figures, or the peer composes it from what the lookups returned.
 */
async function answerPlan(
  text: string,
  mustContain: string[],
  fixture: Fixture,
  ctx: CliContext,
  tools: Map<string, PeerTool>,
): Promise<Plan> {
  const candidates = readCandidates(text, fixture, tools);
  const has = (said: string, s: string) => said.toLowerCase().includes(s.toLowerCase());
  const holds = (said: string) => mustContain.every((s) => has(said, s));
  const lookups = new Map(lookupTools(ctx).map((t) => [t.name, t]));
  // The chat's own read tools first (never a tool the product marks as a change, cli/mcp/tools.ts): their
  // replies are the chat's words over the figures. Of the replies that hold every expected string, the
  // shortest: the call that answers the question, not a long list that happens to hold its figure.
  const writes = new Set(MCP_TOOLS.filter((t) => t.write).map((t) => t.spec.name));
  const reads: { call: ToolCall; score: number; said: string }[] = [];
  for (const { call, score } of candidates
    .filter((c) => !lookups.has(c.call.name) && !writes.has(c.call.name))
    .slice(0, 400)) {
    const intent = toolToIntent(call.name, call.args);
    if (!intent) continue;
    const answer = await execute(ctx, intent).catch(() => null);
    if (answer?.kind === "text") reads.push({ call, score, said: answer.text });
  }
  // The most relevant of the replies that hold every expected string; of equally relevant ones, the shortest.
  const shortest = <T extends { said: string; score: number }>(xs: T[]) =>
    xs.reduce<T | undefined>(
      (best, x) =>
        !best || x.score > best.score || (x.score === best.score && x.said.length < best.said.length) ? x : best,
      undefined,
    );
  const one = shortest(reads.filter((r) => holds(r.said)));
  if (one) return readAnswer([one.call], "a read tool");
  // Two read tools in one turn (the chat answers both): each holds some of the expected strings.
  const partial = reads.filter((r) => mustContain.some((s) => has(r.said, s))).slice(0, 12);
  const twos: { calls: ToolCall[]; score: number; said: string }[] = [];
  for (let i = 0; i < partial.length; i++)
    for (let j = i + 1; j < partial.length; j++)
      twos.push({
        calls: [partial[i].call, partial[j].call],
        score: Math.min(partial[i].score, partial[j].score),
        said: `${partial[i].said}\n${partial[j].said}`,
      });
  const two = shortest(twos.filter((t) => holds(t.said)));
  if (two) return readAnswer(two.calls, "two read tools");
  // A lookup that names something (never the whole list), and a reply composed from what it returned.
  const takesArgs = (name: string) => Object.keys(tools.get(name)?.parameters.properties ?? {}).length > 0;
  const composed: { call: ToolCall; score: number; said: string }[] = [];
  for (const { call, score } of candidates
    .filter((c) => lookups.has(c.call.name) && (Object.keys(c.call.args).length || !takesArgs(c.call.name)))
    .slice(0, 100)) {
    const result = await lookups.get(call.name)!.execute!(call.args).catch(() => null);
    if (result) composed.push({ call, score, said: composeAnswer([result]) });
  }
  const looked = shortest(composed.filter((x) => holds(x.said)));
  if (looked) return lookupAnswer(looked.call);
  const best = reads[0]?.call;
  return {
    script: (t) => (best && !t.rounds.length ? { calls: [best] } : { say: "I could not find that." }),
    describe: `answer: no read tool holds every expected string (${reads.length} replies read)`,
    gaps: [`no read tool answers "${text}"`],
  };
}

function readAnswer(calls: ToolCall[], what: string): Plan {
  return {
    script: (t) => (t.rounds.length ? { say: "Done." } : { calls }),
    describe: `answer: ${what}`,
    gaps: [],
  };
}

function lookupAnswer(call: ToolCall): Plan {
  return {
    script: (turn) => (turn.rounds.length ? { say: composeAnswer(lookedUp(turn)) } : { calls: [call] }),
    describe: "answer: a lookup, and a reply composed from it",
    gaps: [],
  };
}

/** A reply made only of what the lookups returned. */
const composeAnswer = (records: unknown[]) =>
  records.length ? `Here is what I found: ${records.map((r) => describeRecord(r)).join("; ")}.` : "I found nothing.";

/** The periods a money question can be about, in the forms a tool's schema may take. */
function periodValues(today: string): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const pad = (n: number) => String(n).padStart(2, "0");
  const last = (yy: number, mm: number) => new Date(Date.UTC(yy, mm, 0)).getUTCDate();
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`);
  }
  const quarters: string[] = [];
  for (const yy of [y, y - 1])
    for (let q = 3; q >= 0; q--) {
      const from = `${yy}-${pad(q * 3 + 1)}-01`;
      const to = `${yy}-${pad(q * 3 + 3)}-${pad(last(yy, q * 3 + 3))}`;
      if (from <= today) quarters.push(`${from}..${to > today ? today : to}`);
    }
  return [...months, ...quarters];
}

/** A schema's allowed values for a string: its enum, and the period forms when its pattern takes them. */
function stringValues(schema: JsonSchema, today: string): string[] {
  const out: string[] = [];
  for (const v of variants(schema)) {
    if (v.enum) out.push(...v.enum.map(String));
    else if (v.pattern) out.push(...periodValues(today).filter((p) => new RegExp(v.pattern!).test(p)));
  }
  return out;
}

/** Which names a property takes, by its name: the request's mentions of that kind. */
function namesFor(prop: string, text: string, fixture: Fixture): string[] {
  const of = (names: string[]) => {
    const found = mentioned(text, names);
    return [...new Set(found.flatMap((f) => [f.typed, f.name]))];
  };
  if (/client/i.test(prop)) return of(fixture.clients.map((c) => c.name));
  if (/workflow/i.test(prop)) return of(fixture.workflows.map((w) => w.title));
  if (/task/i.test(prop)) return of(fixture.tasks.map((t) => t.title));
  if (/post/i.test(prop)) return of(fixture.posts.map((p) => p.title));
  if (/lead/i.test(prop)) return of((fixture.leads ?? []).map((l) => l.name));
  if (/invoice/i.test(prop))
    return fixture.invoices.filter((i) => numbersIn(text).has(lastNumber(i.invoiceNumber))).map((i) => i.invoiceNumber);
  if (/quote/i.test(prop))
    return (fixture.quotes ?? [])
      .filter((q) => numbersIn(text).has(lastNumber(q.quoteNumber)))
      .map((q) => q.quoteNumber);
  if (/^(search|name)$/.test(prop))
    return [
      ...of(fixture.clients.map((c) => c.name)),
      ...fixture.invoices.filter((i) => numbersIn(text).has(lastNumber(i.invoiceNumber))).map((i) => i.invoiceNumber),
    ];
  return [];
}

/** Every call of every tool that changes nothing, filled from the request, most relevant first. */
/** How many of the question's words a tool's own words hold ("bill" is in "unbilled", "pay" in "payment"). */
function shared(asked: Set<string>, own: Set<string>): number {
  return [...asked].filter((w) => own.has(w) || (w.length >= 3 && [...own].some((o) => o.includes(w)))).length;
}

/**
 * Every call of every tool, filled from the request, with how relevant it looks: the question's words its
 * name and description hold, plus twice the argument words the question says, less those it does not.
 */
function readCandidates(
  text: string,
  fixture: Fixture,
  tools: Map<string, PeerTool>,
): { call: ToolCall; score: number }[] {
  const asked = new Set(wordsOf(text).map(stem).filter(Boolean));
  const out: { call: ToolCall; score: number }[] = [];
  for (const tool of tools.values()) {
    const props = Object.entries(tool.parameters.properties ?? {});
    const required = new Set(tool.parameters.required ?? []);
    let combos: Record<string, unknown>[] = [{}];
    let possible = true;
    for (const [prop, schema] of props) {
      const types = typesOf(schema);
      let values: unknown[] = [];
      if (types.has("array")) {
        const items = variants(schema).find((v) => v.type === "array")?.items ?? {};
        const singles = stringValues(items, fixture.today);
        values = [...singles.map((s) => [s]), ...pairs(singles)];
      } else if (types.has("boolean")) {
        values = [true];
      } else if (types.has("string")) {
        const enumerated = stringValues(schema, fixture.today);
        values = enumerated.length ? enumerated : namesFor(prop, text, fixture);
      }
      if (values.length === 0 && required.has(prop)) {
        possible = false;
        break;
      }
      const options = required.has(prop) ? values : [undefined, ...values];
      combos = combos.flatMap((c) => options.map((v) => (v === undefined ? c : { ...c, [prop]: v })));
      if (combos.length > 3000) combos = combos.slice(0, 3000);
    }
    if (!possible) continue;
    const own = new Set([...wordsOf(tool.name), ...wordsOf(tool.description)].map(stem).filter(Boolean));
    for (const args of combos) {
      // Words of the arguments the question says count for the call; words of an argument it could do
      // without that the question does not say, against (a required choice is the model's to make).
      // Dates and numbers are the model's own reading of the question's words: neither for nor against.
      const wordsIn = (values: unknown[]) =>
        new Set(
          wordsOf(JSON.stringify(values))
            .filter((w) => !/^\d+$/.test(w))
            .map(stem)
            .filter(Boolean),
        );
      const all = wordsIn(Object.values(args));
      const optional = wordsIn(
        Object.entries(args)
          .filter(([k]) => !required.has(k))
          .map(([, v]) => v),
      );
      const said = [...all].filter((w) => asked.has(w)).length;
      const unsaid = [...optional].filter((w) => !asked.has(w)).length;
      const score = shared(asked, own) + 2 * said - unsaid;
      out.push({ call: { name: tool.name, args }, score });
    }
  }
  return out.sort((a, b) => b.score - a.score || Object.keys(a.call.args).length - Object.keys(b.call.args).length);
}

/** Two periods to compare: each with the one just before it in the list's order, and named pairs (this/last). */
function pairs(values: string[]): string[][] {
  const out: string[][] = [];
  for (const v of values) {
    const m = /^this-(.+)$/.exec(v);
    if (m && values.includes(`last-${m[1]}`)) out.push([v, `last-${m[1]}`]);
  }
  const dated = values.filter((v) => /^\d{4}-\d{2}($|-\d{2}\.\.)/.test(v));
  for (let i = 0; i + 1 < dated.length; i++) {
    const [a, b] = [dated[i], dated[i + 1]];
    if (a.length === b.length) out.push([b, a]);
  }
  return out;
}

const STOP = new Set(
  "the a an and or of to for in on at is are was what whats how much many my me i do does did have has any".split(" "),
);
const stem = (w: string) => (STOP.has(w) ? "" : w.replace(/(ing|ed|es|s)$/, ""));

// ——— questions back ———

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
function questionPlan(text: string, fixture: Fixture, tools: Map<string, PeerTool>): Plan {
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

// ——— declines ———

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
function declinePlan(nextStep: string, tools: Map<string, PeerTool>): Plan {
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
