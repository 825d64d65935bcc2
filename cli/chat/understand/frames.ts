// From what is asked (classify.ts) and what the sentence names (find.ts) to one Intent the chat
// carries out: each intent takes its values from the finds (the client, the amount, the date…) and
// the words left over (a description, a title, a topic). A value the request needs and does not give
// is left out, and the proposal asks for it; nothing is made up.

import type { AmountMention } from "../read/amounts";
import type { DateMention } from "../read/dates";
import type { ComparisonMention, PeriodMention } from "../read/periods";
import type { ReferenceMention } from "../read/references";
import { ALL_TIME, type Intent } from "../types";
import { addDays } from "@core/time";
import { parseDuration } from "@core/time-entries";
import type { Entity, Mention } from "./entities";
import { describeFree } from "./describe";
import { rest, type Found, type SlotKind } from "./mask";

export interface Clause {
  /** The clause as the owner typed it. */
  text: string;
  /** Everything found in it, overlapping finds included. */
  found: Found[];
  /** The finds the mask kept: no two overlap. */
  kept: Found[];
  masked: string;
}

const kept = <V>(c: Clause, slot: SlotKind) => c.kept.find((f) => f.slot === slot) as Found<V> | undefined;
const keptAll = <V>(c: Clause, slot: SlotKind) => c.kept.filter((f) => f.slot === slot) as Found<V>[];

/** The best mention of a kind, kept or hidden under a longer find ("oakridge" inside the oakridge migration). */
function mention(c: Clause, slot: SlotKind): Found<Mention> | undefined {
  return (
    kept<Mention>(c, slot) ??
    (c.found.filter((f) => f.slot === slot) as Found<Mention>[]).sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0]
  );
}

/** The name to act on: the one it surely is, or the words as typed so the proposal asks ("did you mean", "which one"). */
function nameOf(c: Clause, m: Found<Mention> | undefined): string | undefined {
  if (!m) return undefined;
  const { entities, exact } = m.value;
  if (entities.length === 1 && exact) return entities[0].name;
  return c.text.slice(m.index, m.end);
}

function amountOf(c: Clause): string | undefined {
  const money = keptAll<AmountMention>(c, "amount").filter(
    (a) => a.value.kind === "money" && a.value.value && a.value.text !== invoiceOf(c)?.replace(/^INV-/, ""),
  );
  const best = money.find((a) => a.value.strength === "explicit") ?? money[0];
  // Nothing is owed on "0": no sum was given.
  return best && Number(best.value.value) > 0 ? best.value.value : undefined;
}

/** The day asked for, with a time written apart from it ("wed 10am" read as two) joined to it. */
function dateOf(c: Clause): DateMention | undefined {
  let dates = keptAll<DateMention>(c, "date").map((d) => d.value);
  // "is now due the 3rd": "now" says when it changes, not the day.
  if (dates.length > 1) dates = dates.filter((d) => !/^(?:now|right now|just now)$/i.test(d.text.trim()));
  if (dates.length < 2) return dates[0];
  const day = dates.find((d) => !d.time || d.text.match(/[a-z]{3}/i)) ?? dates[0];
  const time = dates.find((d) => d !== day && d.time && !/\b(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight)/i.test(d.text));
  return time && !day.time ? { ...day, time: time.time } : day;
}
const invoiceOf = (c: Clause) => kept<ReferenceMention>(c, "invoice")?.value.number;
/** A quote by number; "q7" too, which the readers leave alone ("q3" may be a quarter) but a quote's request means as Q-0007. */
const quoteOf = (c: Clause) =>
  kept<ReferenceMention>(c, "quote")?.value.number ??
  (/\bq-?0*(\d{1,4})\b/i.exec(c.text)?.[1]?.padStart(4, "0").replace(/^/, "Q-") || undefined);

/**
 * An invoice named by its number, and the sum the request gives. A bare number ("2061") is the invoice's
 * number when no client is named; with a client named it is a sum ("tom handed me 200"), or, beside a
 * share or a second sum, the invoice's amount that names it ("half of the 950", "820 not 750").
 */
