import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { users } from "../db";
import { moneyReceived, overdueSql } from "../invoices";
import { addDays, clockTimeIn, daysBetween, startOfLocalDay, todayIn } from "../time";
import { getOwner } from "../users";
import { dollars } from "./text";
import type { NotificationItem } from "./types";

const MAX_ITEMS = 50;

const SQL = {
  overdue: `
    select i.id, i.invoice_number as number, i.amount_cents - i.paid_cents as cents, i.currency, i.due_date as dueDate, c.name as client
    from invoices i join clients c on c.id = i.client_id
    where i.user_id = @u and ${overdueSql("i")}
    order by i.due_date asc limit 20`,
  postsBetween: `
    select id, title, start_date as startDate, created_at as createdAt from events
    where user_id = ? and type = 'content_post' and status = 'scheduled' and start_date >= ? and start_date < ?
    order by start_date`,
  newClients: `select id, name, company, created_at as createdAt from clients where user_id = ? and created_at >= ? order by created_at desc limit ${MAX_ITEMS}`,
  stored: `select id, type, title, description, href, created_at as createdAt from notifications
    where user_id = ? order by created_at desc limit ${MAX_ITEMS}`,
  weekly: `
    select
      (select count(*) from tasks where user_id = $u and completed = 1 and completed_at >= $fromMs and completed_at < $toMs) as tasks,
      (select count(*) from events where user_id = $u and type = 'content_post' and status = 'published' and start_date >= $fromMs and start_date < $toMs) as posts`,
};

/** Midnight of a local calendar date as an instant, near enough for ordering notifications. */
const instantOf = (date: string, hour = 8) => Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);

/**
 * What the bell shows: overdue invoices, posts scheduled today, new clients and the weekly report
 * (derived from the data as it is now), and what was stored when it happened (core/notifications/notify.ts).
 * A read across the business, so it lives with the focus engine above the modules it reads; the
 * modules below store what happened through core/notifications' `notifyOwner`.
 */
export function listNotifications({ ctx }: { ctx: OwnerContext }) {
  const owner = getOwner(ctx);
  const now = ctx.clock.now();
  const today = todayIn(owner.timeZone, now);
  const sqlite = ctx.db.$client;
  const items: Omit<NotificationItem, "unread">[] = [];

  for (const inv of sqlite.prepare(SQL.overdue).all({ u: ctx.userId, today }) as {
    id: string;
    number: string;
    cents: number;
    currency: string;
    dueDate: string;
    client: string;
  }[]) {
    const days = daysBetween(inv.dueDate, today);
    items.push({
      id: `overdue:${inv.id}`,
      type: "overdue_invoice",
      title: `Invoice ${inv.number} is overdue`,
      description:
        days > 0
          ? `${dollars(inv.cents, inv.currency)} from ${inv.client}, ${days} day${days === 1 ? "" : "s"} late`
          : `${dollars(inv.cents, inv.currency)} from ${inv.client}, marked overdue`,
      href: "/invoices",
      // The day after the due date, or now for an invoice the owner marked overdue before its date.
      createdAt: new Date(Math.min(instantOf(addDays(inv.dueDate, 1)), now.getTime())).toISOString(),
    });
  }

  const dayStart = startOfLocalDay(owner.timeZone, now);
  for (const post of sqlite.prepare(SQL.postsBetween).all(ctx.userId, dayStart, dayStart + 86_400_000) as {
    id: string;
    title: string;
    startDate: number;
    createdAt: number;
  }[]) {
    items.push({
      id: `post:${post.id}`,
      type: "post_scheduled",
      title: "Post scheduled today",
      description: `${post.title} at ${clockTimeIn(owner.timeZone, post.startDate)}`,
      href: "/content",
      createdAt: new Date(Math.min(now.getTime(), Math.max(post.createdAt, dayStart))).toISOString(),
    });
  }

  for (const c of sqlite.prepare(SQL.newClients).all(ctx.userId, now.getTime() - 7 * 86_400_000) as {
    id: string;
    name: string;
    company: string | null;
    createdAt: number;
  }[]) {
    items.push({
      id: `client:${c.id}`,
      type: "new_client",
      title: `New client: ${c.name}`,
      description: c.company ? `${c.company} was added to your clients` : "Added to your clients",
      href: `/clients/${c.id}`,
      createdAt: new Date(c.createdAt).toISOString(),
    });
  }

  // The weekly report arrives on Monday morning, about the week before.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  // It arrives at 08:00 on Monday: before then, the report on show is the one that came last Monday
  // (a report dated later than now would stay unread after the owner has read everything).
  let monday = addDays(today, -weekday);
  if (instantOf(monday) > now.getTime()) monday = addDays(monday, -7);
  const from = addDays(monday, -7);
  if (owner.createdAt.getTime() < instantOf(monday)) {
    const w = sqlite.prepare(SQL.weekly).get({
      u: ctx.userId,
      fromMs: instantOf(from, 0),
      toMs: instantOf(monday, 0),
    }) as { tasks: number; posts: number };
    // Money received in the owner's currency (core/invoices/received.ts, the rule of every "collected").
    const currency = owner.defaultCurrency || "USD";
    const paid = moneyReceived(ctx, from, addDays(monday, -1));
    items.push({
      id: `weekly:${monday}`,
      type: "weekly_report",
      title: "Your weekly report",
      description: `Last week: ${dollars(paid.cents, currency)} collected from ${paid.count} invoice${paid.count === 1 ? "" : "s"}, ${w.tasks} task${w.tasks === 1 ? "" : "s"} done, ${w.posts} post${w.posts === 1 ? "" : "s"} published.`,
      href: "/analytics",
      createdAt: new Date(instantOf(monday)).toISOString(),
    });
  }

  // What happened and was stored: deliveries that failed, clients saying they paid, payments that did not match.
  for (const n of sqlite.prepare(SQL.stored).all(ctx.userId) as {
    id: string;
    type: string;
    title: string;
    description: string;
    href: string;
    createdAt: number;
  }[]) {
    items.push({
      id: `stored:${n.id}`,
      type: n.type as NotificationItem["type"],
      title: n.title,
      description: n.description,
      href: n.href,
      createdAt: new Date(n.createdAt).toISOString(),
    });
  }

  const seen = owner.notificationsSeenAt?.getTime() ?? 0;
  const sorted = items
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))
    .slice(0, MAX_ITEMS)
    .map((i) => ({ ...i, unread: Date.parse(i.createdAt) > seen }));
  return { unreadCount: sorted.filter((i) => i.unread).length, items: sorted };
}

export function markNotificationsRead({ ctx }: { ctx: OwnerContext }) {
  ctx.db.update(users).set({ notificationsSeenAt: ctx.clock.now() }).where(eq(users.id, ctx.userId)).run();
  return { success: true };
}
