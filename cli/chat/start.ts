import type { CliContext } from "../context";
import { askYesNo, NO_TERMINAL_HINT } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import { reply, type ChatSession } from "./handle";
import { loadCellWidths } from "../cell-width";
import { numbered, partsData, partsList, partsOf } from "./parts";
import type { ChatReply, ConfirmReply } from "./types";

/** The model backend when AI_BASE_URL / AI_API_KEY / OPENAI_API_KEY are set; else none (offline rules). */
async function chatSession(ctx: CliContext, env: NodeJS.ProcessEnv = process.env): Promise<ChatSession> {
  const { modelSettingsFromEnv, modelEngine } = await import("@core/ai/engine");
  // The chat's answers draw tables of clients' and invoices' names, in any script.
  await loadCellWidths();
  const settings = modelSettingsFromEnv(env);
  return { ctx, ai: settings ? modelEngine(settings) : null, history: [] };
}

/** `microteam "mark INV-1042 paid"`: one request, answered, then exit (changes still ask, or --yes). */
export async function askOnce(ctx: CliContext, text: string) {
  const session = await chatSession(ctx);
  let answer: ChatReply | undefined = await reply(session, text);
  let changed = false;
  let first = true;
  // Each proposed change is asked in turn (two requests in one message are two questions), after the
  // list of them all.
  while (answer?.kind === "confirm") {
    const asked: ConfirmReply = answer;
    if (asked.preface && !ctx.output.json) ctx.output.stdout(asked.preface);
    if (first) announce(ctx, asked);
    first = false;
    const yes = await askYesNo(asked.question, ctx);
    if (!yes) {
      ctx.output.stderr(
        asked.next && !asked.nextNeedsThis
          ? "Skipped. Nothing was changed."
          : changed
            ? "Cancelled. Nothing more was changed."
            : "Cancelled. Nothing was changed.",
      );
      process.exitCode = EXIT.failure;
      answer = asked.nextNeedsThis ? undefined : asked.next;
      continue;
    }
    const result = await asked.run();
    changed = true;
    if (asked.next) {
      if (result.kind !== "confirm") print(ctx, result);
      answer = asked.next;
    } else answer = result;
  }
  if (answer) print(ctx, answer);
}

/**
 * A request with several changes lists them all before anything runs: on a terminal before the first
 * question, with --yes before the first runs, and without a terminal as the refusal itself (nothing
 * ran; the hint names --yes). --json gives them as data: `{ understood, proposals: [{ op, args, question }] }`.
 */
function announce(ctx: CliContext, asked: ConfirmReply) {
  const parts = partsOf(asked);
  if (parts.length < 2) return;
  const refused = !ctx.yes && !ctx.interactive;
  if (ctx.output.json) {
    const data = { understood: true, ...(refused ? { done: false } : {}), proposals: partsData(asked) };
    ctx.output.stdout(JSON.stringify(data, null, 2));
  } else if (!refused) ctx.output.stdout(partsList(asked, ctx.yes ? "each confirmed by --yes" : "each asked in turn")!);
  if (refused) {
    throw usageError(
      `This would make ${parts.length} changes to your data:\n${numbered(parts)}\nNothing was done.`,
      NO_TERMINAL_HINT,
    );
  }
}

function print(ctx: CliContext, answer: Exclude<ChatReply, ConfirmReply>) {
  // A failure goes through the CLI's one error path (JSON on stderr with --json).
  if (answer.kind === "error") throw new CliError(answer.text, EXIT.failure);
  const understood = !answer.text.startsWith("Sorry, I didn't understand");
  // --json: the command's own data (as `microteam invoices --json` prints it), not the text drawn from
  // it; the assistant's words only when there is no data (an answer, help, "didn't understand").
  const json = answer.data === undefined ? { understood, reply: answer.text } : { understood, data: answer.data };
  ctx.output.stdout(ctx.output.json ? JSON.stringify(json, null, 2) : answer.text);
  if (!understood) process.exitCode = EXIT.failure;
}

/** `microteam chat`: the Ink conversation. Ink and React are loaded only here. */
export async function startChat(ctx: CliContext) {
  if (!ctx.interactive)
    throw usageError("The chat needs a terminal.", 'For one request, run: microteam "your request"');
  const session = await chatSession(ctx);
  const api = await ctx.api();
  // Ink reads CI / CONTINUOUS_INTEGRATION when it loads and then draws only the last frame, for build
  // logs: the owner would see no prompt. We have just checked there is a terminal, so it is not a log.
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  const [{ render }, { createElement }, { ChatView }] = await Promise.all([
    import("ink"),
    import("react"),
    import("../views/chat"),
  ]);
  const me = await api.request<{ firstName: string | null }>("GET", "/api/auth/user");
  const backend = session.ai ? `AI model (${session.ai.modelName})` : "offline engine";
  const where = api.mode === "local" ? api.location : api.location;
  await new Promise<void>((resolve) => {
    const app = render(
      createElement(ChatView, {
        greeting: `Hi ${me.firstName ?? "there"}! Ask me things like "what should I work on?" or "who owes me money?". (${where})`,
        backendLabel: backend,
        onMessage: (text: string) => reply(session, text),
        onExit: (reason?: "interrupt") => {
          if (reason === "interrupt") process.exitCode = EXIT.interrupted;
          app.unmount();
          resolve();
        },
      }),
      { exitOnCtrlC: false },
    );
  });
}
