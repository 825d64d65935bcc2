// Questions about periods and habits, answered from the server's figures: what came in over any days
// ("last quarter", "since September"), two periods side by side, the clients who paid the most, who
// pays late or early, open quotes, recurring series and new leads. The period is the one asked about,
// never another: a question the figures cannot answer says so and what can be asked instead.

import type { BestClients, PaymentHabits } from "@core/assistant";
import type { MoneyFigures } from "@core/invoices";
import type { QuoteView } from "@core/quotes";
import type { RecurringSeriesView } from "@core/recurring";
import type { LeadView } from "@core/leads";
import { query } from "../api/client";
import type { CliContext } from "../context";
import type { PublicUser } from "../types";
import { day, money, plural } from "../format";
import { clientFor } from "./answers";
import { ALL_TIME, type AskPeriod, type ChatReply, type Intent } from "./types";

const say = (text: string): ChatReply => ({ kind: "text", text });

type Ask = Extract<Intent, { op: "ask" }>;

/** "in Q3 2026 (Jul 1 – Sep 30, 2026)" */
const during = (p: AskPeriod, to = p.to) =>
  p.from === ALL_TIME.from ? "in all" : `in ${p.label} (${day(p.from)} – ${day(to)})`;


async function collected(ctx: CliContext, p: AskPeriod | undefined, clientId?: string): Promise<MoneyFigures> {
  const period = p ? (p.from === ALL_TIME.from ? "all" : `${p.from}..${p.to}`) : "this-month";
  return (await ctx.api()).request<MoneyFigures>("GET", `/api/invoices/figures${query({ period, clientId })}`);
}

