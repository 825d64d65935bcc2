// The peer's plan for a question the set expects answered: among every call of the read tools, filled
// with what the request names and the periods a question can ask about, the one (or two) whose reply
// holds the expected strings; else a lookup, and a reply composed only from what it returned.

import { execute } from "../../cli/chat/execute";
import { lookupTools } from "../../cli/chat/lookup-tools";
import { toolToIntent } from "../../cli/chat/tools";
import { MCP_TOOLS } from "../../cli/mcp/tools";
import type { CliContext } from "../../cli/context";
import {
  describeRecord,
  lookedUp,
  mentioned,
  numbersIn,
  typesOf,
  variants,
  wordsOf,
  type JsonSchema,
  type PeerTool,
  type ToolCall,
} from "./model-peer";
import { lastNumber, type Fixture, type Plan } from "./model-plan";

/**
 * A read tool a model would call for the question: every call the tools allow with the names the
 * request mentions (clients, workflows, invoice numbers it typed) and the periods a question can ask
 * about, tried on this fixture copy in order of how many words the call shares with the question; the
 * first whose reply holds every expected string is the one the peer calls (a competent model picks
 * the tool that answers). Nothing from the expected strings goes into the reply: the chat words it
 * from the tool's figures, or the peer composes it from what the lookups returned.
 */
export async function answerPlan(
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