function invoiceAndSum(c: Clause, client: string | undefined): { ref?: string; amount?: string; refAmount?: number } {
  const explicit = invoiceOf(c);
  // "paid 1000 of 1003": a sum of an invoice named by its number.
  const of = /(?<![\w.,$])\$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)(k?)\s+of\s+(?:inv-?|#)?(\d{3,6})(?![\w.,])/i.exec(c.text);
  if (of && !explicit) {
    const sum = Number(of[1].replace(/,/g, "")) * (of[2] ? 1000 : 1);
    return { ref: of[3], amount: sum.toFixed(2) };
  }
  const money = keptAll<AmountMention>(c, "amount").filter((a) => a.value.kind === "money" && a.value.value);
  const bare = money.filter((a) => a.value.strength === "bare" && /^\d{3,6}$/.test(a.value.text));
  const share = keptAll<AmountMention>(c, "amount").find((a) => a.value.kind !== "money")?.value.kind;
  if (explicit) return { ref: explicit, amount: amountOf(c) ?? share ?? looseNumber(c) };
  if (!client) {
    const ref = bare[0]?.value.text;
    const other = money.find((a) => a !== bare[0]);
    return { ref, amount: other?.value.value ?? share };
  }
  if (share) return { amount: share, refAmount: bare[0] ? Number(bare[0].value.value) : undefined };
  // "paid the 1.1k one": the sum names the invoice; no part of it is said.
  const naming = money.find((a) => /^\s*(?:one|invoice|bill)\b/i.test(c.text.slice(a.end)) && /\bthe\s*$/i.test(c.text.slice(0, a.index)));
  if (naming && money.length === 1) return { refAmount: Number(naming.value.value) };
  const best = money.find((a) => a.value.strength === "explicit") ?? money[0];
  const second = money.find((a) => a !== best);
  return { amount: best?.value.value, refAmount: second ? Number(second.value.value) : undefined };
}

/** A number the readers left alone (a sum that could be a year: "paid 1000 of 1003"). */
function looseNumber(c: Clause): string | undefined {
  const m = /(?:^|\s)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?=\s|$)/.exec(rest(c.text, c.kept));
  if (!m) return undefined;
  const n = Number(`${m[1].replace(/,/g, "")}.${m[2] ?? "00"}`);
  return n > 0 ? n.toFixed(2) : undefined;
}

/** The words that may name a record by its description: what is left once values and names are out. */
const refWords = (c: Clause) => rest(c.text, c.kept) || undefined;

/** A bare number the readers took for an amount, when the request is about an invoice by number ("mark 2058 paid"). */
function bareNumber(c: Clause): string | undefined {
  const bare = keptAll<AmountMention>(c, "amount").find((a) => a.value.strength === "bare" && /^\d{3,6}$/.test(a.value.text));
  return bare?.value.text;
}