export async function answerAsk(ctx: CliContext, intent: Ask): Promise<ChatReply> {
  let clientId: string | undefined;
  let clientName: string | undefined;
  let note = "";
  if (intent.client && intent.what !== "late-payers") {
    const found = await clientFor(ctx, intent.client);
    if ("kind" in found) return found;
    ({ note } = found);
    clientId = found.client.id;
    clientName = found.client.name;
  }
  const from = clientName ? ` from ${clientName}` : "";
  switch (intent.what) {
    case "collected": {
      const f = await collected(ctx, intent.period, clientId);
      const when = intent.period ? during(intent.period, f.to) : "this month";
      return say(
        `${note}You collected ${money(f.collected.total, f.currency)}${from} ${when}` +
          `${f.collected.count ? `, from ${plural(f.collected.count, "invoice")}` : ""}.`,
      );
    }
    case "compare": {
      const [a, b] = intent.periods ?? [];
      if (!a || !b) {
        return say(
          'Which two periods? Say them both, e.g. "this month vs last month" or "october vs september".',
        );
      }
      const [fa, fb] = await Promise.all([collected(ctx, a, clientId), collected(ctx, b, clientId)]);
      const ca = Number(fa.collected.total);
      const cb = Number(fb.collected.total);
      const diff = Math.abs(ca - cb).toFixed(2);
      const change =
        ca === cb
          ? "the same"
          : `${money(diff, fa.currency)} ${ca > cb ? "more" : "less"}${cb > 0 ? ` (${ca > cb ? "+" : "−"}${Math.round((Math.abs(ca - cb) / cb) * 100)} %)` : ""}`;
      return say(
        `${note}Collected${from}: ${money(fa.collected.total, fa.currency)} ${during(a, fa.to)}, ` +
          `${money(fb.collected.total, fb.currency)} ${during(b, fb.to)}: ${change}.`,
      );
    }
    case "best-clients": {
      const p = intent.period;
      const best = await (await ctx.api()).request<BestClients>(
        "GET",
        `/api/assistant/best-clients${query({ from: p?.from, to: p?.to, limit: 5 })}`,
      );
      if (best.clients.length === 0) return say(`No client has paid you anything ${p ? during(p) : "yet"}.`);
      const list = best.clients
        .map((c, i) => `${i + 1}. ${c.name} ${money(c.paid, best.currency)} (${plural(c.invoices, "invoice")})`)
        .join("\n");
      return say(`Your best clients by money received ${p ? during(p, best.to) : "so far"}:\n${list}`);
    }
    case "late-payers": {
      const habits = await (await ctx.api()).request<PaymentHabits>("GET", "/api/assistant/payment-habits");
      const words = (c: PaymentHabits["clients"][number]) =>
        c.averageDays > 0.5
          ? `about ${Math.round(c.averageDays)} days late on average (latest ${c.latestDays})`
          : c.averageDays < -0.5
            ? `about ${Math.round(-c.averageDays)} days early on average`
            : "on time";
      if (intent.client) {
        const found = await clientFor(ctx, intent.client);
        if ("kind" in found) return found;
        const h = habits.clients.find((c) => c.clientId === found.client.id);
        if (!h) return say(`${found.note}${found.client.name} has not paid an invoice yet, so there is no habit to tell.`);
        return say(`${found.note}${h.name} pays ${words(h)}, over ${plural(h.paidInvoices, "paid invoice")}.`);
      }
      const late = habits.clients.filter((c) => c.habit === "late");
      const early = habits.clients.filter((c) => c.habit === "early");
      const lines = [
        late.length
          ? `Late payers: ${late.map((c) => `${c.name} (${words(c)}, ${plural(c.paidInvoices, "paid invoice")})`).join("; ")}.`
          : "No client pays late as a habit (a week or more on average).",
        ...(early.length ? [`Early: ${early.map((c) => `${c.name} (${words(c)})`).join("; ")}.`] : []),
      ];
      return say(lines.join("\n"));
    }
    case "quotes": {
      const api = await ctx.api();
      const [sent, accepted] = await Promise.all(
        ["sent", "accepted"].map((status) =>
          api.page<QuoteView>(`/api/quotes${query({ status, clientId, limit: 20 })}`),
        ),
      );
      const waiting = accepted.items.filter((q) => !q.invoice && !q.depositInvoice);
      if (sent.items.length === 0 && waiting.length === 0) return say(`No quotes are waiting${from}.`);
      const line = (q: QuoteView) =>
        `${q.quoteNumber} ${q.clientName} ${money(q.amount, q.currency)}${q.description ? ` (${q.description})` : ""}`;
      return say(
        [
          sent.items.length
            ? `Sent, no answer yet: ${sent.items.map((q) => `${line(q)}, sent ${q.sentAt ? day(q.sentAt.slice(0, 10)) : "—"}`).join("; ")}.`
            : "",
          waiting.length
            ? `Accepted, not yet invoiced: ${waiting.map(line).join("; ")} ("convert <quote> to an invoice").`
            : "",
        ]
          .filter(Boolean)
          .join("\n"),
      );
    }
    case "recurring": {
      const page = await (await ctx.api()).page<RecurringSeriesView>(`/api/recurring-invoices${query({ clientId, limit: 50 })}`);
      const live = page.items.filter((s) => s.status !== "ended");
      if (live.length === 0) return say(`No recurring invoices${from}. "bill <client> <amount> every month" sets one up.`);
      return say(
        live
          .map(
            (s) =>
              `${s.clientName}: ${money(s.amount, s.currency)} ${s.rule}${s.description ? ` (${s.description})` : ""}, ` +
              (s.status === "paused" ? "paused" : s.nextDate ? `next ${day(s.nextDate)}` : "active"),
          )
          .join("\n"),
      );
    }
    case "settings": {
      // The same figures the model's billing_settings lookup reads: one source, the signed-in owner.
      const user = await (await ctx.api()).request<PublicUser>("GET", "/api/auth/user");
      const rate = user.defaultHourlyRate ? `${money(user.defaultHourlyRate, user.defaultCurrency)} an hour` : "not set";
      return say(
        `Your hourly rate is ${rate}; payment terms are ${Number(user.paymentTerms) === 0 ? "due on receipt" : `net ${Number(user.paymentTerms)} (due ${plural(Number(user.paymentTerms), "day")} after the invoice)`}; ` +
          `currency ${user.defaultCurrency}; time zone ${user.timeZone}. ` +
          'Change them with "set my rate to 120" or "set terms to net 15", or in the web app (Settings → Billing).',
      );
    }
    case "leads": {
      const page = await (await ctx.api()).page<LeadView>(`/api/leads${query({ status: "new", limit: 20 })}`);
      if (page.items.length === 0) return say("No new leads. Posts with a tracked link bring them in (The Creator).");
      return say(
        `New leads: ${page.items
          .map((l) => `${l.name} <${l.email}>${l.message ? `: "${l.message}"` : ""}`)
          .join("; ")}. "make <lead> a client" adds one.`,
      );
    }
  }
}
