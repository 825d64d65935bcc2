// "Which post brought the money": what each post's tracked links brought, per post and per platform
// (clicks, leads, clients won, revenue those clients paid). Every figure comes from the server
// (GET /api/analytics/links and /links/posts, core/leads/attribution.ts); this only draws it.
import { Fragment, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { BadgeDollarSign, Inbox, Link2, MousePointerClick, UserRoundCheck } from "lucide-react";
import { PLATFORM_LABELS } from "@core/catalog";
import type { LinkFigures, LinkSummaryView, PostAttributionView } from "@web/lib/api-types";
import { ListPager } from "@web/components/paged-table/pager";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatAmount } from "@web/lib/format";
import { usePagedList } from "@web/lib/paging";
import { StatCard } from "./stat-card";

const SUMMARY_KEY = ["/api/analytics/links"] as const;
const POSTS_PATH = "/api/analytics/links/posts";

function FigureCells({ f, currency }: { f: LinkFigures; currency: string }) {
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{f.clicks.toLocaleString("en-US")}</td>
      <td className="px-3 py-2 text-right tabular-nums">{f.leads.toLocaleString("en-US")}</td>
      <td className="px-3 py-2 text-right tabular-nums">{f.clientsWon.toLocaleString("en-US")}</td>
      <td className="px-3 py-2 text-right font-medium tabular-nums">{formatAmount(f.revenue, currency)}</td>
    </>
  );
}

