// Reading: help, status, focus, lists and the reminders job. These rules change nothing, which is
// why they are tried before any rule that does.

import type { Rule } from "./patterns";
import { HASNT, SHOW, WHATS, matchesAny, whole } from "./patterns";

const HELP = [
  whole(
    String.raw`help|help me|what can you do|what can i (?:say|ask|do|type)|what do you do|how does this work|how do i use (?:this|you)|(?:show )?commands|examples|menu|options`,
  ),
];

const STATUS = [
  whole(String.raw`(?:show |check |${WHATS} )?(?:my |the )?status`),
  whole(
    String.raw`where(?:'s| is| does| do you keep| do you store| are you keeping) (?:all )?my data(?: (?:live|stored|kept|saved|going|go))?`,
  ),
  whole(String.raw`(?:which|what) ai(?: is (?:on|running|active|being used|in use)| are you(?: using)?| do you use)?`),
  whole(
    String.raw`(?:which|what) (?:ai )?(?:model|engine|backend)(?: (?:is (?:on|running|active|being used)|are you using|do you use))?`,
  ),
  whole(String.raw`are you (?:online|offline|connected)`),
];

const FOCUS = [
  whole(
    String.raw`(?:show |give me |what are |${WHATS} )?(?:me )?(?:my |the |today's |this morning's )?(?:morning )?(?:focus|briefing|brief|rundown|digest|money moves|priorities|top (?:3|three)(?: money moves)?)(?: for today| today| for the day| this morning)?`,
  ),
  whole(String.raw`what should i (?:work on|do|focus on|tackle|start with)(?: first| next| now| today| this morning)*`),
  whole(String.raw`${WHATS} on my plate(?: today| this morning)?`),
  whole(String.raw`${WHATS} (?:important|urgent|most important)(?: today)?|what matters(?: most)? today`),
  whole(String.raw`where (?:should|do) i start(?: today)?|plan my day|today`),
];

const UNPAID = [
  whole(
    `${SHOW}(?:unpaid|outstanding|open|owed) invoices|${SHOW}invoices (?:that are )?(?:unpaid|outstanding|not paid|still open|awaiting payment)`,
  ),
  whole(String.raw`who (?:still )?owes me(?: money| anything)?(?: still)?|who ${HASNT} paid(?: me)?(?: yet)?`),
  whole(String.raw`${WHATS} (?:still )?(?:outstanding|unpaid|owed(?: to me)?)|(?:unpaid|outstanding)`),
  whole(
    String.raw`how much (?:money )?(?:am i owed|is owed(?: to me)?|is outstanding|do (?:people|clients|customers) owe me)`,
  ),
  whole(
    String.raw`(?:money|cash) owed(?: to me)?|which invoices (?:are|have) (?:unpaid|outstanding|open|not been paid|still open)`,
  ),
];

const OVERDUE = [
  whole(`${SHOW}(?:overdue|late|past due|past-due) invoices|${SHOW}invoices (?:that are )?(?:overdue|late|past due)`),
  whole(
    String.raw`who(?:'s| is| are|s)? (?:late|behind|overdue)(?: (?:paying|with payments?|on payments?|on (?:their |my )?invoices))?`,
  ),
  whole(String.raw`who ${HASNT} paid(?: me)? on time|late payers|overdue`),
  whole(String.raw`${WHATS} overdue|anything overdue|which invoices are (?:overdue|late|past due)`),
];

const PAID = [
  whole(`${SHOW}(?:paid|settled) invoices|${SHOW}invoices (?:that are |that have been )?paid`),
  whole(
    String.raw`which invoices (?:are|were|have been) paid|who (?:has )?paid(?: me)?(?: recently| lately| this month)?`,
  ),
];

const PENDING = [whole(`${SHOW}(?:pending|sent|issued|awaiting) invoices`)];
const DRAFT = [whole(`${SHOW}(?:draft|unsent) invoices|${SHOW}(?:invoice )?drafts`)];
const ALL_INVOICES = [whole(`${SHOW}invoices(?: list)?|invoice list|what invoices do i have`)];

const CLIENTS = [
  whole(`${SHOW}(?:active )?(?:clients|customers)(?: list)?|(?:client|customer) list`),
  whole(String.raw`who are my (?:clients|customers)|how many (?:clients|customers)(?: do i have)?`),
];

const TASKS = [
  whole(
    String.raw`${SHOW}(?:open |pending |outstanding )?(?:tasks|to-?dos|todos|to-?do list|todo list|task list)(?: for today| today)?`,
  ),
  whole(
    String.raw`what tasks do i have(?: today)?|${WHATS} on my (?:to-?do|todo|task) list|what (?:else )?do i (?:have|need) to do(?: today)?`,
  ),
];

const DRY_RUN_REMINDERS = [
  whole(
    String.raw`(?:what|which) reminders (?:would|will|are going to|are about to) (?:go out|be sent|send)(?: today| now)?`,
  ),
  whole(
    String.raw`(?:dry[- ]run|preview|simulate|test|check)(?: the| my)?(?: automatic| auto)? reminders|reminders? (?:dry[- ]run|preview)|reminders`,
  ),
  whole(
    String.raw`(?:run |do )?(?:a )?dry[- ]run (?:of )?(?:the )?(?:automatic |auto )?reminders|who would (?:get a reminder|be reminded)(?: today)?`,
  ),
];

const RUN_REMINDERS = [
  whole(
    String.raw`(?:run|send|send out|trigger|fire off|process|do|kick off|start)(?: the| all| my| all the| all my)?(?: automatic| auto| automated| scheduled| overdue| payment| due)* reminders`,
  ),
  whole(String.raw`run(?: the)? (?:auto(?:matic)? )?reminders? job`),
];

/** The list rules, tried before any rule that changes something. */
export const listRules: Rule[] = [
  (t) => (matchesAny(t, HELP) ? { op: "help" } : null),
  (t) => (matchesAny(t, STATUS) ? { op: "status" } : null),
  (t) => (matchesAny(t, FOCUS) ? { op: "focus" } : null),
  (t) => (matchesAny(t, UNPAID) ? { op: "invoices", filter: "unpaid" } : null),
  (t) => (matchesAny(t, OVERDUE) ? { op: "invoices", filter: "overdue" } : null),
  (t) => (matchesAny(t, PAID) ? { op: "invoices", filter: "paid" } : null),
  (t) => (matchesAny(t, PENDING) ? { op: "invoices", filter: "pending" } : null),
  (t) => (matchesAny(t, DRAFT) ? { op: "invoices", filter: "draft" } : null),
  (t) => (matchesAny(t, ALL_INVOICES) ? { op: "invoices" } : null),
  (t) => (matchesAny(t, CLIENTS) ? { op: "clients" } : null),
  (t) => (matchesAny(t, TASKS) ? { op: "tasks" } : null),
  (t) => (matchesAny(t, DRY_RUN_REMINDERS) ? { op: "remind", dryRun: true } : null),
  (t) => (matchesAny(t, RUN_REMINDERS) ? { op: "remind" } : null),
];
