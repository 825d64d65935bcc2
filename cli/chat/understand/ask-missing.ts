// When the classifier is sure what is asked ("move … to next week", "pause the recurring invoice",
// "done") but the sentence does not name the one thing it is about, the chat asks which one, naming
// the owner's own candidates, rather than answering "I didn't understand". Candidates are the ones
// sharing a word with the request ("the oakridge task": both Oakridge tasks), else the open ones.

import type { Entity, EntityKind } from "./entities";
import { stem, tokenize } from "./tokens";

/** What each change is about, and how the question names it. */
const ABOUT: Record<string, { kind: EntityKind; noun: string; verb: string; status?: string[] }> = {
  move_task: { kind: "task", noun: "task", verb: "move" },
  complete_task: { kind: "task", noun: "task or step", verb: "mark done" },
  delete_task: { kind: "task", noun: "task", verb: "delete" },
  delegate_step: { kind: "task", noun: "task or step", verb: "hand over" },
  pause_recurring: { kind: "series", noun: "recurring invoice", verb: "pause", status: ["active"] },
  resume_recurring: { kind: "series", noun: "recurring invoice", verb: "resume", status: ["paused"] },
  end_recurring: { kind: "series", noun: "recurring invoice", verb: "end", status: ["active", "paused"] },
  send_quote: { kind: "quote", noun: "quote", verb: "send", status: ["draft", "sent"] },
  follow_up_quote: { kind: "quote", noun: "quote", verb: "follow up", status: ["sent"] },
  accept_quote: { kind: "quote", noun: "quote", verb: "mark accepted", status: ["sent", "draft"] },
  convert_quote: { kind: "quote", noun: "quote", verb: "turn into an invoice", status: ["accepted"] },
  pause_workflow: { kind: "workflow", noun: "workflow", verb: "pause", status: ["active", "pending"] },
  activate_workflow: { kind: "workflow", noun: "workflow", verb: "make active", status: ["paused", "pending"] },
  workflow_status: { kind: "workflow", noun: "workflow", verb: "look at" },
};

/** Changes about an invoice: the invoice is asked for by number or client (the owner may have thousands). */
const INVOICE_CHANGES: Record<string, string> = {
  record_payment: "record the payment against",
  mark_invoice_paid: "mark paid",
  send_invoice: "send",
  remind_invoice: "send a reminder for",
  void_invoice: "void",
  duplicate_invoice: "copy",
  update_invoice: "change",
  create_payment_plan: "split into a payment plan",
};

const MAX_NAMED = 5;
/** Words that say nothing about which thing is meant. */
const EMPTY = new Set(
  "the a an my our this that it its to on for of and with task step quote workflow recurring invoice series done".split(
    " ",
  ),
);

/** The question, or undefined when this change is not about one named thing. */
export function askWhich(intent: string, text: string, entities: Entity[]): string | undefined {
  const invoiceVerb = INVOICE_CHANGES[intent];
  if (invoiceVerb) {
    const sum = /\$?\d[\d,.]*k?/.exec(text)?.[0];
    return `Which invoice should I ${invoiceVerb}${sum ? ` (${sum})` : ""}? Say its number ("INV-…") or the client's name (\`microteam invoices\` lists them).`;
  }
  const about = ABOUT[intent];
  if (!about) return undefined;
  const open = entities.filter(
    (e) => e.kind === about.kind && !e.done && (!about.status || !e.status || about.status.includes(e.status)),
  );
  if (open.length === 0) return `You have no open ${about.noun}s to ${about.verb}.`;
  const said = new Set(
    tokenize(text)
      .map((t) => stem(t.word))
      .filter((w) => w.length >= 3 && !EMPTY.has(w)),
  );
  const sharing = open.filter((e) => tokenize([e.name, ...e.aliases].join(" ")).some((t) => said.has(stem(t.word))));
  // Soonest due first, then by name: the same question every time (records made together tie on their ids).
  const order = (a: Entity, b: Entity) =>
    (a.due ?? "9999").localeCompare(b.due ?? "9999") || a.name.localeCompare(b.name);
  const choices = [...(sharing.length > 0 ? sharing : open)]
    .sort(order)
    .slice(0, MAX_NAMED)
    .map((e) => `"${e.name}"${e.kind === "quote" ? ` (${e.aliases.join(", ")}, ${e.status})` : ""}`);
  const more = sharing.length === 0 && open.length > MAX_NAMED ? `, or another (${open.length} in all)` : "";
  return `Which ${about.noun} should I ${about.verb}: ${orList(choices)}${more}?`;
}

function orList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