const FILLER =
  /^(?:(?:hey|hi|hello|ok|okay|so|please|pls|plz|can you|could you|can u|would you|just|quickly|also|and|then|now|i need to|i have to|i want to|i'd like to|let's|lets|go ahead and|remind me to|remember to|note to self|don't forget to|dont forget to|add (?:a )?(?:task|todo|to-do|reminder)(?: to)?|new (?:task|todo)|(?:task|todo|to-do)|create (?:a )?(?:task|todo)(?: to)?|put)\b[\s,:.-]*)+/i;
const TAIL = /[\s,.;:!?-]*(?:\b(?:on|by|at|for|before|due|until|till|to|and|please|pls|thanks|thx|it|add it|as a task))*[\s,.;:!?-]*$/i;

/** Finds that are values (a sum, a day, a platform): free text leaves them out but keeps names. */
const VALUES = new Set<SlotKind>(["amount", "date", "time", "terms", "percent", "duration", "email", "phone", "url", "period", "count"]);
const values = (c: Clause) => c.kept.filter((f) => VALUES.has(f.slot));

/** The words left when the values and the request's own verbs are taken out: a task's title, a new name. */
function leftover(c: Clause, lead: RegExp = FILLER, keepNames = true): string {
  let s = rest(c.text, keepNames ? values(c) : c.kept);
  for (let previous = ""; previous !== s; ) {
    previous = s;
    s = s.replace(lead, "").replace(TAIL, "").trim();
  }
  return s;
}

/** What follows "for", "about", ":" or "-": a description or a topic ("for acme for the logo": the logo). */
function after(c: Clause, marker: RegExp): string | undefined {
  const names = c.kept.filter((f) => !VALUES.has(f.slot) && f.slot !== "platform").map((f) => c.text.slice(f.index, f.end).toLowerCase());
  const left = rest(c.text, values(c).concat(c.kept.filter((f) => f.slot === "platform" || f.slot === "invoice" || f.slot === "quote")));
  const global = new RegExp(marker.source, "gi");
  for (const m of left.matchAll(global)) {
    const s = left
      .slice(m.index! + m[0].length)
      .replace(TAIL, "")
      .replace(/^[\s,:-]+/, "")
      .trim();
    if (!s) continue;
    // Only a name after it ("for acme"): the description is further on, if anywhere.
    const bare = names.reduce((t, n) => (t.toLowerCase().startsWith(n) ? t.slice(n.length).trim() : t), s);
    if (bare === "" || (bare !== s && /^(?:for|about|re|:|-)\b/i.test(bare))) continue;
    return s;
  }
  return undefined;
}

const FOR = /(?:^|\s)(?:for|re|:|-|—)\s+/i;
/** A request's own words for a post ("plan a post", "schedule something for insta"): never its topic. */
const POST_WORDS =
  /^(?:(?:plan|schedule|put|make|create|write|draft|do|queue|post|share|publish|set up)\s+)?(?:(?:a|an|the|some|one|new|social|linkedin|facebook|instagram|insta|twitter)\s+)*(?:post|tweet|update|caption|something)?s?(?:\s+(?:up|out|on|for|to))*\s*$/i;
const postTopic = (c: Clause) => {
  const left = leftover(c).replace(/^(?:(?:tweet|post|schedule|share|publish)(?:\s+(?:on|to|a|an|the))*\s+)+/i, "");
  return left && !POST_WORDS.test(left) ? left : undefined;
};
/** Changes that bill someone: they need a client record. */
const BILLS = new Set(["create_invoice", "create_quote", "create_recurring"]);
/** Two texts share a word of four letters or more. */
function sharesWord(a: string, b: string): boolean {
  const have = new Set(a.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []);
  return (b.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).some((w) => have.has(w));
}
/** Words that make a sum a part of what is owed. */
const PART_WORDS = /\b(?:part|partial|partly|of|towards?|deposit|instal\w*|first|some|down)\b/i;
const ABOUT = /(?:^|\s)(?:about|saying|that says|on the topic of|re|:|-|—)\s+/i;

const act = (name: string, args: Record<string, unknown>): Intent => ({
  op: "act",
  name,
  args: Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== "")),
});

