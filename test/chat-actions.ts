// The chat actions' tests (cli/chat/actions/*.test.ts): the chat-fresh-1 business loaded fresh (today
// Nov 30, 2026 in Los Angeles), an action proposed by name, and what a reply says.
import { fileURLToPath } from "node:url";
import type { InvoiceDetail } from "../core/invoices";
import { proposeAction } from "../cli/chat/actions";
import type { ChatReply, ConfirmReply } from "../cli/chat/types";
import { loadHeldOut, readFixture } from "./chat-heldout/load";

const FRESH = fileURLToPath(new URL("./chat-fresh-1", import.meta.url));

export async function freshBusiness() {
  const loaded = await loadHeldOut(readFixture(FRESH));
  const api = await loaded.ctx.api();
  const act = (name: string, args: Record<string, unknown>) => proposeAction(loaded.ctx, name, args);
  const close = () => loaded.t.services.db.$client.close();
  /** An invoice as its page reads it, by number. */
  const invoice = async (number: string) => {
    const [found] = (await api.page<InvoiceDetail>(`/api/invoices?q=${number}`)).items;
    return api.request<InvoiceDetail>("GET", `/api/invoices/${found.id}`);
  };
  return { ...loaded, api, act, close, invoice };
}

export type FreshBusiness = Awaited<ReturnType<typeof freshBusiness>>;

/** Everything a reply says: the preface and question of a proposal, or the text. */
export const said = (r: ChatReply) =>
  r.kind === "confirm" ? [r.preface, r.question].filter(Boolean).join(" ") : r.text;

export function confirmed(r: ChatReply): ConfirmReply {
  if (r.kind !== "confirm") throw new Error(`expected a proposal, got: ${said(r)}`);
  return r;
}
