// One request through the chat's model path (scripts/eval-chat.ts --model): the chat with a model
// engine pointed at the scripted peer (model-peer.ts), whose script is derived from the request's
// expectation, the same way for every request (never by id): this file picks the expectation the peer
// plays and runs the turn; the plan for each kind is in model-plan-*.ts. What the figure measures:
// eval-chat.ts.

import { modelEngine } from "@core/ai";
import { reply, type ChatSession } from "../../cli/chat/handle";
import type { ChatReply } from "../../cli/chat/types";
import type { CliContext } from "../../cli/context";
import { startFakeOpenAI } from "../fakes/openai";
import { readTurn, responder, type Move, type PeerTool, type Script } from "./model-peer";
import { actionPlan } from "./model-plan-action";
import { answerPlan } from "./model-plan-answer";
import { questionPlan } from "./model-plan-clarify";
import { declinePlan } from "./model-plan-decline";
import type { Fixture, Plan } from "./model-plan";
import type { Expect, HeldOutRequest } from "./score";

export type { Fixture } from "./model-plan";

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
