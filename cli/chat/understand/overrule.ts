// When the earlier rules (../intents/) and the classifier disagree about what a request is. The rules
// answer first for what they were written for; where the classifier is sure the request is another
// kind of thing ("bill wayne 2k every month" is a recurring series, not one invoice; "follow up with
// acme about Q-0002" is a quote, not a payment reminder), its reading wins. Where both agree, the
// readers fill in the values for the requests that carry many (READ_BETTER).

import type { Intent } from "../types";
import type { Understood } from "./understand";

/** How sure the classifier must be to overrule the rules. */
const SURE_ENOUGH = 0.8;

/** The classifier's labels that mean the same change as a rule's intent. */
const SAME: Record<string, string[]> = {
  "invoice.create": ["create_invoice"],
  "invoice.paid": ["mark_invoice_paid", "record_payment"],
  "invoice.send": ["send_invoice"],
  "invoice.status": ["ask_invoice", "ask_client"],
  invoices: ["ask_invoices", "ask_overdue", "ask_owed", "ask_due_soon"],
  money: ["ask_owed", "ask_overdue", "ask_due_soon", "ask_collected", "ask_compare", "ask_invoice", "ask_client"],
  nudge: ["remind_invoice", "nudge_client"],
  remind: ["run_reminders", "remind_overdue"],
  "remind.overdue": ["remind_overdue", "run_reminders"],
  "client.add": ["create_client"],
  "client.update": ["update_client"],
  "client.status": ["update_client", "ask_client"],
  "client.ask": ["ask_client"],
  clients: ["ask_clients"],
  done: ["complete_task"],
  "task.add": ["create_task"],
  "task.delete": ["delete_task"],
  tasks: ["ask_tasks"],
  "time.add": ["log_time"],
  "timer.start": ["start_timer"],
  "timer.stop": ["stop_timer"],
  unbilled: ["ask_unbilled"],
  "unbilled.invoice": ["invoice_unbilled_time"],
  "post.draft": ["create_post", "schedule_post"],
  "post.schedule": ["schedule_post", "create_post"],
  posts: ["ask_posts"],
  "post.ask": ["schedule_post", "create_post", "ask_posts"],
  "workflow.start": ["activate_workflow"],
  "workflow.status": ["workflow_status"],
  focus: ["ask_focus"],
};

/** Requests whose values the readers read better than the rules, once both agree on the request. */
const READ_BETTER = new Set(["invoice.create", "task.add", "time.add", "timer.start"]);

/** True when the classifier's reading should replace the rules'. */
export function overrules(read: Understood, rules: Intent): boolean {
  const top = read.ranked[0];
  if (!top || read.intent.op === "unknown") return false;
  // The rules took a bare number for a name or an invoice's number ("is 1003 overdue" as a client called
  // "1003", "record a payment of 300" as INV-300): the reading, which read it as the sum or invoice it is, answers.
  if (numberMisread(rules)) return true;
  // The reading only knows what kind of request it is and asks which thing: whatever the rules read stands.
  if (read.asks) return false;
  // The classifier's own declines never replace a reading the rules understood.
  if (top.intent.startsWith("decline") || read.intent.op === "decline") return false;
  // The reading is sure of what is asked and read every part the rules saw: it answers (its readers
  // and the owner's own names read values and titles the rules' patterns miss; a topic the rules
  // decline that names the owner's own task is that task).
  if (top.p >= SURE_ENOUGH && parts(read.intent) >= parts(rules)) return true;
  // More requests read than the rules saw ("add client nova … then invoice them 900", "invoice acme 100,
  // invoice globex 200 and remind initech"): every part was understood, none is dropped.
  if (read.intent.op === "both") return parts(read.intent) > parts(rules);
  if (rules.op === "both") return false;
  // "initech paid 1600 of 1003": a part payment where the rules saw the whole invoice paid.
  if (rules.op === "invoice.paid" && !rules.amount && read.intent.op === "act" && read.intent.name === "record_payment")
    return true;
  const same = SAME[rules.op];
  if (!same) return false;
  // Agreed on what it is, and the reading found something to say first (a network Microteam does not
  // post to, a period not begun, a day rate): said rather than done.
  if (read.intent.op === "say" && same.includes(top.intent)) return rules.op !== "invoice.paid";
  if (top.intent.startsWith("decline")) return false;
  // Agreed on what it is: where the request carries dates, periods, terms, amounts or free text, the
  // readers (chrono-node, the amount and term readers) read them better than the rules.
  // A money question over a period ("last quarter", "q2 vs q3"): the period readers answer it exactly.
  if (same.includes(top.intent)) return READ_BETTER.has(rules.op) || (rules.op === "money" && read.intent.op === "ask");
  return top.p >= SURE_ENOUGH;
}

function numberMisread(rules: Intent): boolean {
  if ((rules.op === "client.status" || rules.op === "client.ask") && /^\d+$/.test(rules.client.trim())) return true;
  return rules.op === "invoice.paid" && !!rules.ref && /^\d{1,3}$/.test(rules.ref.trim());
}

const parts = (intent: Intent): number => (intent.op === "both" ? parts(intent.first) + parts(intent.second) : 1);
