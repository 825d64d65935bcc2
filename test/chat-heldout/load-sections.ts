// The fixture sections the fresh sets added (test/chat-fresh-1/README.md): part payments, quotes,
// recurring series, leads, time entries and helpers, inserted as the product stores them. A set
// without a section loads nothing for it, so the held-out set loads as before.

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { invoicePayments, invoices, leads, quotes, recurringSeries, taskDelegations, timeEntries } from "../../core/db/schema";
import type { makeTestApp } from "../app";

export interface FixtureSections {
  payments?: { invoiceNumber: string; amount: string; paidDate: string; method?: string; note?: string }[];
  quotes?: {
    quoteNumber: string;
    clientName: string;
    amount: string;
    description: string;
    status: string;
    sentDate: string | null;
    acceptedDate?: string;
    declinedDate?: string;
    validUntil: string | null;
  }[];
  recurring?: {
    clientName: string;
    description: string;
    amount: string;
    every: "week" | "month";
    dayOfMonth?: number;
    startDate: string;
    nextDate: string | null;
    status: string;
    statusReason?: string;
  }[];
  leads?: {
    name: string;
    email: string;
    message: string | null;
    status: string;
    platform: string;
    client?: string;
    won?: boolean;
    createdAt: string;
  }[];
  timeEntries?: { clientName: string; minutes: number; date: string; description: string; billed: boolean }[];
  /** People the owner handed work to before: each has a past (completed) delegation. */
  helpers?: { name: string; email: string; role?: string }[];
}

type TestApp = ReturnType<typeof makeTestApp>;

/** A fixture's day ("2026-01-12", at noon UTC) or instant ("2026-01-12T09:30:00-07:00", as written). */
export const at = (day: string) => new Date(/T/.test(day) ? day : `${day}T12:00:00Z`);
const cents = (amount: string) => Math.round(Number(amount) * 100);
const oneLine = (description: string, amount: string) => [
  { description, quantityMilli: 1000, unitPriceCents: cents(amount), taxes: [] },
];

export function loadSections(
  t: TestApp,
  ids: {
    userId: string;
    currency: string;
    hourlyRate: string;
    paymentTerms: number;
    clients: Map<string, string>;
    invoices: Map<string, string>;
    /** Completed tasks, to hang the helpers' past delegations on. */
    doneTasks: string[];
  },
  sections: FixtureSections,
) {
  const { userId, currency } = ids;
  const client = (name: string) => {
    const id = ids.clients.get(name);
    if (!id) throw new Error(`fixture: no client named ${name}`);
    return id;
  };

  for (const p of sections.payments ?? []) {
    const invoiceId = ids.invoices.get(p.invoiceNumber)!;
    t.db
      .insert(invoicePayments)
      .values({
        userId,
        invoiceId,
        amountCents: cents(p.amount),
        paidOn: p.paidDate,
        method: (p.method ?? "bank_transfer").replace(/\s+/g, "_"),
        note: p.note ?? null,
        createdAt: at(p.paidDate),
      })
      .run();
    const row = t.db.select().from(invoices).where(eq(invoices.id, invoiceId)).get()!;
    t.db
      .update(invoices)
      .set({ paidCents: row.paidCents + cents(p.amount) })
      .where(eq(invoices.id, invoiceId))
      .run();
  }

  for (const q of sections.quotes ?? []) {
    t.db
      .insert(quotes)
      .values({
        userId,
        clientId: client(q.clientName),
        quoteNumber: q.quoteNumber,
        description: q.description,
        lines: oneLine(q.description, q.amount),
        amountCents: cents(q.amount),
        currency,
        validUntil: q.validUntil,
        status: q.status,
        sentAt: q.sentDate ? at(q.sentDate) : null,
        acceptedAt: q.acceptedDate ? at(q.acceptedDate) : null,
        acceptedName: q.acceptedDate ? q.clientName : null,
        declinedAt: q.declinedDate ? at(q.declinedDate) : null,
        createdAt: at(q.sentDate ?? "2026-11-25"),
      })
      .run();
  }

  for (const r of sections.recurring ?? []) {
    // How many invoices the series has made: its periods from the start up to the next one.
    const step = r.every === "week" ? 7 : 30.4;
    const made = r.nextDate
      ? Math.max(0, Math.round((Date.parse(r.nextDate) - Date.parse(r.startDate)) / (step * 86_400_000)))
      : 0;
    t.db
      .insert(recurringSeries)
      .values({
        userId,
        clientId: client(r.clientName),
        description: r.description,
        lines: oneLine(r.description, r.amount),
        amountCents: cents(r.amount),
        currency,
        unit: r.every,
        every: 1,
        dayOfMonth: r.every === "month" ? (r.dayOfMonth ?? Number(r.startDate.slice(8, 10))) : null,
        startDate: r.startDate,
        dueDays: ids.paymentTerms,
        status: r.status,
        statusReason: r.statusReason ?? null,
        nextPeriod: made,
        nextDate: r.nextDate,
        createdCount: made,
        createdAt: at(r.startDate < "2026-11-30" ? r.startDate : "2026-11-25"),
      })
      .run();
  }

  for (const l of sections.leads ?? []) {
    t.db
      .insert(leads)
      .values({
        userId,
        platform: l.platform,
        name: l.name,
        email: l.email,
        message: l.message,
        status: l.status,
        clientId: l.client ? client(l.client) : null,
        won: l.won ?? false,
        createdAt: at(l.createdAt),
      })
      .run();
  }

  const rateCents = cents(ids.hourlyRate);
  for (const e of sections.timeEntries ?? []) {
    const startedAt = new Date(`${e.date}T17:00:00Z`);
    t.db
      .insert(timeEntries)
      .values({
        userId,
        clientId: client(e.clientName),
        description: e.description,
        startedAt,
        endedAt: new Date(startedAt.getTime() + e.minutes * 60_000),
        workDate: e.date,
        minutes: e.minutes,
        rateCents,
        amountCents: Math.round((rateCents * e.minutes) / 60),
        currency,
        createdAt: startedAt,
      })
      .run();
  }

  (sections.helpers ?? []).forEach((h, index) => {
    const taskId = ids.doneTasks[index];
    if (!taskId) throw new Error("fixture: fewer completed tasks than helpers");
    t.db
      .insert(taskDelegations)
      .values({
        userId,
        taskId,
        helperName: h.name,
        helperEmail: h.email,
        token: crypto.randomBytes(32).toString("hex"),
        completedAt: at("2026-11-20"),
        createdAt: at("2026-11-10"),
      })
      .run();
  });
}
