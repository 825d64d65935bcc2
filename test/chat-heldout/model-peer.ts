// The scripted model of `npm run eval:chat -- --model` (scripts/eval-chat.ts has what the figure
// measures and what it does not): an OpenAI-compatible peer that, for one request, calls the tools a
// competent model would call and says what it would say. Its script is derived from the set's
// expectation format alone (test/chat-heldout/README.md "Expectations"), the same way for every request:
//
// - action: the tool of each expected change, with the expected arguments in the form the tool's JSON
//   schema asks for; an invoice or quote number the owner did not type is first looked up (find_*), and
//   the number the call carries is the one the lookup returned.
// - answer: the read tool call the runner chose (model-plan-answer.ts), or lookups and a reply composed only
//   from what they returned.
// - clarify: lookups of the names the request mentions, and a question naming what they returned.
// - decline: "not something Microteam does", and what the tools that fit best say they do.
//
// This file speaks the chat-completions protocol (tools and tool results in, tool_calls or words out)
// and holds the pieces the scripts share; the runner is model-path.ts, the plans model-plan-*.ts.

import type { ChatCompletionsBody, FakeReply, FakeResponder } from "../fakes/openai";

/** A JSON schema as the AI SDK sends a tool's parameters. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  description?: string;
  pattern?: string;
}

export interface PeerTool {
  name: string;
  description: string;
  parameters: JsonSchema;
}

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}

/** One request to the peer, as it reads it: the owner's message, the tools, and this turn's lookups so far. */
export interface PeerTurn {
  user: string;
  tools: Map<string, PeerTool>;
  /** Each earlier step of this turn: the calls made and what each returned (parsed JSON). */
  rounds: { call: ToolCall; result: unknown }[][];
}

/** What the peer does next: call tools, or say something (a reply, a question, a decline). */
export type Move = { calls: ToolCall[] } | { say: string };

export type Script = (turn: PeerTurn) => Move;

/** The peer's side of one chat request. */
export function readTurn(body: ChatCompletionsBody): PeerTurn {
  const text = (c: ChatCompletionsBody["messages"][number]["content"]) =>
    typeof c === "string" ? c : Array.isArray(c) ? c.map((p) => p.text ?? "").join("") : "";
  const lastUser = body.messages.map((m) => m.role).lastIndexOf("user");
  const tools = new Map<string, PeerTool>(
    (body.tools ?? []).map((t) => [
      t.function.name,
      {
        name: t.function.name,
        description: t.function.description ?? "",
        parameters: t.function.parameters as JsonSchema,
      },
    ]),
  );
  const results = new Map<string, unknown>();
  for (const m of body.messages.slice(lastUser + 1))
    if (m.role === "tool" && m.tool_call_id) results.set(m.tool_call_id, parseJson(text(m.content)));
  const rounds = body.messages
    .slice(lastUser + 1)
    .filter((m) => m.role === "assistant" && m.tool_calls?.length)
    .map((m) =>
      m.tool_calls!.map((c) => ({
        call: { name: c.function.name, args: parseJson(c.function.arguments) as Record<string, unknown> },
        result: unwrap(results.get(c.id)),
      })),
    );
  return { user: text(body.messages[lastUser]?.content ?? ""), tools, rounds };
}

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

/** The AI SDK may send a tool's output as `{ type: "json", value }`. */
const unwrap = (r: unknown) =>
  r && typeof r === "object" && "type" in r && "value" in r && (r as { type: unknown }).type === "json"
    ? (r as { value: unknown }).value
    : r;

/** The peer's moves as chat-completions replies; `log` keeps what it last did (for the runner's checks). */
export function responder(script: () => Script | undefined, log: Move[]): FakeResponder {
  return (body): FakeReply => {
    const s = script();
    const move: Move = s ? s(readTurn(body)) : { say: "No script." };
    log.push(move);
    if ("say" in move) return { content: move.say };
    return { toolCalls: move.calls.map((c) => ({ name: c.name, arguments: JSON.stringify(c.args) })) };
  };
}

// ——— what the scripts share ———

/** Words as the set's scorer reads them: lower case, letters and digits, accents dropped. */
export const wordsOf = (s: string) =>
  (
    s
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).filter(Boolean);

/** The integers a text holds ("q15" → 15, "2,500" → 2 and 500, "INV-1003" → 1003). */
export const numbersIn = (s: string) => new Set((s.match(/\d+/g) ?? []).map(Number));

/** Edit distance with transpositions (optimal string alignment). */
export function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

const GENERIC_NAME_WORDS = new Set("the and for inc llc ltd corp co company group new".split(" "));

