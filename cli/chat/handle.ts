import type { AiEngine } from "@core/ai/types";
import type { CliContext } from "../context";
import { CliError } from "../errors";
import { formatTable, type Result } from "../output";
import type { Change } from "../operations/change";
import { addClient, listClients } from "../operations/clients";
import { focus } from "../operations/focus";
import { createInvoice, listInvoices, markPaid, sendInvoice } from "../operations/invoices";
import { nudge } from "../operations/nudge";
import { remind } from "../operations/remind";
import { status } from "../operations/status";
import { addTask, done, listTasks } from "../operations/tasks";
import { listPosts, schedulePostChange } from "../operations/posts";
import { EXAMPLES, parseIntent, suggestFor } from "./intents";
import { TOOLS, toolToIntent } from "./tools";
import type { ChatReply, Intent } from "./types";

export const HELP = [
  "I can help with:",
  '  • your morning focus: "what should I work on?"',
  '  • invoices: "who owes me money?", "mark INV-1731 paid", "send invoice INV-1731", "invoice Acme $2,400 due next friday"',
  '  • reminders: "remind Acme", "run reminders"',
  '  • clients: "list my clients", "add client Jane Doe jane@doe.com"',
  '  • tasks: "my tasks", "add task call the bank tomorrow", "done 3f2a9c1d"',
  '  • posts: "what posts are coming up?", "schedule a post about our spring workshop on linkedin tomorrow at 9am"',
  '  • "status", "help", "exit"',
].join("\n");

const SYSTEM =
  "You are Microteam, the terminal assistant of a solo business owner. Pick the one tool that does what the " +
  "owner asks. If no tool fits, answer in one short sentence saying what you can do instead. Never invent " +
  "invoice numbers or amounts.";

export interface ChatSession {
  ctx: CliContext;
  /** The model backend when one is configured; otherwise the offline parser understands alone. */
  ai: AiEngine | null;
  history: { role: "user" | "assistant"; content: string }[];
}

/** Plain text of a result, for the chat. */
export function toText(result: Result): string {
  if (result.kind === "message") return result.text;
  if (result.kind === "lines") return result.lines.map((l) => l.text).join("\n");
  return formatTable(result, false);
}

/** What the owner meant: the model's tool call when a model is configured, else the offline rules. */
export async function understand(session: ChatSession, text: string): Promise<Intent | { say: string }> {
  if (session.ai && session.ai.backend === "model") {
    const choice = await session.ai.chooseTool({
      system: SYSTEM,
      messages: [...session.history.slice(-6), { role: "user", content: text }],
      tools: TOOLS,
    });
    if (choice.value && "tool" in choice.value) return toolToIntent(choice.value.tool, choice.value.input);
    if (choice.value && "text" in choice.value) {
      // The model answered in words; the offline rules may still know the request.
      const offline = parseIntent(text, session.ctx.now());
      return offline.op === "unknown" ? { say: choice.value.text } : offline;
    }
  }
  return parseIntent(text, session.ctx.now());
}

/** One turn of the conversation. Changes come back as a question; they run only after a yes. */
export async function reply(session: ChatSession, text: string): Promise<ChatReply> {
  session.history.push({ role: "user", content: text });
  try {
    const meant = await understand(session, text);
    const answer =
      "say" in meant ? ({ kind: "text", text: meant.say } as ChatReply) : await execute(session.ctx, meant);
    session.history.push({ role: "assistant", content: answer.kind === "confirm" ? answer.question : answer.text });
    return answer;
  } catch (error) {
    const message =
      error instanceof CliError ? `${error.message}${error.hint ? ` ${error.hint}` : ""}` : (error as Error).message;
    return { kind: "error", text: message };
  }
}

const ask = (change: Change): ChatReply => ({
  kind: "confirm",
  question: change.question,
  run: async () => {
    try {
      return { kind: "text", text: toText(await change.run()) };
    } catch (error) {
      return { kind: "error", text: (error as Error).message };
    }
  },
});

export async function execute(ctx: CliContext, intent: Intent): Promise<ChatReply> {
  const text = (r: Result): ChatReply => ({ kind: "text", text: toText(r) });
  switch (intent.op) {
    case "focus":
      return text(await focus(ctx));
    case "invoices":
      return text(await listInvoices(ctx, { status: intent.filter }));
    case "invoice.paid":
      return ask(await markPaid(ctx, intent.ref));
    case "invoice.send":
      return ask(await sendInvoice(ctx, intent.ref));
    case "invoice.create":
      return ask(await createInvoice(ctx, intent));
    case "remind": {
      const { result, change } = await remind(ctx, { dryRun: intent.dryRun });
      return change ? ask(change) : text(result!);
    }
    case "nudge":
      return ask(await nudge(ctx, intent.ref));
    case "clients":
      return text(await listClients(ctx));
    case "client.add":
      return ask(await addClient(ctx, intent));
    case "tasks":
      return text(await listTasks(ctx, { limit: 10 }));
    case "task.add":
      return ask(await addTask(ctx, intent));
    case "done":
      return ask(await done(ctx, intent.ref));
    case "posts":
      return text(await listPosts(ctx, { limit: 10 }));
    case "post.schedule":
      return ask(await schedulePostChange(ctx, { text: intent.text, on: intent.platforms, at: intent.at }));
    case "status":
      return text(await status(ctx));
    case "help":
      return { kind: "text", text: HELP };
    case "unknown":
      return {
        kind: "text",
        text: `Sorry, I didn't understand "${intent.text}". I can't do that yet. Try:\n${suggestFor(intent.text)
          .map((s) => `  • ${s}`)
          .join("\n")}\n(or "help" for everything I can do)`,
      };
  }
}

export { EXAMPLES };
