// Frames of the changes to invoices and the money on them: an invoice made, changed, voided, copied,
// sent, chased; a payment recorded, an invoice marked paid, a payment plan; and the billing settings
// (hourly rate, payment terms) invoices are made with.

import type { AmountMention } from "../../read/amounts";
import type { DateMention } from "../../read/dates";
import { addDays } from "@core/time";
import {
  act,
  amountOf,
  bareNumber,
  invoiceAndSum,
  kept,
  keptAll,
  looseNumber,
  refWords,
  type Frame,
  describeWork,
} from "./clause";

/** Words that make a sum a part of what is owed. */
const PART_WORDS = /\b(?:part|partial|partly|of|towards?|deposit|instal\w*|first|some|down)\b/i;

/** An invoice voided, copied or marked sent: by its number, else the client's (the proposal asks which). */
const onInvoice: Frame = (c, { intent, client, invoice, date }) => {
  // A copy is asked for in words that say so; "make INV-1004 due jan 15" changes the invoice itself.
  if (
    intent === "duplicate_invoice" &&
    !/\b(?:duplicat\w*|cop(?:y|ies)|clone|same|again|another|repeat|re-?use)\b/i.test(c.text)
  )
    return null;
  const ref = invoice ?? bareNumber(c);
  if (!ref && !client) return null;
  return act(intent, {
    invoiceNumber: ref,
    clientName: ref ? undefined : client,
    refWords: refWords(c),
    ...(intent === "duplicate_invoice" ? { dueDate: date?.date } : {}),
  });
};

/** "got some money from atlas": a payment of a size not said. */
const SOME_MONEY = /\b(?:some|a bit of|part of the|a little)\s+(?:money|cash|payment|of it)\b/i;

