// The words owners use for the same thing, folded into one: "bill", "inv" and "invoce" are all
// `invoice`; "chase", "nudge" and "ping" are all `remind`. The classifier (classify.ts) then learns
// from a few lemmas instead of every spelling, and a typo of a word it knows reads as that word.
// Slot tokens (`@client`, `@amount`…) stand where a reader or the owner's data found a value
// (mask.ts); they pass through untouched.

/** Multi-word phrases first, as one lemma: "follow up" is not "follow" and "up". */
const PHRASES: [RegExp, string][] = [
  [/\bfollow[\s-]*ups?\b/g, " followup "],
  [/\bcheck(?:ing)?[\s-]*in\b/g, " followup "],
  [/\bto[\s-]*dos?\b/g, " task "],
  [/\bcheck(?:ed)? off\b/g, " done "],
  [/\btick(?:ed)? off\b/g, " done "],
  [/\bcross(?:ed)? off\b/g, " done "],
  [/\bknock(?:ed)? (?:out|off)\b/g, " done "],
  [/\bturn(?:ed)? (?:it |this |that )?into\b/g, " convert "],
  [/\bmake (?:it|this|that) (?:an? )?invoice\b/g, " convert invoice "],
  [/\bcame in\b/g, " paid "],
  [/\bcleared\b/g, " paid "],
  [/\bsent (?:over|me) (?:the )?(?:money|cash|payment)\b/g, " paid "],
  [/\bhow much\b/g, " howmuch "],
  [/\bwho owes\b/g, " who owe "],
  [/\bpay(?:s|ing)? late\b/g, " late payer "],
  [/\bslow (?:to pay|payers?)\b/g, " late payer "],
  [/\bon hold\b/g, " pause "],
  [/\bput (?:.{0,30})?on ice\b/g, " pause "],
  [/\bkick(?:ed)? off\b/g, " activate "],
  [/\bhand(?:ed)? (?:off|over)\b/g, " delegate "],
  [/\bpass(?:ed)? (?:it |this )?(?:on|over)? ?to\b/g, " delegate to "],
  [/\bpayment plan\b/g, " paymentplan "],
  [/\bsplit (?:it |this |that )?(?:into|in)\b/g, " paymentplan "],
  [/\binstal?l?ments?\b/g, " paymentplan "],
  [/\bpayment terms\b/g, " terms "],
  [/\bhourly rate\b/g, " rate "],
  [/\bday rate\b/g, " rate "],
  [/\bcase stud(?:y|ies)\b/g, " casestudy "],
  [/\bnext step\b/g, " nextstep "],
  [/\bstart(?:ed)? (?:the |a |my )?(?:timer|clock)\b/g, " timer start "],
  [/\bstop(?:ped)? (?:the |my )?(?:timer|clock)\b/g, " timer stop "],
  [/\bclock(?:ed)? in\b/g, " timer start "],
  [/\bclock(?:ed)? out\b/g, " timer stop "],
  [/\bmark(?:ed)? (?:it |this |that )?as\b/g, " mark "],
  [/\bwhat'?s\b/g, " what is "],
  [/\bwho'?s\b/g, " who is "],
  [/\bhaven'?t\b/g, " not "],
  [/\bhasn'?t\b/g, " not "],
  [/\bdidn'?t\b/g, " not "],
  [/\bdon'?t\b/g, " not "],
  [/\bdoesn'?t\b/g, " not "],
  [/\bisn'?t\b/g, " not "],
  [/\bwon'?t\b/g, " not "],
  [/\bcan'?t\b/g, " not "],
];

/** One word's lemma. Unlisted words stand for themselves, without a plural or -ing/-ed ending. */
const WORDS: Record<string, string> = {};
const fold = (lemma: string, words: string) => {
  for (const w of words.split(" ")) WORDS[w] = lemma;
};
fold(
  "invoice",
  "invoice invoices invoiced invoicing inv invs invo invoce invocie invoic invioce bill bills billed billing",
);
fold(
  "remind",
  "remind reminds reminded reminding reminder reminders chase chased chasing nudge nudged nudging ping pinged poke bug hassle",
);
fold("send", "send sends sending sent email emailed emailing e-mail mail mailed shoot fire");
fold("paid", "paid pd payed settled received got");
fold("pay", "pay pays paying payment payments");
fold("quote", "quote quotes quoted quotation quotations estimate estimates proposal proposals bid bids");
fold("recurring", "recurring recurrent repeat repeating retainer retainers series subscription");
fold("monthly", "monthly month-to-month");
fold("weekly", "weekly");
fold("pause", "pause paused pausing suspend suspended freeze frozen hold halt");
fold("resume", "resume resumed unpause unpaused restart restarted reactivate reactivated");
fold("end", "end ended ending terminate terminated discontinue discontinued");
fold("cancel", "cancel cancelled canceled cancelling");
fold("post", "post posts posted posting tweet tweets tweeted share publish published");
fold("schedule", "schedule scheduled scheduling queue queued");
fold("draft", "draft drafts drafted");
fold("write", "write wrote writing compose");
fold("task", "task tasks todo todos");
fold("done", "done finished finish completed complete completing tick ticked");
fold(
  "move",
  "move moved push pushed reschedule rescheduled bump bumped shift shifted postpone postponed delay delayed slide",
);
fold("delegate", "delegate delegated assign assigned");
fold("lead", "lead leads prospect prospects inquiry inquiries enquiry enquiries");
fold("client", "client clients customer customers");
fold("add", "add added new create created make set");
fold("change", "change changed update updated edit edited fix correct amend modify");
fold("void", "void voided scrap scrapped kill");
fold("delete", "delete deleted remove removed erase");
fold("duplicate", "duplicate duplicated copy copied clone cloned");
fold("convert", "convert converted");
fold("accept", "accept accepted approve approved signed");
fold("decline", "declined rejected");
fold("log", "log logged track tracked spent worked");
fold("hour", "hour hours hr hrs h");
fold("rate", "rate rates");
fold("terms", "terms term");
fold("retry", "retry retried resend reattempt");
fold("failed", "failed fail failing bounced broke broken");
fold("owe", "owe owes owed owing outstanding");
fold("overdue", "overdue past-due pastdue");
fold("collect", "collect collected earn earned made revenue income brought");
fold("best", "best top biggest largest");
fold("urgent", "urgent priority priorities important focus");
fold("unbilled", "unbilled uninvoiced unbillable");
fold("workflow", "workflow workflows project projects program");
fold("helper", "helper helpers assistant va freelancer contractor");
fold("timer", "timer clock");
fold("phone", "phone number cell mobile tel");
fold("emailaddr", "address");
fold("show", "show list see view display give");
fold("what", "what which");

/** Every word the lexicon folds: the words owners ask with, which a name is not mistaken for. */
export const LEXICON_WORDS: ReadonlySet<string> = new Set(Object.keys(WORDS));

/** Lower case, the phrases folded, split into lemmas; slot tokens kept. */
export function lemmas(text: string): string[] {
  let s = ` ${text.toLowerCase().replace(/[\u2018\u2019]/g, "'")} `;
  for (const [pattern, lemma] of PHRASES) s = s.replace(pattern, lemma);
  return (s.match(/@[a-z]+|[a-z0-9]+(?:'[a-z]+)?/g) ?? []).map(lemmaOf).filter(Boolean);
}

const STOP = new Set(
  "a an the to of for is are am be i me my it its this that please pls u you can could would will just so".split(" "),
);

function lemmaOf(word: string): string {
  if (word.startsWith("@")) return word;
  const w = word.replace(/'s$/, "");
  if (STOP.has(w)) return "";
  if (WORDS[w]) return WORDS[w];
  // A plural, -ing or -ed of a listed word ("nudges", "quoting").
  for (const stem of [w.replace(/s$/, ""), w.replace(/ing$/, ""), w.replace(/ed$/, ""), w.replace(/ed$/, "e")]) {
    if (stem !== w && WORDS[stem]) return WORDS[stem];
  }
  return w;
}