/** The intent for a classified clause; null when the clause lacks what the intent is about. */
export function frame(intent: string, c: Clause, ctx: { today: string; entities: Entity[] }): Intent | null {
  const client = nameOf(c, mention(c, "client"));
  const invoice = invoiceOf(c);
  const date = dateOf(c);
  // "invoice Priya 500 deposit" where Priya is a lead: billing needs a client record first.
  const lead = mention(c, "lead");
  if (!client && lead?.value.exact && lead.value.entities.length === 1 && BILLS.has(intent)) {
    const name = lead.value.entities[0].name;
    return { op: "say", text: `${name} is a lead, not a client yet. Say "make ${name} a client" first; then ask again and the ${intent === "create_quote" ? "quote" : "invoice"} is made for them.` };
  }
  switch (intent) {
    case "create_invoice": {
      // "invoice acme corp 1 200": two bare numbers side by side may be one sum; never guessed.
      const pair = /(?<![\d,.])(\d{1,3}) (\d{3})(?![\d,.])/.exec(c.text);
      if (pair) return { op: "say", text: `Is that ${pair[1]}${pair[2]} or ${pair[1]}? Say it without a space, e.g. "invoice ${client ?? "<client>"} ${pair[1]}${pair[2]}".` };
      // "…then invoice them 900" after a new client: the name as written (the earlier part adds it).
      const typed = client ?? /^(?:invoice|bill|charge)\s+([\p{Lu}][\p{L}'&.-]*(?:\s+[\p{Lu}][\p{L}'&.-]*){0,3})\s+\$?\d/u.exec(c.text)?.[1];
      if (!typed) return null;
      if (!client) return { op: "invoice.create", client: typed, amount: amountOf(c), due: date?.date, description: undefined };
      const terms = kept<number>(c, "terms")?.value;
      const due = date?.date ?? (terms !== undefined ? addDays(ctx.today, terms) : undefined);
      // "due whenever": a due day was meant and could not be read; asked, never made a description.
      const unread = due ? undefined : /\bdue\s+((?!on receipt|upon)[\w/-]+(?:\s+[\w/-]+)?)/i.exec(c.text)?.[1];
      if (unread)
        return { op: "say", text: `When is it due? I couldn't read "${unread}" as a date. Say e.g. "invoice ${client} ${amountOf(c) ?? "500"} due dec 15" or "due in 14 days".` };
      return { op: "invoice.create", client, amount: amountOf(c), due, description: describeFree(c.text, c.kept) };
    }
    case "update_invoice": {
      const { ref, amount, refAmount } = invoiceAndSum(c, client);
      if (!ref && !client) return null;
      return act("update_invoice", { invoiceNumber: ref, clientName: ref ? undefined : client, amount, dueDate: date?.date, refAmount, refWords: refWords(c) });
    }
    case "void_invoice":
    case "duplicate_invoice":
    case "mark_invoice_sent": {
      // A copy is asked for in words that say so; "make INV-1004 due jan 15" changes the invoice itself.
      if (intent === "duplicate_invoice" && !/\b(?:duplicat\w*|cop(?:y|ies)|clone|same|again|another|repeat|re-?use)\b/i.test(c.text)) return null;
      const ref = invoice ?? bareNumber(c);
      if (!ref && !client) return null;
      return act(intent, {
        invoiceNumber: ref,
        clientName: ref ? undefined : client,
        refWords: refWords(c),
        ...(intent === "duplicate_invoice" ? { dueDate: date?.date } : {}),
      });
    }
    case "send_invoice": {
      const ref = invoice ?? bareNumber(c);
      if (!ref && !client) return null;
      return { op: "invoice.send", ref, client: ref ? undefined : client };
    }
    case "remind_invoice": {
      const ref = invoice ?? bareNumber(c);
      if (ref) return { op: "nudge", ref };
      // "remind initech": their open invoices, late or not; "…about the overdue one": the late ones only.
      return client ? { op: "nudge", ref: client, ...(/\b(?:late|overdue|past due)\b/i.test(c.text) ? { lateOnly: true } : {}) } : null;
    }
    case "remind_overdue":
      return { op: "remind.overdue" };
    case "run_reminders":
      return { op: "remind" };
    case "record_payment": {
      const { ref, amount, refAmount } = invoiceAndSum(c, client);
      // "acme paid the 2400 one": the sum names the invoice, paid in full.
      if (!amount && refAmount && client) return { op: "invoice.paid", client, amount: refAmount.toFixed(2), paidDate: date?.date };
      // Without a sum it is "paid" (in full): the other reading.
      if (!amount) return null;
      // "received $333 today": the open invoice of that sum, or a question naming those there are.
      if (!ref && !client && /^\d/.test(amount) && !PART_WORDS.test(c.text)) return { op: "invoice.paid", amount, paidDate: date?.date };
      if (!ref && !client) return { op: "say", text: `Which invoice (or client) is the ${amount === "half" || amount === "rest" ? amount : `$${amount}`} for? Say "INV-… paid ${amount}" or "<client> paid ${amount}".` };
      return act("record_payment", { invoiceNumber: ref, clientName: ref ? undefined : client, amount, paidDate: date?.date, refAmount, refWords: refWords(c) });
    }
    case "mark_invoice_paid": {
      const ref = invoice ?? bareNumber(c);
      if (!ref && !client) return null;
      // "paid 1600 of 1003", "paid half of it": a part, the other reading.
      if (ref && (amountOf(c) || looseNumber(c) || keptAll<AmountMention>(c, "amount").some((a) => a.value.kind !== "money"))) return null;
      return { op: "invoice.paid", ref, client: ref ? undefined : client, amount: ref ? undefined : amountOf(c), paidDate: date?.date };
    }
    case "create_payment_plan": {
      const ref = invoice ?? bareNumber(c);
      const count = kept<number>(c, "count")?.value;
      const every = /\bweek/i.test(c.text) ? "week" : "month";
      // "2 payments, dec 15 and jan 15": the first date starts them, one period apart.
      const first = keptAll<DateMention>(c, "date")[0]?.value.date;
      return act("create_payment_plan", { invoiceNumber: ref, clientName: ref ? undefined : client, count, every, firstDueDate: first, refWords: refWords(c) });
    }
    case "create_quote":
      if (!client) return null;
      return act("create_quote", {
        clientName: client,
        amount: amountOf(c),
        description: describeFree(c.text, c.kept),
        validUntil: date?.date,
      });
    case "send_quote":
    case "follow_up_quote":
    case "accept_quote":
    case "convert_quote": {
      const quote = quoteOf(c) ?? nameOf(c, mention(c, "quote"));
      const percent = kept<AmountMention>(c, "percent")?.value.percent;
      if (!quote && !client) return null;
      return act(intent, {
        quoteNumber: quote,
        clientName: quote ? undefined : client,
        refWords: quote ? undefined : refWords(c),
        ...(intent === "convert_quote" ? { depositPercent: percent } : {}),
      });
    }
    case "create_recurring": {
      if (!client) return null;
      const every = /\bweek/i.test(c.text) ? "week" : "month";
      return act("create_recurring", {
        clientName: client,
        amount: amountOf(c),
        every,
        startDate: date?.date,
        description: describeFree(c.text, c.kept),
      });
    }
    case "pause_recurring":
    case "resume_recurring":
    case "end_recurring": {
      const series = mention(c, "series");
      const name = client ?? series?.value.entities[0]?.name;
      if (!name) return null;
      // Which of the client's series: words of one of their series' descriptions, never any words after "for"
      // ("for december, they're closed for renovations" names none).
      const own = ctx.entities.filter((e) => e.kind === "series" && client && e.name.startsWith(client));
      const described = after(c, FOR);
      const fits = described && own.some((e) => sharesWord(e.name.slice(client!.length), described));
      return act(intent, { clientName: client ?? name, description: fits ? described : undefined });
    }
    case "set_hourly_rate": {
      if (/\b(?:a|per|each) (?:day|week|month|project)\b|\bdaily\b|\bday rate\b/i.test(c.text))
        return { op: "say", text: "Microteam keeps an hourly rate (time is billed by the hour). What should the hourly rate be? Say \"set my rate to 120\"." };
      const rate = amountOf(c);
      return rate ? act("set_hourly_rate", { rate }) : null;
    }
    case "set_payment_terms": {
      const days = kept<number>(c, "terms")?.value;
      return days === undefined ? null : act("set_payment_terms", { days });
    }
    case "create_client": {
      // "umbrella is no longer a client": an existing client leaving, not a new one.
      if (client && /\b(?:no longer|not .{0,20}anymore|any more|inactive|stopped working with|left us|fired)\b/i.test(c.text))
        return act("update_client", { clientName: client, status: "inactive" });
      // "make maya a client": the lead of that name becomes one.
      const lead = mention(c, "lead");
      if (lead && lead.value.exact && lead.value.entities.length === 1) return act("convert_lead", { leadName: lead.value.entities[0].name });
      const email = kept<string>(c, "email")?.value;
      const phone = kept<string>(c, "phone")?.value;
      // A new client's name as typed, even when part of it is an existing client's ("northwind logistics").
      const name = personName(leftover(c, CLIENT_LEAD)) ?? client;
      if (!name) return null;
      return { op: "client.add", name, email, phone };
    }
    case "update_client": {
      if (!client) return null;
      const email = kept<string>(c, "email")?.value;
      const phone = kept<string>(c, "phone")?.value;
      const status = /\binactive\b|\barchiv/i.test(c.text) ? "inactive" : /\bactive\b/i.test(c.text) ? "active" : undefined;
      if (!email && !phone && !status) {
        const field = /\bphone|number|cell|mobile\b/i.test(c.text) ? "phone" : "email";
        return { op: "client.update", client, field };
      }
      return act("update_client", { clientName: client, email, phone, status });
    }
    case "nudge_client":
      return client ? { op: "nudge", ref: client } : null;
    case "create_task": {
      const title = leftover(c);
      if (!title) return null;
      return { op: "task.add", title, due: date?.date };
    }
    case "move_task": {
      const task = nameOf(c, mention(c, "task"));
      if (!task || !date) return null;
      return act("move_task", { taskTitle: task, dueDate: date.date });
    }
    case "complete_task": {
      const named = mention(c, "task");
      // A task already done ("backups done" a second time): said, not proposed again.
      const was = named?.value.entities.length === 1 ? named.value.entities[0] : undefined;
      if (was?.done) return { op: "say", text: `"${was.name}" is already done.` };
      const task = nameOf(c, named) ?? nextStepOf(c, ctx.entities);
      return task ? { op: "done", title: task } : null;
    }
    case "delete_task": {
      const task = nameOf(c, mention(c, "task"));
      return task ? { op: "task.delete", title: task } : null;
    }
    case "delegate_step": {
      const task = nameOf(c, mention(c, "task")) ?? nextStepOf(c, ctx.entities);
      const helper = nameOf(c, mention(c, "helper"));
      if (!task) return null;
      return act("delegate_step", { taskTitle: task, helperName: helper, helperEmail: kept<string>(c, "email")?.value });
    }
    case "pause_workflow":
    case "activate_workflow":
    case "workflow_status": {
      const workflow = nameOf(c, mention(c, "workflow"));
      if (!workflow) return null;
      return intent === "workflow_status" ? { op: "workflow.status", title: workflow } : act(intent, { workflowTitle: workflow });
    }
    case "create_post": {
      const elsewhere = OTHER_NETWORKS.exec(c.text)?.[0];
      if (elsewhere && !kept<string>(c, "platform")) return { op: "say", text: notPosted(elsewhere) };
      const topic = after(c, ABOUT) ?? leftover(c);
      if (!topic) return null;
      return { op: "post.draft", topic, platform: kept<string>(c, "platform")?.value };
    }
    case "schedule_post": {
      const platforms = [...new Set(keptAll<string>(c, "platform").map((p) => p.value))];
      // An existing post is named to schedule it only when it is a draft (or failed): else the words are a new post's topic.
      const named = mention(c, "post");
      const post = named && named.value.entities.some((e) => e.done === false) ? named : undefined;
      // "…at 9: we helped acme save $2,400 this quarter": after the colon is the post, word for word.
      const colon = /:(?!\d)\s*(.+)$/.exec(c.text)?.[1]?.trim();
      // "…saying we're closed thursday": what follows "saying" is the post, word for word (days included).
      const saying = /\b(?:saying|that says|which says)\s+(.+)$/i.exec(c.text)?.[1]?.trim();
      const topic = post ? undefined : (colon || saying || (after(c, ABOUT) ?? postTopic(c)));
      const elsewhere = OTHER_NETWORKS.exec(c.text)?.[0];
      if (elsewhere && platforms.length === 0) return { op: "say", text: notPosted(elsewhere) };
      // "plan a post for tomorrow": neither what it says nor where; both asked at once.
      if (!topic && !post && platforms.length === 0) {
        const at = date ? date.text.trim() : "when";
        return { op: "say", text: `What should the post for ${at} say, and on which platform (and at what time)? For example: "schedule a post about our spring workshop on linkedin ${date ? at : "friday"} at 9am".` };
      }
      return act("schedule_post", {
        platforms: platforms.length ? platforms : undefined,
        date: date?.date,
        time: date?.time,
        topic,
        postTitle: post ? nameOf(c, post) : undefined,
      });
    }
    case "retry_post": {
      const post = nameOf(c, mention(c, "post"));
      // Unnamed: the words as typed ("the facebook post that failed"), which the action reads for a platform.
      return act("retry_post", { postTitle: post ?? c.text, platform: kept<string>(c, "platform")?.value });
    }
    case "ask_settings":
      return { op: "ask", what: "settings" };
    case "ask_posts":
      // "why did the facebook post fail": past posts too, where a failed one shows its error.
      return /\b(?:fail\w*|went wrong|error|bounce\w*|didn't go out|did not go out)\b/i.test(c.text) ? { op: "posts", all: true } : { op: "posts" };
    case "log_time": {
      const found = kept<number>(c, "duration");
      const minutes = found?.value;
      if (!client || !found || !minutes) return null;
      // As typed ("2 hours") when the server reads it so; else as minutes ("1:45" is 105 minutes).
      const typed = c.text.slice(found.index, found.end).trim();
      const duration = parseDuration(typed) === minutes ? typed : `${minutes} minutes`;
      return { op: "time.add", client, duration, description: describeFree(c.text, c.kept), date: pastDay(date, ctx.today) };
    }
    case "start_timer":
      return client ? { op: "timer.start", client, description: describeFree(c.text, c.kept) } : null;
    case "stop_timer":
      return { op: "timer.stop" };
    case "invoice_unbilled_time":
      return client ? { op: "unbilled.invoice", client } : null;
    case "ask_unbilled":
      return { op: "unbilled", client };
    case "create_lead": {
      const name = client ?? personName(leftover(c, LEAD_LEAD, false));
      if (!name) return null;
      return act("create_lead", { name, email: kept<string>(c, "email")?.value, message: after(c, /(?:^|\s)(?:wants|about|asking about|interested in|for|:)\s+/i) });
    }
    case "convert_lead": {
      const lead = nameOf(c, mention(c, "lead"));
      return lead ? act("convert_lead", { leadName: lead }) : null;
    }
    case "ask_focus":
      return { op: "focus" };
    case "ask_owed":
      // "who owes me the most" is one client; "who owes me money" is everyone who does.
      if (!client && /\b(?:most|biggest|largest|top|highest|debtor)\b/i.test(c.text)) return { op: "money", ask: "top-debtor" };
      // "who owes me": the people, each with their invoices; "how much am I owed": the figure.
      if (!client && /^\s*who\b|\bwho (?:still )?(?:owes|hasn't paid|has not paid)\b/i.test(c.text)) return { op: "invoices", filter: "unpaid" };
      return { op: "money", ask: "owed", client };
    case "ask_overdue":
      // "is 2061 overdue": that invoice's status.
      if (invoice ?? bareNumber(c)) return { op: "invoice.status", ref: (invoice ?? bareNumber(c))!, late: true };
      // "oldest overdue invoice?": the one that has waited longest.
      if (!client && /\b(?:oldest|longest|most overdue|latest)\b/i.test(c.text)) return { op: "money", ask: "oldest" };
      // "list overdue invoices": the invoices themselves; "how much is overdue": the figure.
      return /\b(?:list|show|which|see)\b/i.test(c.text) && !client
        ? { op: "invoices", filter: "overdue" }
        : { op: "money", ask: "overdue", client };
    case "ask_due_soon":
      return { op: "money", ask: "due-soon", client };
    case "ask_collected": {
      // "how much did i collect in q2 vs q3": two periods side by side.
      if (kept<ComparisonMention>(c, "comparison") || keptAll<PeriodMention>(c, "period").length >= 2) return frame("ask_compare", c, ctx);
      const period = kept<PeriodMention>(c, "period")?.value;
      if (period && period.from > ctx.today)
        return { op: "say", text: `${period.label} hasn't started: nothing can have been collected yet. What is due then is in "what's due soon?", and \`microteam report\` shows what is expected to come in.` };
      // A client's payments with no period named, or "in total", "altogether", "ever": all of them.
      const all = !period && (client || /\b(?:in total|total|altogether|all together|ever|all[- ]time|overall|in all|lifetime|to date)\b/i.test(c.text));
      return { op: "ask", what: "collected", client, period: all ? ALL_TIME : period && { from: period.from, to: period.to, label: period.label } };
    }
    case "ask_compare": {
      const comparison = kept<ComparisonMention>(c, "comparison")?.value;
      const periods = keptAll<PeriodMention>(c, "period").map((p) => p.value);
      const pair = comparison
        ? [comparison.current, comparison.previous]
        : periods.length >= 2
          ? [periods[0], periods[1]]
          : undefined;
      return { op: "ask", what: "compare", client, periods: pair?.map((p) => ({ from: p.from, to: p.to, label: p.label })) };
    }
    case "ask_best_clients":
    case "ask_late_payers":
    case "ask_quotes":
    case "ask_recurring":
    case "ask_leads": {
      const period = kept<PeriodMention>(c, "period")?.value;
      return {
        op: "ask",
        what: intent.slice(4).replace(/_/g, "-") as "best-clients",
        client,
        period: period && { from: period.from, to: period.to, label: period.label },
      };
    }
    case "ask_invoices":
      return { op: "invoices", filter: /\bdraft|unsent/i.test(c.text) ? "draft" : /\bpaid\b/i.test(c.text) && !/\bunpaid\b/i.test(c.text) ? "paid" : /\bunpaid|open|owed|outstanding/i.test(c.text) ? "unpaid" : undefined };
    case "ask_invoice": {
      const ref = invoice ?? bareNumber(c);
      const late = /\b(?:overdue|late|past due)\b/i.test(c.text) && !/\bpaid\b/i.test(c.text);
      return ref ? { op: "invoice.status", ref, ...(late ? { late } : {}) } : client ? { op: "client.status", client } : null;
    }
    case "ask_client": {
      if (!client) return null;
      const field = /\bphone|number\b/i.test(c.text) ? "phone" : /\bemail\b/i.test(c.text) ? "email" : undefined;
      return field ? { op: "client.ask", client, field } : { op: "client.status", client };
    }
    case "ask_clients":
      return { op: "clients" };
    case "ask_tasks":
      return { op: "tasks", due: /\btomorrow\b/i.test(c.text) ? "tomorrow" : /\btoday\b/i.test(c.text) ? "today" : undefined };
    case "whoami":
      return { op: "whoami" };
    case "status":
      return { op: "status" };
    case "help":
      return { op: "help" };
    default:
      return null;
  }
}

/** Networks Microteam does not post to: said, never swapped for one it does. */
const OTHER_NETWORKS = /\b(?:mastodon|tiktok|tik tok|threads|bluesky|pinterest|youtube|snapchat|reddit|tumblr|whatsapp|telegram|discord)\b/i;
const notPosted = (network: string) =>
  `Microteam can't post to ${network}: it posts to X (twitter), LinkedIn, Facebook and Instagram. ` +
  `Say one of those ("post on linkedin friday at 9: …"), or post it on ${network} yourself.`;

/** Work logged is work done: a weekday ahead of today ("90 min for vega on friday") is last week's. */
/** A day something already happened on: a weekday ahead is last week's; a month and day ahead ("12/3", "dec 3") last year's. */
function pastDay(date: DateMention | undefined, today: string): string | undefined {
  if (!date?.date || date.date <= today) return date?.date;
  if (/\b(?:mon|tue|wed|thu|fri|sat|sun)/i.test(date.text)) return addDays(date.date, -7);
  const yearTyped = /\b(?:19|20)\d\d\b|'\d\d\b/.test(date.text);
  if (!yearTyped && date.date > today) {
    const lastYear = `${Number(date.date.slice(0, 4)) - 1}${date.date.slice(4)}`;
    if (lastYear <= today) return lastYear;
  }
  return date.date;
}

const CLIENT_LEAD =
  /^(?:(?:please|pls|can you|could you|add|create|save|set up|make|turn|new|a|client|customer|named|called|got|have|signed|landed|won|as|to my clients|to clients|add them|add her|add him|save them|is a new client)\b[\s,:.-]*)+/i;
const LEAD_LEAD = /^(?:(?:please|pls|add|save|log|record|new|got|a|lead|prospect|inquiry|enquiry|from|named|track)\b[\s,:.-]*)+/i;

/** "Kai Nakamura" out of the words left over: up to four words that look like a name. */
function personName(words: string): string | undefined {
  const m = /^([\p{L}][\p{L}'.-]*(?:\s+(?:&\s+)?[\p{L}][\p{L}'.-]*){0,3})/u.exec(words.trim());
  if (!m) return undefined;
  const name = m[1].replace(/\s+(?:and|as|to|for|with|at|from|who|she|he|they|a|an|into|is|are)\b.*$/i, "").trim();
  return name || undefined;
}

/** "the next step on reduce late payments": the workflow's first open step, by due date (undated last). */
function nextStepOf(c: Clause, entities: Entity[]): string | undefined {
  const workflow = mention(c, "workflow");
  if (!workflow || !/\bnext\s*step\b/i.test(c.text)) return undefined;
  const title = workflow.value.entities[0].name;
  const steps = entities
    .filter((e) => e.kind === "task" && e.workflow === title)
    .sort((a, b) => (a.due ?? "9999").localeCompare(b.due ?? "9999"));
  return steps[0]?.name;
}