export const INVOICE_FRAMES: Record<string, Frame> = {
  create_invoice: (c, { client, date, ctx }) => {
    // "invoice acme corp 1 200": two bare numbers side by side may be one sum; never guessed.
    const pair = /(?<![\d,.])(\d{1,3}) (\d{3})(?![\d,.])/.exec(c.text);
    if (pair)
      return {
        op: "say",
        text: `Is that ${pair[1]}${pair[2]} or ${pair[1]}? Say it without a space, e.g. "invoice ${client ?? "<client>"} ${pair[1]}${pair[2]}".`,
      };
    // "…then invoice them 900" after a new client: the name as written (the earlier part adds it).
    const typed =
      client ??
      /^(?:invoice|bill|charge)\s+([\p{Lu}][\p{L}'&.-]*(?:\s+[\p{Lu}][\p{L}'&.-]*){0,3})\s+\$?\d/u.exec(c.text)?.[1];
    if (!typed) return null;
    if (!client)
      return { op: "invoice.create", client: typed, amount: amountOf(c), due: date?.date, description: undefined };
    const terms = kept<number>(c, "terms")?.value;
    const due = date?.date ?? (terms !== undefined ? addDays(ctx.today, terms) : undefined);
    // "due whenever": a due day was meant and could not be read; asked, never made a description.
    const unread = due ? undefined : /\bdue\s+((?!on receipt|upon)[\w/-]+(?:\s+[\w/-]+)?)/i.exec(c.text)?.[1];
    if (unread)
      return {
        op: "say",
        text: `When is it due? I couldn't read "${unread}" as a date. Say e.g. "invoice ${client} ${amountOf(c) ?? "500"} due dec 15" or "due in 14 days".`,
      };
    return { op: "invoice.create", client, amount: amountOf(c), due, description: describeWork(c) };
  },
  update_invoice: (c, { client, date }) => {
    const { ref, amount, refAmount } = invoiceAndSum(c, client);
    if (!ref && !client) return null;
    return act("update_invoice", {
      invoiceNumber: ref,
      clientName: ref ? undefined : client,
      amount,
      dueDate: date?.date,
      refAmount,
      refWords: refWords(c),
    });
  },
  void_invoice: onInvoice,
  duplicate_invoice: onInvoice,
  mark_invoice_sent: onInvoice,
  send_invoice: (c, { client, invoice }) => {
    const ref = invoice ?? bareNumber(c);
    if (!ref && !client) return null;
    return { op: "invoice.send", ref, client: ref ? undefined : client };
  },
  remind_invoice: (c, { client, invoice }) => {
    const ref = invoice ?? bareNumber(c);
    if (ref) return { op: "nudge", ref };
    // "remind initech": their open invoices, late or not; "…about the overdue one": the late ones only.
    if (!client) return null;
    return {
      op: "nudge",
      ref: client,
      ...(/\b(?:late|overdue|past due)\b/i.test(c.text) ? { lateOnly: true } : {}),
      ...(/\b(?:invoices?|bills?|payments?|pay|owes?|owed|balance)\b/i.test(c.text) ? { aboutMoney: true } : {}),
    };
  },
  remind_overdue: () => ({ op: "remind.overdue" }),
  run_reminders: () => ({ op: "remind" }),
  record_payment: (c, { client, date }) => {
    if (!amountOf(c) && SOME_MONEY.test(c.text))
      return {
        op: "say",
        text: `How much came in${client ? ` from ${client}` : ""}? Say e.g. "${client ?? "<client>"} paid 500".`,
      };
    const { ref, amount, refAmount } = invoiceAndSum(c, client);
    // "acme paid the 2400 one": the sum names the invoice, paid in full.
    if (!amount && refAmount && client)
      return { op: "invoice.paid", client, amount: refAmount.toFixed(2), paidDate: date?.date };
    // Without a sum it is "paid" (in full): the other reading.
    if (!amount) return null;
    // "received $333 today": the open invoice of that sum, or a question naming those there are.
    if (!ref && !client && /^\d/.test(amount) && !PART_WORDS.test(c.text))
      return { op: "invoice.paid", amount, paidDate: date?.date };
    if (!ref && !client)
      return {
        op: "say",
        text: `Which invoice (or client) is the ${amount === "half" || amount === "rest" ? amount : `$${amount}`} for? Say "INV-… paid ${amount}" or "<client> paid ${amount}".`,
      };
    return act("record_payment", {
      invoiceNumber: ref,
      clientName: ref ? undefined : client,
      amount,
      paidDate: date?.date,
      refAmount,
      refWords: refWords(c),
    });
  },
  mark_invoice_paid: (c, { client, invoice, date }) => {
    const ref = invoice ?? bareNumber(c);
    if (!ref && !client) return null;
    // "got some money from atlas": a part of unknown size; asked, never taken for the whole.
    if (!amountOf(c) && SOME_MONEY.test(c.text))
      return {
        op: "say",
        text: `How much came in${client ? ` from ${client}` : ""}? Say e.g. "${client ?? "<client>"} paid 500".`,
      };
    // "paid 1600 of 1003", "paid half of it": a part, the other reading.
    if (
      ref &&
      (amountOf(c) || looseNumber(c) || keptAll<AmountMention>(c, "amount").some((a) => a.value.kind !== "money"))
    )
      return null;
    return {
      op: "invoice.paid",
      ref,
      client: ref ? undefined : client,
      amount: ref ? undefined : amountOf(c),
      paidDate: date?.date,
    };
  },
  create_payment_plan: (c, { client, invoice }) => {
    const ref = invoice ?? bareNumber(c);
    const count = kept<number>(c, "count")?.value;
    const every = /\bweek/i.test(c.text) ? "week" : "month";
    // "2 payments, dec 15 and jan 15": the first date starts them, one period apart.
    const first = keptAll<DateMention>(c, "date")[0]?.value.date;
    return act("create_payment_plan", {
      invoiceNumber: ref,
      clientName: ref ? undefined : client,
      count,
      every,
      firstDueDate: first,
      refWords: refWords(c),
    });
  },
  set_hourly_rate: (c) => {
    if (/\b(?:a|per|each) (?:day|week|month|project)\b|\bdaily\b|\bday rate\b/i.test(c.text))
      return {
        op: "say",
        text: 'Microteam keeps an hourly rate (time is billed by the hour). What should the hourly rate be? Say "set my rate to 120".',
      };
    const rate = amountOf(c);
    return rate ? act("set_hourly_rate", { rate }) : null;
  },
  set_payment_terms: (c) => {
    const days = kept<number>(c, "terms")?.value;
    return days === undefined ? null : act("set_payment_terms", { days });
  },
};