/** A phone's line of figures: four small labelled numbers. */
function FigureGrid({ f, currency }: { f: LinkFigures; currency: string }) {
  const items = [
    ["Clicks", f.clicks.toLocaleString("en-US")],
    ["Leads", f.leads.toLocaleString("en-US")],
    ["Clients", f.clientsWon.toLocaleString("en-US")],
    ["Revenue", formatAmount(f.revenue, currency)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm min-[420px]:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="grid min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="truncate font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LinkAttribution() {
  const summary = useQuery<LinkSummaryView>({ queryKey: SUMMARY_KEY, staleTime: 0 });
  const posts = usePagedList<PostAttributionView>({ path: POSTS_PATH, params: { sort: "-revenue" }, limit: 10 });
  const [open, setOpen] = useState<string | null>(null);

  if (summary.isLoading) return <Skeleton className="h-64" aria-label="Loading what your posts brought" />;
  if (summary.isError || !summary.data) {
    return (
      <Card>
        <CardContent className="flex items-center justify-between gap-3 p-4 text-sm">
          <span>We couldn't load what your posts brought.</span>
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  const s = summary.data;
  const currency = s.currency;

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby="post-money-title" data-testid="post-attribution">
      <div>
        <h2 id="post-money-title" className="text-lg font-semibold">
          Which post brought the money
        </h2>
        <p className="text-sm text-muted-foreground">
          Clicks on your posts' tracked links, the leads who wrote, the clients they became and what those clients paid.
        </p>
      </div>
      {s.totals.postsWithLinks === 0 ? (
        <Card className="border-dashed" data-testid="attribution-empty">
          <CardContent className="grid justify-items-start gap-3 p-4 text-sm sm:p-6">
            <p>
              No post carries a tracked link yet. Turn on "Add a tracked link to your contact page" when you schedule a
              post, and this shows which posts bring clients and revenue.
            </p>
            <Button asChild size="sm" variant="outline">
              <Link href="/content#schedule">Schedule a post</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard title="Link clicks" icon={MousePointerClick} testId="links-clicks" value={s.totals.clicks.toLocaleString("en-US")} detail={`On ${s.totals.postsWithLinks} ${s.totals.postsWithLinks === 1 ? "post" : "posts"} with a link`} />
            <StatCard title="Leads" icon={Inbox} testId="links-leads" value={s.totals.leads.toLocaleString("en-US")} detail={<Link href="/leads" className="underline-offset-4 hover:underline">See your leads</Link>} />
            <StatCard title="Clients won" icon={UserRoundCheck} testId="links-clients" value={s.totals.clientsWon.toLocaleString("en-US")} detail="Leads you made clients" />
            <StatCard title="Revenue from posts" icon={BadgeDollarSign} testId="links-revenue" value={formatAmount(s.totals.revenue, currency)} detail="Paid by those clients" />
          </div>
          <Card className="min-w-0 gap-0 overflow-hidden py-0">
            <CardHeader className="p-4 sm:p-6">
              <CardTitle as="h3" className="flex items-center gap-2 text-base">
                <Link2 className="size-4 text-primary" aria-hidden />
                By post
              </CardTitle>
              <CardDescription>Most revenue first. Open a post to see each platform.</CardDescription>
            </CardHeader>
            <CardContent className="p-0">
              {posts.isLoading ? (
                <Skeleton className="m-4 h-32" />
              ) : (
                <>
                  <div className="hidden md:block">
                    <table className="w-full text-sm" aria-label="What each post brought">
                      <thead className="border-y bg-muted/40 text-xs text-muted-foreground">
                        <tr>
                          <th scope="col" className="px-4 py-2 text-left font-medium">Post</th>
                          <th scope="col" className="px-3 py-2 text-right font-medium">Clicks</th>
                          <th scope="col" className="px-3 py-2 text-right font-medium">Leads</th>
                          <th scope="col" className="px-3 py-2 text-right font-medium">Clients won</th>
                          <th scope="col" className="px-3 py-2 text-right font-medium">Revenue</th>
                        </tr>
                      </thead>
                      <tbody>
                        {posts.items.map((p) => (
                          <Fragment key={p.postId}>
                            <tr className="border-b" data-testid={`attribution-post-${p.postId}`}>
                              <th scope="row" className="max-w-80 px-4 py-2 text-left font-medium">
                                <button
                                  type="button"
                                  className="truncate text-left underline-offset-4 hover:underline"
                                  aria-expanded={open === p.postId}
                                  onClick={() => setOpen(open === p.postId ? null : p.postId)}
                                >
                                  {p.title}
                                </button>
                              </th>
                              <FigureCells f={p} currency={currency} />
                            </tr>
                            {open === p.postId &&
                              p.platforms.map((pl) => (
                                <tr key={pl.platform} className="border-b bg-muted/20 text-muted-foreground" data-testid={`attribution-${p.postId}-${pl.platform}`}>
                                  <th scope="row" className="py-1.5 pr-4 pl-8 text-left font-normal">{PLATFORM_LABELS[pl.platform]}</th>
                                  <FigureCells f={pl} currency={currency} />
                                </tr>
                              ))}
                          </Fragment>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <ul className="divide-y md:hidden" aria-label="What each post brought">
                    {posts.items.map((p) => (
                      <li key={p.postId} className="grid gap-2 px-4 py-3" data-testid={`attribution-post-mobile-${p.postId}`}>
                        <span className="truncate font-medium">{p.title}</span>
                        <FigureGrid f={p} currency={currency} />
                        {p.platforms.length > 1 && (
                          <details className="text-sm">
                            <summary className="cursor-pointer text-muted-foreground">By platform</summary>
                            <div className="mt-2 grid gap-2">
                              {p.platforms.map((pl) => (
                                <div key={pl.platform} className="grid gap-1 rounded-md bg-muted/30 p-2">
                                  <span className="text-xs font-medium">{PLATFORM_LABELS[pl.platform]}</span>
                                  <FigureGrid f={pl} currency={currency} />
                                </div>
                              ))}
                            </div>
                          </details>
                        )}
                      </li>
                    ))}
                  </ul>
                  <ListPager list={posts} noun="posts" />
                </>
              )}
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
              <CardTitle as="h3" className="text-base">By platform</CardTitle>
            </CardHeader>
            <CardContent className="px-0 pb-4 sm:pb-6">
              <ul className="grid gap-3 px-4 md:hidden" aria-label="What each platform brought">
                {s.platforms.map((pl) => (
                  <li key={pl.platform} className="grid gap-1">
                    <span className="text-sm font-medium">{PLATFORM_LABELS[pl.platform]}</span>
                    <FigureGrid f={pl} currency={currency} />
                  </li>
                ))}
              </ul>
              <table className="hidden w-full text-sm md:table" aria-label="What each platform brought" data-testid="attribution-platforms">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-2 text-left font-medium sm:px-6">Platform</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Clicks</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Leads</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Clients won</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Revenue</th>
                  </tr>
                </thead>
                <tbody>
                  {s.platforms.map((pl) => (
                    <tr key={pl.platform} className="border-t">
                      <th scope="row" className="px-4 py-2 text-left font-medium sm:px-6">{PLATFORM_LABELS[pl.platform]}</th>
                      <FigureCells f={pl} currency={currency} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
