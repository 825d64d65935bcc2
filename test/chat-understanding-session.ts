import path from "node:path";
import { afterEach } from "vitest";
import { loadHeldOut, readFixture } from "./chat-heldout/load";
import { reply, type ChatSession } from "../cli/chat/handle";
import type { ChatReply } from "../cli/chat/types";

// The chat's understanding tests' session (cli/chat/understanding*.test.ts): the real chat and the real
// API over the held-out fixture's business (its data, not its requests: the tests' phrasings are other ones).

const closers: (() => void)[] = [];
afterEach(() => {
  while (closers.length) closers.pop()!();
});

/** A chat over the held-out business, or another set's (`dir`: e.g. "test/chat-fresh-1"). */
export async function chat(now?: string, dir?: string) {
  const fixture = readFixture(dir ? path.resolve(dir) : undefined);
  const loaded = await loadHeldOut(now ? { ...fixture, now } : fixture);
  closers.push(() => loaded.t.services.db.$client.close());
  const session: ChatSession = { ctx: loaded.ctx, ai: null, history: [] };
  const api = await loaded.ctx.api();
  const say = async (text: string) => {
    const answer = await reply(session, text);
    return { answer, text: words(answer), actions: actions(answer) };
  };
  return { ...loaded, api, say };
}

export function words(r: ChatReply): string {
  const out: string[] = [];
  for (let x: ChatReply | undefined = r; x; x = x.kind === "confirm" ? x.next : undefined) {
    if (x.kind === "confirm") out.push(x.preface ?? "", x.question);
    else out.push(x.text);
  }
  return out.filter(Boolean).join("\n");
}

export function actions(r: ChatReply) {
  const out: { op: string; args: Record<string, unknown> }[] = [];
  for (let x: ChatReply | undefined = r; x?.kind === "confirm"; x = x.next) out.push(x.action);
  return out;
}

export async function yes(r: ChatReply): Promise<string[]> {
  const said: string[] = [];
  for (let x: ChatReply | undefined = r; x?.kind === "confirm"; x = x.next) said.push(words(await x.run()));
  return said;
}
