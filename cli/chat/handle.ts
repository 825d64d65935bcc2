import type { AiEngine } from "@core/ai";
import type { CliContext } from "../context";
import { CliError } from "../errors";
import type { PublicUser } from "../types";
import { execute, HELP } from "./execute";
import { EXAMPLES, parseIntent } from "./intents";
import { toText } from "./text";
import { lookupTools } from "./lookup-tools";
import { TOOLS, toolToIntent } from "./tools";
import type { ChatReply, Intent } from "./types";

export { HELP, execute, toText, EXAMPLES };

export interface ChatSession {
  ctx: CliContext;
  /** The model backend when one is configured; otherwise the offline parser understands alone. */
  ai: AiEngine | null;
  history: { role: "user" | "assistant"; content: string }[];
  /** The system message, made once per session (it names the owner's today and time zone). */
  system?: string;
  /** The owner's time zone, read once per session: "tomorrow" is the owner's tomorrow. */
  timeZone?: string;
}

/**
 * The owner's clock for the offline rules: a Date whose local calendar day is the owner's today
 * (the rules read local parts), so "tomorrow" said at 7 pm in Los Angeles is not the day after in UTC.
 */
async function ownerNow(session: ChatSession): Promise<Date> {
  const now = session.ctx.now();
  if (!session.timeZone) {
    const user = await (await session.ctx.api()).request<PublicUser>("GET", "/api/auth/user");
    session.timeZone = user.timeZone || "UTC";
  }
  const { todayIn } = await import("@core/time");
  const [y, m, d] = todayIn(session.timeZone, now).split("-").map(Number);
  return new Date(y, m - 1, d, now.getHours(), now.getMinutes());
}

/** The system message: who the owner is, their today and time zone, and how to use the tools. */
async function systemMessage(session: ChatSession): Promise<string> {
  if (session.system) return session.system;
  const user = await (await session.ctx.api()).request<PublicUser>("GET", "/api/auth/user");
  const { todayIn } = await import("@core/time");
  const today = todayIn(user.timeZone, session.ctx.now());
  const weekday = new Date(`${today}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  session.system =
    `You are Microteam, the terminal assistant of ${user.businessName ?? "a solo business"} ` +
    `(owner: ${[user.firstName, user.lastName].filter(Boolean).join(" ") || user.email}). ` +
    `Today is ${weekday} ${today} in the owner's time zone, ${user.timeZone}; amounts are in ${user.defaultCurrency}. ` +
    "Resolve relative dates (friday, end of month, net 30) to YYYY-MM-DD from today. " +
    "Use the find_* lookups (clients, invoices, quotes, tasks, recurring series, helpers) to look up names and " +
    "numbers before acting; never invent invoice or quote numbers, names or amounts. Call one tool per thing the owner asks (two requests: two tools). 'Remind me to …' is a " +
    "task. If no tool fits, answer in one short sentence saying what Microteam can do instead and where.";
  return session.system;
}

type Understood = { intent: Intent; offline?: string } | { say: string };

/**
 * What the owner meant: the model's tool calls when a model is configured, else the offline rules.
 * A model that fails, or calls a tool that does not exist or with bad arguments, falls back to the
 * rules, and the reply says "(offline)".
 */
export async function understand(session: ChatSession, text: string): Promise<Understood> {
  const now = await ownerNow(session);
  const offline = () => offlineIntent(session, text, now);
  if (!session.ai || session.ai.backend !== "model") return { intent: await offline() };
  const choice = await session.ai.chooseTool({
    system: await systemMessage(session),
    // The history already ends with this turn's message: it is sent once.
    messages: session.history.slice(-7),
    tools: [...lookupTools(session.ctx), ...TOOLS],
  });
  const value = choice.value;
  if (value && "tool" in value) {
    const intents = [value, ...(value.more ?? [])].map((c) => toolToIntent(c.tool, c.input));
    if (intents.every((i): i is Intent => i !== null)) return { intent: chain(intents, text) };
    return { intent: await offline(), offline: "the model's answer could not be used" };
  }
  if (value && "text" in value) {
    // The model answered in words; the offline rules may still know a request it can carry out.
    // A model that asks something back ("which invoice?") has chosen not to act yet: its question stands.
    if (/\?\s*$/.test(value.text.trim())) return { say: value.text };
    const rules = await offline();
    return rules.op === "unknown" || rules.op === "decline" ? { say: value.text } : { intent: rules };
  }
  return { intent: await offline(), offline: choice.fallbackReason ?? "no model answer" };
}

/**
 * The offline understanding. While the new one (cli/chat/understand/: the owner's words read against
 * their own names, decision 329) grows, the earlier rules (./intents/) answer first what they know, and
 * the new one takes every request they do not understand (quotes, recurring series, payments, periods…).
 */
async function offlineIntent(session: ChatSession, text: string, now: Date): Promise<Intent> {
  const rules = parseIntent(text, now);
  const { understandOffline, overrules } = await import("./understand");
  const read = await understandOffline(session.ctx, text, session.timeZone ?? "UTC");
  if (rules.op === "unknown") return read.intent.op === "unknown" ? rules : read.intent;
  // The rules read a request as something the classifier is sure it is not ("bill wayne 2k every
  // month" is a recurring series, not one invoice): the classifier's reading wins.
  return overrules(read, rules) ? read.intent : rules;
}

/** Several tool calls: each proposed and confirmed in turn. */
function chain(intents: Intent[], text: string): Intent {
  return intents.reduceRight((second, first) => ({ op: "both", first, second, secondText: text }));
}

/** One turn of the conversation. Changes come back as a question; they run only after a yes. */
export async function reply(session: ChatSession, text: string): Promise<ChatReply> {
  session.history.push({ role: "user", content: text });
  try {
    const meant = await understand(session, text);
    let answer: ChatReply =
      "say" in meant ? { kind: "text", text: meant.say } : await execute(session.ctx, meant.intent);
    if ("offline" in meant && meant.offline) answer = markOffline(answer);
    session.history.push({ role: "assistant", content: answer.kind === "confirm" ? answer.question : answer.text });
    return answer;
  } catch (error) {
    const message =
      error instanceof CliError ? `${error.message}${error.hint ? ` ${error.hint}` : ""}` : (error as Error).message;
    return { kind: "error", text: message };
  }
}

/** The model was not used for this answer: say so where the owner reads. */
function markOffline(answer: ChatReply): ChatReply {
  if (answer.kind === "confirm") return { ...answer, preface: ["(offline)", answer.preface].filter(Boolean).join(" ") };
  return { ...answer, text: `(offline) ${answer.text}` };
}
