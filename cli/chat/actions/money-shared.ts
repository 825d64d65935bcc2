// What the money actions share: their argument fields (amounts as numbers or decimal strings, dates
// as YYYY-MM-DD), the owner's today, and references resolved against the owner's data (an invoice,
// a quote, a client's recurring series) or the sentence to say back when none or several fit.

import { z } from "zod";
import type { QuoteView } from "@core/quotes";
import type { RecurringSeriesView } from "@core/recurring";
import { query } from "../../api/client";
import type { CliContext } from "../../context";
import { CliError } from "../../errors";
import { money } from "../../format";
import { findQuote } from "../../operations/quotes";
import type { InvoiceView, PublicUser } from "../../types";
import { either, lookupInvoice } from "../lookup";
import { matchTitle } from "../match";
import { clientForChange } from "../proposals/invoices";
import { say } from "../proposals/propose";
import type { ChatReply } from "../types";

export const dateArg = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "a date as YYYY-MM-DD" })
  .describe("YYYY-MM-DD");
export const amountArg = z
  .union([z.number(), z.string().min(1)])
  .describe("a sum of money: a number or a decimal string, e.g. 1500 or 850.50");
export const invoiceNumberArg = z.string().min(1).describe("an invoice number like INV-2054 (or 2054)");
export const quoteNumberArg = z.string().min(1).describe("a quote number like Q-0014 (or 14)");
export const clientNameArg = z.string().min(1).describe("the client's name as the owner wrote it");

/** A sum as cents, or null when it is not one ("$1,500", "1500.5" and 1500 are). */
export function toCents(amount: string | number): number | null {
  const n = typeof amount === "number" ? amount : Number(amount.replace(/[$€£,\s]/g, ""));
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.round(n * 100);
}

/** Cents as the API's decimal string ("1250.00"). */
export const decimal = (cents: number) => (cents / 100).toFixed(2);

/** Cents as a number for the action's args (1250, 466.67). */
export const asNumber = (cents: number) => Math.round(cents) / 100;

export const notASum = (field: string, amount: unknown): ChatReply => ({
  kind: "error",
  text: `${field}: "${String(amount)}" is not a sum of money; nothing was changed.`,
});

/** The owner's calendar day now, in their time zone. */
export async function ownerToday(ctx: CliContext): Promise<string> {
  const user = await (await ctx.api()).request<PublicUser>("GET", "/api/auth/user");
  return new Intl.DateTimeFormat("en-CA", { timeZone: user.timeZone || "UTC" }).format(ctx.now());
}

/** A refusal of the API or a usage error of an operation, said back as the chat's answer. */
export function failure(error: unknown): ChatReply {
  if (error instanceof CliError) return say(error.hint ? `${error.message} ${error.hint}` : error.message);
  throw error;
}

/** An invoice by its number, or what to say: none matches (and what exists). */
export async function invoiceFor(ctx: CliContext, ref: string): Promise<InvoiceView | ChatReply> {
  const api = await ctx.api();
  const invoice = await lookupInvoice(api, ref);
  if (invoice) return invoice;
  const latest = (await api.page<InvoiceView>(`/api/invoices${query({ sort: "-createdAt", limit: 5 })}`)).items;
  return say(
    `No invoice is numbered "${ref}".` +
      (latest.length
        ? ` The latest are ${latest.map((i) => `${i.invoiceNumber} (${i.clientName})`).join(", ")}.`
        : "") +
      " `microteam invoices` lists the open ones.",
  );
}

/** A quote by its number, or what to say: none matches (and which quotes exist). */
export async function quoteFor(ctx: CliContext, ref: string): Promise<QuoteView | ChatReply> {
  const api = await ctx.api();
  try {
    return await findQuote(api, ref);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    const recent = (await api.page<QuoteView>(`/api/quotes${query({ limit: 8 })}`)).items;
    return say(
      `No quote is numbered "${ref}".` +
        (recent.length
          ? ` Your quotes: ${recent.map((q) => `${q.quoteNumber} (${q.clientName}, ${q.status})`).join(", ")}.`
          : " You have no quotes yet."),
    );
  }
}

export const isReply = <T extends object>(x: T | ChatReply): x is ChatReply =>
  "kind" in x && ["text", "confirm", "error"].includes(String((x as { kind: unknown }).kind));

/** "Website care plan" or "Lumen Coffee Roasters' series". */
export const seriesName = (s: RecurringSeriesView) => s.description || `${s.clientName}'s series`;

/** "Website care plan ($350.00 every month, active)" */
export const describeSeries = (s: RecurringSeriesView) =>
  `${seriesName(s)} (${money(s.amount, s.currency)}, ${s.rule.charAt(0).toLowerCase()}${s.rule.slice(1)}, ${s.status})`;

/**
 * A client's recurring series: the one the description names, else the only one (or the only one in a
 * state the change starts from). Several fitting is a question naming each; none is said with what exists.
 */
export async function seriesFor(
  ctx: CliContext,
  typedClient: string,
  description: string | undefined,
  fits: (s: RecurringSeriesView) => boolean,
): Promise<{ series: RecurringSeriesView; preface?: string } | ChatReply> {
  const found = await clientForChange(ctx, typedClient);
  if (isReply(found)) return found;
  const { client, preface } = found;
  const api = await ctx.api();
  const all = (
    await api.page<RecurringSeriesView>(`/api/recurring-invoices${query({ clientId: client.id, limit: 200 })}`)
  ).items;
  const lead = preface ? `${preface} ` : "";
  if (all.length === 0)
    return say(`${lead}${client.name} has no recurring series. \`microteam recurring\` lists the ones you have.`);
  let candidates = all;
  if (description) {
    const named = matchTitle(all, description, seriesName);
    if (named.kind === "exact" || named.kind === "fuzzy") return { series: named.item, preface };
    if (named.kind === "several") candidates = named.items;
    else if (all.length > 1)
      return say(
        `${lead}${client.name} has no series called "${description}": ${either(all.map(describeSeries))}. Which one?`,
      );
  }
  if (candidates.length === 1) return { series: candidates[0], preface };
  const fitting = candidates.filter(fits);
  if (fitting.length === 1) return { series: fitting[0], preface };
  return say(
    `${lead}${client.name} has ${candidates.length} series: ${either(candidates.map(describeSeries))}. Which one?`,
  );
}
