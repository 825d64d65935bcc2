// What one chat reply says and proposes, in the held-out set's terms (test/chat-heldout/README.md
// "Scoring"): the runner (scripts/eval-chat.ts) and the model path's test read replies with it.

import type { ChatReply } from "../../cli/chat/types";
import type { Proposed, Turn } from "./score";

/** Everything a reply says, and the changes it proposes (a chain of questions included). */
export function readTurn(answer: ChatReply): Turn {
  const text: string[] = [];
  const proposals: Proposed[] = [];
  for (let r: ChatReply | undefined = answer; r; r = r.kind === "confirm" ? r.next : undefined) {
    if (r.kind !== "confirm") {
      text.push(r.text);
      break;
    }
    if (r.preface) text.push(r.preface);
    text.push(r.question);
    proposals.push(...expand(r.action ?? fromQuestion(r.question)));
  }
  return { text: text.join("\n"), proposals };
}

/**
 * The change a question proposes, read from its words: the chat before issue 13 did not label its
 * proposals, and this is how its BEFORE figure was measured.
 */
function fromQuestion(q: string): { op: string; args: Record<string, unknown> } {
  const numbers = q.match(/INV-\d+/g) ?? [];
  let m: RegExpExecArray | null;
  if (/^Mark INV-/.test(q)) return { op: "mark_invoice_paid", args: { invoiceNumber: numbers[0] } };
  if (/^Email INV-/.test(q)) return { op: "send_invoice", args: { invoiceNumber: numbers[0] } };
  if (/payment reminder/.test(q)) return { op: "remind_invoice", args: { invoiceNumbers: numbers } };
  if ((m = /^(.+) owes nothing right now/.exec(q))) return { op: "nudge_client", args: { clientName: m[1] } };
  if ((m = /^Create an invoice of \$([\d,.]+) for (.+), due (.+)\?$/.exec(q))) {
    const due = new Date(`${m[3]} 12:00 UTC`);
    return {
      op: "create_invoice",
      args: { amount: m[1].replace(/,/g, ""), clientName: m[2], dueDate: due.toISOString().slice(0, 10) },
    };
  }
  if ((m = /^Add (.+?)(?: <(.+)>)?(?: \(.+\))? to your clients\?$/.exec(q)))
    return { op: "create_client", args: { name: m[1], email: m[2] } };
  if ((m = /^Add the task "(.+)" \(.+?(?:, due (\d{4}-\d{2}-\d{2}))?\)\?$/.exec(q)))
    return { op: "create_task", args: { title: m[1], dueDate: m[2] } };
  if ((m = /^Mark "(.+)" done\?$/.exec(q))) return { op: "complete_task", args: { taskTitle: m[1] } };
  return { op: "unknown", args: { question: q } };
}

/** A bulk proposal counts as the actions it holds. */
function expand(action: { op: string; args: Record<string, unknown> }): Proposed[] {
  const numbers = action.args.invoiceNumbers;
  if (Array.isArray(numbers)) {
    const { invoiceNumbers: _, ...rest } = action.args;
    return numbers.map((invoiceNumber) => ({ op: action.op, args: { ...rest, invoiceNumber } }));
  }
  return [action];
}
