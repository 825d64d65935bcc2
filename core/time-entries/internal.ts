import { and, eq, isNull } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, timeEntries, type Client, type Db, type TimeEntry } from "../db";
import { currencyDigits } from "../currency";
import { AppError, conflict, notFound } from "../errors";
import { parseCents } from "../money";
import { getOwner } from "../users";
import { amountCents, timerMinutes } from "./duration";
import { MIN_RATE_CENTS } from "./schemas";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The owner's entry, or NOT_FOUND (another owner's id is not found either). */
export function getTimeEntryOfOwner(ctx: OwnerContext, id: string): TimeEntry {
  const row = ctx.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.userId, ctx.userId)))
    .get();
  if (!row) throw notFound("Time entry");
  return row;
}

/** A client named in a body must be one of the owner's (400 naming the field, as invoices and quotes do). */
export function clientInBody(ctx: OwnerContext, clientId: string): Client {
  const client = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, ctx.userId)))
    .get();
  if (!client) throw new AppError("VALIDATION", "Invalid input: clientId", { clientId: "Choose one of your clients" });
  return client;
}

/** The rate and currency a new entry takes: the one given, else the owner's hourly rate, in their home currency. */
export function rateOf(ctx: OwnerContext, given: number | null | undefined): { rateCents: number; currency: string } {
  const owner = getOwner(ctx);
  const currency = owner.defaultCurrency || "USD";
  if (given) return { rateCents: given, currency };
  const saved = owner.defaultHourlyRate ? parseCents(owner.defaultHourlyRate) : null;
  if (saved !== null && saved > 0 && saved < MIN_RATE_CENTS) {
    const message = "Your hourly rate in Settings → Billing is under 1 an hour: give a rate, or raise it there";
    throw new AppError("VALIDATION", message, { hourlyRate: message });
  }
  if (!saved) {
    const message = "Hourly rate is required: give one, or set your hourly rate in Settings → Billing";
    throw new AppError("VALIDATION", message, { hourlyRate: message });
  }
  return { rateCents: saved, currency };
}

/** What an entry of `minutes` at `rateCents` in `currency` bills (whole units in a currency without a fraction). */
export const billedAmount = (minutes: number, rateCents: number, currency: string) =>
  amountCents(minutes, rateCents, currencyDigits(currency) === 0);

/** The owner's running timer (at most one: a unique index holds it), or undefined. */
export function runningEntry(tx: Tx | Db, userId: string): TimeEntry | undefined {
  return tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)))
    .get();
}

/** Stops a running entry at `now`: its minutes and amount, rounded once. 409 when it stopped meanwhile. */
export function finishEntry(tx: Tx, entry: TimeEntry, now: Date): void {
  const minutes = timerMinutes(entry.startedAt, now);
  const changed = tx
    .update(timeEntries)
    .set({ endedAt: now, minutes, amountCents: billedAmount(minutes, entry.rateCents, entry.currency), updatedAt: now })
    .where(and(eq(timeEntries.id, entry.id), isNull(timeEntries.endedAt)))
    .run().changes;
  if (changed !== 1) throw conflict("This timer was already stopped", "timer");
}
