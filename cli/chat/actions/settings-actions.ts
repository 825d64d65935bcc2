// The billing defaults from the chat: the hourly rate and the payment terms, through PUT
// /api/user/billing (which takes the three defaults together: the others are sent back unchanged).

import { z } from "zod";
import type { CliContext } from "../../context";
import { money, plural } from "../../format";
import type { PublicUser } from "../../types";
import { propose, say } from "../proposals/propose";
import type { Action, ChatReply } from "../types";
import { defineAction, type ActionSpec } from "./spec";
import { amountArg, asNumber, decimal, toCents } from "./money-shared";

type Billing = Pick<PublicUser, "defaultHourlyRate" | "defaultCurrency" | "paymentTerms">;

const terms = (days: number) => (days === 0 ? "due on receipt" : `net ${days} (${plural(days, "day")})`);

async function proposeBilling(
  ctx: CliContext,
  action: Action,
  question: (user: PublicUser) => string | ChatReply,
  change: Partial<Billing>,
  done: (user: PublicUser) => string,
): Promise<ChatReply> {
  const api = await ctx.api();
  const user = await api.request<PublicUser>("GET", "/api/user/profile");
  const asked = question(user);
  if (typeof asked !== "string") return asked;
  return propose(action, asked, async () => {
    const after = await api.request<PublicUser>("PUT", "/api/user/billing", {
      defaultHourlyRate: user.defaultHourlyRate ?? "0",
      defaultCurrency: user.defaultCurrency,
      paymentTerms: user.paymentTerms,
      ...change,
    });
    return say(done(after), after);
  });
}

const setHourlyRate = defineAction({
  name: "set_hourly_rate",
  description: "Change the owner's default hourly rate (what time is billed at unless a client has its own).",
  schema: z.object({ rate: amountArg }),
  hints: { title: "Set the hourly rate", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    const cents = toCents(args.rate);
    if (cents === null || cents >= 1e9)
      return {
        kind: "error",
        text: `rate: "${String(args.rate)}" is not an hourly rate (like 75 or 82.50); nothing was changed.`,
      };
    const rate = decimal(cents);
    return proposeBilling(
      ctx,
      { op: "set_hourly_rate", args: { rate: asNumber(cents) } },
      (user) => {
        const m = (r: string) => `${money(r, user.defaultCurrency)} an hour`;
        if (user.defaultHourlyRate && toCents(user.defaultHourlyRate) === cents)
          return say(`Your hourly rate is already ${m(rate)}.`);
        return `Change your default hourly rate${user.defaultHourlyRate ? ` from ${m(user.defaultHourlyRate)}` : ""} to ${m(rate)}? Invoices already made keep their amounts.`;
      },
      { defaultHourlyRate: rate },
      (after) => `Your hourly rate is ${money(after.defaultHourlyRate ?? rate, after.defaultCurrency)} an hour.`,
    );
  },
});

const setPaymentTerms = defineAction({
  name: "set_payment_terms",
  description: "Change the default payment terms: the days a new invoice is due after it is made (0 = due on receipt).",
  schema: z.object({ days: z.number().int().min(0).max(365) }),
  hints: { title: "Set the payment terms", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, args) {
    return proposeBilling(
      ctx,
      { op: "set_payment_terms", args: { days: args.days } },
      (user) => {
        const before = Number(user.paymentTerms);
        if (before === args.days) return say(`Your payment terms are already ${terms(args.days)}.`);
        return (
          `Change your default payment terms from ${terms(before)} to ${terms(args.days)}? ` +
          `New invoices will be due ${args.days === 0 ? "the day they are made" : `${plural(args.days, "day")} after they are made`}; ` +
          "invoices you already have keep their due dates."
        );
      },
      { paymentTerms: String(args.days) },
      (after) => `Your payment terms are ${terms(Number(after.paymentTerms))}.`,
    );
  },
});

export const SETTINGS_ACTIONS: ActionSpec[] = [setHourlyRate, setPaymentTerms];
