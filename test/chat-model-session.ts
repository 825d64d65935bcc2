// A chat session with a model, for the tests of the chat's model path: the local OpenAI-compatible peer
// (test/fakes/openai.ts) and a fixture's business (test/chat-heldout/load.ts), closed after each test.

import { afterEach } from "vitest";
import { modelEngine } from "@core/ai";
import type { ChatSession } from "../cli/chat/handle";
import type { ChatReply } from "../cli/chat/types";
import { loadHeldOut, type HeldOutFixture } from "./chat-heldout/load";
import { startFakeOpenAI } from "./fakes/openai";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

export async function withModel(fixture?: HeldOutFixture, timeoutMs = 3000) {
  const fake = await startFakeOpenAI();
  closers.push(fake.close);
  const { ctx, t } = await loadHeldOut(fixture);
  closers.push(async () => {
    t.services.db.$client.close();
  });
  const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "local", timeoutMs });
  const session: ChatSession = { ctx, ai, history: [] };
  return { fake, session };
}

/** A tool call as the model sends it. */
export const call = (name: string, args: unknown) => ({ name, arguments: JSON.stringify(args) });

/** The changes a reply proposes, a chain of questions included. */
export const actions = (r: ChatReply) => {
  const out: unknown[] = [];
  for (let x: ChatReply | undefined = r; x?.kind === "confirm"; x = x.next) out.push(x.action);
  return out;
};
