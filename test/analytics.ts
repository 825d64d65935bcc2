// A small business for the Analyst's tests, every figure worked out by hand in the comments.
import { postDeliveries } from "../core/db/schema";
import type { makeTestApp } from "./app";
import { factories } from "./factories";

// Saturday 21 November 2026, 09:00 UTC; the owner is in UTC.
export const NOW = "2026-11-21T09:00:00Z";
export const at = (iso: string) => new Date(iso);

/**
 * A business whose every figure is worked out by hand in the comments below, for the expectations
 * of the test that follows.
 */
export async function analyticsBusiness(t: ReturnType<typeof makeTestApp>) {
  const owner = await t.signUp();
  const id = owner.user.id;
  // Active clients: Acme (old) and Cora (new this month); Bolt is new this month but inactive.
  const acme = factories.client(t.db, id, { name: "Acme", createdAt: at("2026-05-01T10:00:00Z") });
  factories.client(t.db, id, { name: "Bolt", status: "inactive", createdAt: at("2026-11-10T10:00:00Z") });
  factories.client(t.db, id, { name: "Cora", createdAt: at("2026-11-05T10:00:00Z") });
  const invoice = (o: Parameters<typeof factories.invoice>[3]) => factories.invoice(t.db, id, acme.id, o);
  // Paid: Aug $1,000 (14 days after sending), Sep $2,000 (10), Oct $3,000 (9), Nov $500 (6).
  invoice({
    amountCents: 100_000,
    status: "paid",
    dueDate: "2026-08-31",
    sentAt: at("2026-08-01T12:00:00Z"),
    paidDate: "2026-08-15",
  });
  invoice({
    amountCents: 200_000,
    status: "paid",
    dueDate: "2026-09-30",
    sentAt: at("2026-09-10T12:00:00Z"),
    paidDate: "2026-09-20",
  });
  invoice({
    amountCents: 300_000,
    status: "paid",
    dueDate: "2026-10-31",
    sentAt: at("2026-10-01T12:00:00Z"),
    paidDate: "2026-10-10",
  });
  invoice({
    amountCents: 50_000,
    status: "paid",
    dueDate: "2026-11-30",
    sentAt: at("2026-10-30T12:00:00Z"),
    paidDate: "2026-11-05",
  });
  // Awaiting: $400 not yet due (sent), $600 20 days late (sent), $700 marked overdue 52 days late
  // (sent), $800 112 days late (never sent); a $999 draft counts nowhere.
  invoice({ amountCents: 40_000, status: "pending", dueDate: "2026-12-01", sentAt: at("2026-11-01T12:00:00Z") });
  invoice({ amountCents: 60_000, status: "pending", dueDate: "2026-11-01", sentAt: at("2026-10-01T12:00:00Z") });
  invoice({ amountCents: 70_000, status: "overdue", dueDate: "2026-09-30", sentAt: at("2026-09-01T12:00:00Z") });
  invoice({ amountCents: 80_000, status: "pending", dueDate: "2026-08-01" });
  invoice({ amountCents: 99_900, status: "draft", dueDate: "2026-12-15" });
  // Tasks completed: this week (from Mon 16 Nov) on the 17th, 19th, 20th and 21st; the week of
  // 9 Nov 6 (one on Sunday the 15th), of 2 Nov 4, of 26 Oct 3, of 19 Oct 2. One still open.
  const done = (day: string) =>
    factories.task(t.db, id, {
      completed: true,
      completedAt: at(`${day}T08:00:00Z`),
      createdAt: at(`${day}T07:00:00Z`),
    });
  for (const day of ["2026-11-17", "2026-11-19", "2026-11-20", "2026-11-21"]) done(day);
  for (const day of ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13", "2026-11-15"]) done(day);
  for (const day of ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"]) done(day);
  for (const day of ["2026-10-26", "2026-10-27", "2026-10-28"]) done(day);
  for (const day of ["2026-10-19", "2026-10-20"]) done(day);
  factories.task(t.db, id, { title: "Open", createdAt: at("2026-11-01T07:00:00Z") });
  // Posts: one to LinkedIn (17 Nov) and Twitter (posted by hand, 18 Nov); one to Twitter (10 Nov);
  // one scheduled for next week.
  const first = factories.event(t.db, id, { status: "published", startDate: at("2026-11-17T09:00:00Z") });
  const second = factories.event(t.db, id, { status: "published", startDate: at("2026-11-10T09:00:00Z") });
  factories.event(t.db, id, { status: "scheduled", startDate: at("2026-11-25T09:00:00Z") });
  t.db
    .insert(postDeliveries)
    .values([
      {
        userId: id,
        eventId: first.id,
        platform: "linkedin",
        status: "published",
        publishedAt: at("2026-11-17T09:00:00Z"),
      },
      {
        userId: id,
        eventId: first.id,
        platform: "twitter",
        status: "posted_manually",
        publishedAt: at("2026-11-18T09:00:00Z"),
      },
      {
        userId: id,
        eventId: second.id,
        platform: "twitter",
        status: "published",
        publishedAt: at("2026-11-10T09:00:00Z"),
      },
    ])
    .run();
  return owner;
}
