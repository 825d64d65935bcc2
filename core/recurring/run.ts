// Making each period's invoice of a recurring series exactly once (docs/decisions/200-recurring-invoices.md).
// One period is one BEGIN IMMEDIATE transaction: re-read the series, claim the unique (series, period)
// row, insert the invoice with its lines and number, queue its email, move the series on. Two servers
// (or the terminal beside one) take turns on the file, so the second finds the series already moved
// on; the unique key is the guarantee if anything else ever writes a period.
import { eq } from "drizzle-orm";
import { asOwner, type Services } from "../context";
import { publish } from "../events";
import { clientEmailsHeld } from "../instance";
import { prepared, clients, invoiceEvents, invoices, recurringInvoices, recurringSeries, users } from "../db";
import {
  computeTotals,
  writeLines,
  queueInvoiceMails,
  takeInvoiceNumber,
  invoiceMessage,
  invoiceSubject,
} from "../invoices";
import { clientEmailsLeft, ownerSender } from "../mail";
import { addDays, todayIn } from "../time";
import { ruleOf, seriesDiscount } from "./internal";
import { isOpenEnded, periodAllowed, periodDate } from "./schedule";

/** An open-ended series further behind than this is paused instead of catching up (decision 200). */
export const MAX_CATCH_UP_DAYS = 365;
/** A bounded series catches up at most this many periods in one run (the rest in the next run). */
const MAX_PERIODS_PER_RUN = 400;

type PeriodOutcome = "created" | "idle" | "deferred" | "paused";

/** The series' next period, if it is due on `today` (the owner's). */
function invoiceNextPeriod(services: Services, seriesId: string, today: string): PeriodOutcome {
  const now = services.clock.now();
  return services.db.transaction((tx) => {
    const s = tx.select().from(recurringSeries).where(eq(recurringSeries.id, seriesId)).get();
    if (!s || s.status !== "active" || s.nextDate === null || s.nextDate > today) return "idle";
    const rule = ruleOf(s);
    const k = s.nextPeriod;
    if (!periodAllowed(rule, k, s.createdCount)) {
      tx.update(recurringSeries)
        .set({ status: "ended", nextDate: null, statusReason: null, updatedAt: now })
        .where(eq(recurringSeries.id, s.id))
        .run();
      return "idle";
    }
    if (isOpenEnded(rule) && s.nextDate < addDays(today, -MAX_CATCH_UP_DAYS)) {
      tx.update(recurringSeries)
        .set({
          status: "paused",
          statusReason: `Paused: catching up from ${s.nextDate} would make more than a year of invoices at once. Resume to continue from today.`,
          updatedAt: now,
        })
        .where(eq(recurringSeries.id, s.id))
        .run();
      return "paused";
    }
    const ctx = asOwner(services, s.userId);
    const client = tx.select().from(clients).where(eq(clients.id, s.clientId)).get()!;
    const emailing = s.sendEmail && !!client.email;
    // The invoice and its email go together: with the hourly allowance spent, or links that would point at
    // this computer (decision 321), the period waits for a later run.
    if (emailing && (clientEmailsLeft(ctx) < 1 || clientEmailsHeld(ctx) !== null)) return "deferred";
    const date = periodDate(rule, k);
    const claimed = tx
      .insert(recurringInvoices)
      .values({
        userId: s.userId,
        seriesId: s.id,
        period: k,
        periodDate: date,
        email: s.sendEmail ? (emailing ? "queued" : "no_email") : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
      .get();
    if (!claimed) return "idle";

    const owner = tx.select().from(users).where(eq(users.id, s.userId)).get()!;
    const discount = seriesDiscount(s);
    const totals = computeTotals(s.lines, discount);
    const invoice = tx
      .insert(invoices)
      .values({
        userId: s.userId,
        clientId: s.clientId,
        invoiceNumber: takeInvoiceNumber(tx, s.userId, now, null),
        amountCents: totals.totalCents,
        // The series' own currency (qa14 F3): once the owner's home currency differs, the invoice (no rate
        // recorded) waits for one like any other foreign invoice (decision 220), never counted as home money.
        currency: s.currency,
        dueDate: addDays(date, s.dueDays),
        status: "pending",
        description: s.description,
        discountKind: s.discountKind,
        discountValue: s.discountValue,
        ownerTaxId: owner.taxId,
        clientTaxId: client.taxId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    writeLines(tx, s.userId, invoice.id, s.lines, totals);
    tx.insert(invoiceEvents)
      .values({
        userId: s.userId,
        invoiceId: invoice.id,
        type: "recurring",
        detail: { seriesId: s.id, period: k + 1, periodDate: date },
        createdAt: now,
      })
      .run();
    tx.update(recurringInvoices).set({ invoiceId: invoice.id }).where(eq(recurringInvoices.id, claimed.id)).run();

    const created = s.createdCount + 1;
    const more = periodAllowed(rule, k + 1, created);
    tx.update(recurringSeries)
      .set({
        nextPeriod: k + 1,
        createdCount: created,
        nextDate: more ? periodDate(rule, k + 1) : null,
        status: more ? "active" : "ended",
        updatedAt: now,
      })
      .where(eq(recurringSeries.id, s.id))
      .run();
    publish(ctx, { type: "invoice.created", userId: s.userId, subjectId: invoice.id });
    if (emailing) {
      const sender = ownerSender(ctx);
      queueInvoiceMails(
        ctx,
        [
          {
            invoice,
            client,
            kind: "invoice",
            subject: invoiceSubject(invoice.invoiceNumber),
            body: invoiceMessage(sender.signature),
          },
        ],
        today,
        sender,
      );
    }
    return "created";
  });
}

export interface SeriesRun {
  created: number;
  /** Periods left for a later run: the hourly email allowance was spent. */
  deferred: boolean;
  paused: boolean;
}

/** Makes every period of one series that is due on the owner's `today`. */
export function runSeries(services: Services, seriesId: string, today: string): SeriesRun {
  let created = 0;
  for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
    const outcome = invoiceNextPeriod(services, seriesId, today);
    if (outcome !== "created") return { created, deferred: outcome === "deferred", paused: outcome === "paused" };
    created++;
  }
  return { created, deferred: false, paused: false };
}

/**
 * The job (server/jobs.ts, every minute, and `microteam recurring run`): every active series whose
 * next date has come in its owner's time zone gets its invoices. `userId` limits it to one owner.
 */
export function runRecurringJob(services: Services, userId?: string): { created: number; series: number } {
  const now = services.clock.now();
  // No time zone is more than 14 hours ahead of UTC: a series due "tomorrow" in UTC may be due today there.
  const latest = addDays(now.toISOString().slice(0, 10), 1);
  const due = prepared(services.db, "recurring:due", (d) =>
    d.$client.prepare<[string, string | null, string | null], { id: string; timeZone: string }>(
      `select s.id, u.time_zone as timeZone from recurring_series s join users u on u.id = s.user_id
       where s.status = 'active' and s.next_date <= ? and (? is null or s.user_id = ?)
       order by s.next_date`,
    ),
  ).all(latest, userId ?? null, userId ?? null);
  let created = 0;
  let series = 0;
  for (const row of due) {
    // One series that fails (and rolls back its period) must not hold up the others behind it.
    try {
      const run = runSeries(services, row.id, todayIn(row.timeZone, now));
      created += run.created;
      if (run.created > 0) series++;
    } catch (error) {
      services.log.error({ err: error, seriesId: row.id }, "recurring series failed");
    }
  }
  return { created, series };
}