/** A word of the request that stands for a word of a name: the same, a near spelling, or its start. */
function near(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (word.length >= 4 && typed.length >= 4 && word.startsWith(typed)) return true;
  const allowed = word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(typed.length - word.length) <= allowed && distance(typed, word) <= allowed;
}

/**
 * The names of the owner's records the request mentions, each with the words the owner typed for it
 * ("kesler" for Kessler Fitness): any distinctive word of the name, spelt nearly alike. A model reads
 * names the same way; the lookups then say which records they are.
 */
export function mentioned(text: string, names: string[]): { name: string; typed: string }[] {
  const typed = wordsOf(text);
  const out: { name: string; typed: string }[] = [];
  for (const name of names) {
    const own = wordsOf(name).filter((w) => w.length >= 3 && !GENERIC_NAME_WORDS.has(w));
    const hits = typed.filter((t) => t.length >= 3 && own.some((w) => near(t, w)));
    if (hits.length) out.push({ name, typed: [...new Set(hits)].join(" ") });
  }
  return out;
}

/** The alternatives a property's schema allows (a union, a nullable…), flattened. */
export const variants = (s: JsonSchema | undefined): JsonSchema[] =>
  !s ? [] : s.anyOf ? s.anyOf.flatMap(variants) : [s];

export const typesOf = (s: JsonSchema | undefined) =>
  new Set(variants(s).flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : [])));

/**
 * A value in the form a property's schema asks for: a number where it takes only strings becomes a
 * string ("2400"), a string of digits where it takes only numbers a number, a single value where it
 * takes a list a list of one, a list of records field by field, an enum value in the enum's spelling.
 */
export function coerce(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema) return value;
  const types = typesOf(schema);
  if (types.has("array")) {
    const items = variants(schema).find((v) => v.type === "array")?.items;
    return (Array.isArray(value) ? value : [value]).map((v) => coerce(v, items));
  }
  if (value && typeof value === "object" && !Array.isArray(value) && schema.properties) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, coerce(v, schema.properties![k])]),
    );
  }
  if (typeof value === "number" && !types.has("number") && !types.has("integer") && types.has("string"))
    return String(value);
  if (typeof value === "string" && !types.has("string") && (types.has("number") || types.has("integer"))) {
    const n = Number(value.replace(/[$,]/g, ""));
    return Number.isFinite(n) ? n : value;
  }
  const allowed = variants(schema).flatMap((v) => v.enum ?? []);
  if (allowed.length && typeof value === "string") {
    return allowed.find((a) => String(a).toLowerCase() === value.toLowerCase()) ?? value;
  }
  return value;
}

/** "$1,250.00" for 1250 or "1250.00": money as the product writes it. */
export function dollars(amount: unknown, currency = "USD"): string {
  const n = Number(String(amount).replace(/[$,]/g, ""));
  return Number.isFinite(n)
    ? new Intl.NumberFormat("en-US", { style: "currency", currency }).format(n)
    : String(amount);
}

const LABELS = ["name", "number", "quoteNumber", "title", "client", "clientName"];
const MONEY = /^(amount|balance|owed|total|paid)$|Rate$/i;

/** A record a lookup returned, in words: its name or number first, then its other fields. */
export function describeRecord(record: unknown, currency = "USD"): string {
  if (record === null || record === undefined) return "";
  if (typeof record !== "object") return String(record);
  if (Array.isArray(record)) return record.map((r) => describeRecord(r, currency)).join("; ");
  const entries = Object.entries(record as Record<string, unknown>);
  const label = LABELS.map((k) => (record as Record<string, unknown>)[k]).find((v) => typeof v === "string");
  const rest = entries
    .filter(([, v]) => v !== null && v !== undefined && v !== "" && !(typeof v === "string" && v === label))
    .map(([k, v]) => {
      if (Array.isArray(v)) return v.length ? `${k}: ${describeRecord(v, currency)}` : `no ${k}`;
      if (MONEY.test(k)) return `${k} ${dollars(v, currency)}`;
      return `${k} ${String(v)}`;
    });
  const missing = entries.filter(([, v]) => v === null).map(([k]) => `no ${k}`);
  return `${label ?? ""}${rest.length || missing.length ? ` (${[...rest, ...missing].join(", ")})` : ""}`.trim();
}

/** Everything a turn's lookups returned, as records. */
export const lookedUp = (turn: PeerTurn) =>
  turn.rounds.flat().flatMap(({ result }) => (Array.isArray(result) ? result : result ? [result] : []));
