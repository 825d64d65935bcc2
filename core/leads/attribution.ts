// Which post brought the money: the one rule, in SQL. Per tracked link (a post on a platform):
// counted clicks, leads, clients won (leads that created their client) and what those clients have
// paid, in the owner's currency: an invoice marked paid counts its total, any other its recorded
// payments (partial payments included), each invoice at its recorded rate (decision 220; one without a
// rate yet is left out, as from every home total). Every read of these figures goes through LINK_FIGURES.
import type { Platform } from "../catalog";
import { PLATFORMS } from "../catalog";
import type { OwnerContext } from "../context";
import { convertedSql, homeCentsSql } from "../currency";
import { prepared } from "../db";
import { formatCents } from "../money";
import { pagedList } from "../paging";
import type { LinkFigures, LinkSummaryView, PostAttributionView } from "./schemas";

export const LINK_FIGURES = `select l.id as linkId, l.user_id as userId, l.event_id as eventId, l.platform,
    (select count(*) from link_clicks k where k.link_id = l.id) as clicks,
    (select count(*) from leads d where d.link_id = l.id) as leads,
    (select count(*) from leads d where d.link_id = l.id and d.won = 1 and d.client_id is not null) as won,
    (select coalesce(sum(${homeCentsSql("case when i.status = 'paid' then i.amount_cents else i.paid_cents end", "i")}), 0)
       from leads d join invoices i on i.client_id = d.client_id
       where d.link_id = l.id and d.won = 1 and ${convertedSql("i")}) as revenueCents
  from tracked_links l where l.user_id = @owner`;

const CURRENCY = "select default_currency from users where id = ?";

export function ownerCurrency(ctx: OwnerContext): string {
  return (
    prepared(ctx.db, "links:currency", (d) => d.$client.prepare<[string], string>(CURRENCY).pluck()).get(ctx.userId) ??
    "USD"
  );
}

interface Sums {
  clicks: number;
  leads: number;
  won: number;
  revenueCents: number;
}

const figures = (s: Sums): LinkFigures => ({
  clicks: s.clicks,
  leads: s.leads,
  clientsWon: s.won,
  revenue: formatCents(s.revenueCents),
});

const SUMMARY_SQL = `select a.platform, count(distinct a.eventId) as posts, sum(a.clicks) as clicks, sum(a.leads) as leads,
    sum(a.won) as won, sum(a.revenueCents) as revenueCents
  from (${LINK_FIGURES}) a group by a.platform`;

/** GET /api/analytics/links: every tracked link's figures, per platform and in total. */
export function linkSummary({ ctx }: { ctx: OwnerContext }): LinkSummaryView {
  const currency = ownerCurrency(ctx);
  const rows = prepared(ctx.db, "links:summary", (d) =>
    d.$client.prepare<{ owner: string }, Sums & { platform: Platform; posts: number }>(SUMMARY_SQL),
  ).all({ owner: ctx.userId });
  const posts = prepared(ctx.db, "links:posts-with-links", (d) =>
    d.$client.prepare<[string], number>("select count(distinct event_id) from tracked_links where user_id = ?").pluck(),
  ).get(ctx.userId);
  const zero: Sums = { clicks: 0, leads: 0, won: 0, revenueCents: 0 };
  const total = rows.reduce(
    (t, r) => ({
      clicks: t.clicks + r.clicks,
      leads: t.leads + r.leads,
      won: t.won + r.won,
      revenueCents: t.revenueCents + r.revenueCents,
    }),
    zero,
  );
  return {
    currency,
    totals: { ...figures(total), postsWithLinks: posts ?? 0 },
    platforms: PLATFORMS.filter((p) => rows.some((r) => r.platform === p)).map((platform) => ({
      platform,
      ...figures(rows.find((r) => r.platform === platform)!),
    })),
  };
}

interface PostRow extends Sums {
  id: string;
  title: string;
  startDate: number | null;
  status: string;
  platforms: string;
}

/**
 * GET /api/analytics/links/posts: each post that carries tracked links, with its figures and each
 * platform's, a page at a time (the paging contract). Most revenue first unless asked otherwise.
 */
export const postAttribution = pagedList({
  name: "post-attribution",
  from: `(select a.userId as user_id, e.id, e.title, e.start_date as startDate, e.status,
      sum(a.clicks) as clicks, sum(a.leads) as leads, sum(a.won) as won, sum(a.revenueCents) as revenueCents,
      json_group_array(json_object('platform', a.platform, 'clicks', a.clicks, 'leads', a.leads, 'won', a.won,
        'revenueCents', a.revenueCents)) as platforms
    from (${LINK_FIGURES}) a join events e on e.id = a.eventId group by e.id) p`,
  owner: "p.user_id = @owner",
  id: "p.id",
  columns: "p.id, p.title, p.startDate, p.status, p.clicks, p.leads, p.won, p.revenueCents, p.platforms",
  sorts: {
    revenue: { sql: "p.revenueCents" },
    clicks: { sql: "p.clicks" },
    leads: { sql: "p.leads" },
    publishedAt: { sql: "coalesce(p.startDate, 0)" },
  },
  defaultSort: "-revenue",
  filters: {},
  search: "p.title like @q escape '\\'",
  map: (r: PostRow): PostAttributionView => ({
    postId: r.id,
    title: r.title,
    publishedAt: r.startDate === null ? null : new Date(r.startDate).toISOString(),
    status: r.status,
    ...figures(r),
    platforms: (JSON.parse(r.platforms) as (Sums & { platform: Platform })[])
      .sort((a, b) => PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform))
      .map((p) => ({ platform: p.platform, ...figures(p) })),
  }),
});

export function listPostAttribution({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return postAttribution.page(ctx, query);
}
