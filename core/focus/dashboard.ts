import { OwnerCache } from "../cache/owner-cache";
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { tableRevisions } from "../db/table-revisions";
import { moneyReceived } from "../invoices/received";
import { invoiceSummary } from "../invoices/summary";
import { addDays } from "../time";
import { ownerToday } from "../users/today";
import { focusState } from "./state";
import type { DashboardSummary } from "./types";

// The invoice figures come from the one invoice summary (core/invoices/summary.ts); these are the rest.
const STATS_SQL = `
  select
    (select count(*) from clients where user_id = $u) as clientCount,
    (select count(*) from clients where user_id = $u and status = 'active') as activeClients,
    (select count(*) from events
       where user_id = $u and type = 'content_post' and status = 'scheduled' and start_date >= $now) as queueCount`;

const WORKFLOWS_SQL = `
  select id, title, progress from workflows where user_id = ? and status = 'active'
  order by updated_at desc, id limit 2`;

const cache = new OwnerCache<DashboardSummary>();

// The counts and sums above change only with invoices, clients or posts: kept per owner until one
// of those tables changes or the day turns, so a write elsewhere (a task) does not redo them.
const stats = new WeakMap<object, Map<string, { key: string; value: Record<string, number> }>>();

function dashboardStats(ctx: OwnerContext, today: string, now: number, currency: string): Record<string, number> {
  let byOwner = stats.get(ctx.db.$client);
  if (!byOwner) {
    byOwner = new Map();
    stats.set(ctx.db.$client, byOwner);
  }
  const r = tableRevisions(ctx.db, ctx.userId);
  const key = [today, currency, r.invoices, r.clients, r.events].join("|");
  const hit = byOwner.get(ctx.userId);
  if (hit && hit.key === key) return hit.value;
  const monthStart = `${today.slice(0, 7)}-01`;
  const prevStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const value = {
    ...(prepared(ctx.db, "dashboard:stats", (d) => d.$client.prepare(STATS_SQL)).get({ u: ctx.userId, now }) as Record<
      string,
      number
    >),
    prevMonthCents: moneyReceived(ctx, prevStart, addDays(monthStart, -1)).cents,
  };
  byOwner.set(ctx.userId, { key, value });
  if (byOwner.size > 1000) byOwner.delete(byOwner.keys().next().value!);
  return value;
}

/**
 * GET /api/dashboard: every field of spec 000 §3.4 computed from the owner's data. The invoice cards
 * and revenue (money received this calendar month in the owner's time zone, in their currency) are the
 * invoice summary's own figures, so the dashboard and The Admin always agree.
 */
export function getDashboard({ ctx }: { ctx: OwnerContext }): DashboardSummary {
  const today = ownerToday(ctx);
  // The focus state first: it knows of changes the owner's revision does not (a reminder that failed).
  const state = focusState(ctx);
  return cache.get(ctx.db, ctx.userId, `${today}|${state.serial}`, () => {
    const invoices = invoiceSummary({ ctx });
    const s = dashboardStats(ctx, today, state.now, invoices.currency);
    const activeWorkflows = state.activeWorkflows;
    // The workflow automation tasks: the open steps the focus engine ranks (GET /api/workflows/next-steps).
    const openSteps = state.openSteps;
    return {
      lastUpdated: state.computedAt,
      content: { queueCount: s.queueCount },
      clients: { totalCount: s.clientCount, activeCount: s.activeClients },
      invoices: {
        totalCount: invoices.totalCount,
        overdueCount: invoices.overdue.count,
        outstandingTotal: Number(invoices.unpaid.total),
      },
      revenue: {
        monthlyTotal: Number(invoices.collectedThisMonth.total),
        previousMonthTotal: s.prevMonthCents / 100,
        currency: invoices.currency,
      },
      alerts: { urgent: state.alerts, total: state.alertsTotal },
      smartAdmin: { automationQueue: invoices.overdue.count + state.idleClients + openSteps },
      suggestions: { overdueInvoices: invoices.overdue.count, idleClients: state.idleClients },
      workflows: {
        active: prepared(ctx.db, "dashboard:workflows", (d) => d.$client.prepare(WORKFLOWS_SQL)).all(
          ctx.userId,
        ) as DashboardSummary["workflows"]["active"],
        activeCount: activeWorkflows,
        openSteps,
      },
    };
  });
}
