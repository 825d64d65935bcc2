// From what is asked (classify.ts) and what the sentence names (find.ts) to one Intent the chat
// carries out: each intent takes its values from the finds (the client, the amount, the date…) and
// the words left over (a description, a title, a topic). A value the request needs and does not give
// is left out, and the proposal asks for it; nothing is made up.
//
// The frames live by domain beside this file (invoices, quotes and recurring invoices, clients and
// leads, tasks/workflows/time, posts, questions), the clause readers they share in clause.ts; this file
// reads what every frame starts from and hands the clause to the intent's frame.

import type { Intent } from "../../types";
import type { Entity } from "../entities";
import { dateOf, invoiceOf, mention, nameOf, type Clause, type Frame } from "./clause";
import { CLIENT_LEAD_FRAMES } from "./clients-leads";
import { INVOICE_FRAMES } from "./invoices";
import { POST_FRAMES } from "./posts";
import { QUESTION_FRAMES } from "./questions";
import { QUOTE_RECURRING_FRAMES } from "./quotes-recurring";
import { WORK_FRAMES } from "./work";

export type { Clause } from "./clause";

/** Every intent's frame; an intent framed by two domains is a mistake, caught when the chat loads. */
const FRAMES = new Map<string, Frame>();
for (const domain of [
  INVOICE_FRAMES,
  QUOTE_RECURRING_FRAMES,
  CLIENT_LEAD_FRAMES,
  WORK_FRAMES,
  POST_FRAMES,
  QUESTION_FRAMES,
])
  for (const [intent, f] of Object.entries(domain)) {
    if (FRAMES.has(intent)) throw new Error(`Two frames for ${intent}`);
    FRAMES.set(intent, f);
  }

/** Changes that bill someone: they need a client record. */
const BILLS = new Set(["create_invoice", "create_quote", "create_recurring"]);

/** The intent for a classified clause; null when the clause lacks what the intent is about. */
export function frame(intent: string, c: Clause, ctx: { today: string; entities: Entity[] }): Intent | null {
  const seriesFound = mention(c, "series");
  const series = seriesFound?.value.entities;
  // A new bill for the client of a series named by its words, the client's among them ("invoice greenway
  // for the listing shoot"); a series' other words alone ("for portfolio captions") name no client.
  const typedSeries = seriesFound ? c.text.slice(seriesFound.index, seriesFound.end).toLowerCase() : "";
  const throughSeries =
    BILLS.has(intent) && series?.length === 1 && series[0].client && sharesNameWord(typedSeries, series[0].client)
      ? series[0].client
      : undefined;
  const client = nameOf(c, mention(c, "client")) ?? throughSeries;
  const invoice = invoiceOf(c);
  const date = dateOf(c);
  // "invoice Priya 500 deposit" where Priya is a lead: billing needs a client record first.
  const lead = mention(c, "lead");
  if (!client && lead?.value.exact && lead.value.entities.length === 1 && BILLS.has(intent)) {
    const name = lead.value.entities[0].name;
    return {
      op: "say",
      text: `${name} is a lead, not a client yet. Say "make ${name} a client" first; then ask again and the ${intent === "create_quote" ? "quote" : "invoice"} is made for them.`,
    };
  }
  const framed = FRAMES.get(intent);
  return framed ? framed(c, { intent, client, invoice, date, ctx }) : null;
}

/** The typed words hold a word of three letters or more of the name. */
function sharesNameWord(typed: string, name: string): boolean {
  const words = new Set(typed.match(/\p{L}{3,}/gu) ?? []);
  return (name.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((w) => words.has(w));
}
