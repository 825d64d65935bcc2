// The connected platforms' figures (spec 001 §2 Content): Engagement and Reach cards, one card per
// platform (followers, posts, engagement, reach, engagement rate when reach > 0, last updated), the
// summary, and the 'AI-Powered Insights' list, all as the server computed them.
import { Heart, RefreshCw, Share2, Sparkles } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { RelativeTime } from "@web/components/relative-time";
import type { PlatformFigures, SocialAnalyticsView } from "@web/lib/api-types";
import { PLATFORM_COLORS, PLATFORM_NAMES } from "./platforms";
import { useRefreshSocial } from "./queries";
import { StatCard } from "./stat-card";

const n = (v: number | null) => (v === null ? "—" : v.toLocaleString("en-US"));

export function SocialTotals({ social }: { social: SocialAnalyticsView | undefined }) {
  if (!social) return <Skeleton className="h-32 sm:col-span-2" />;
  return (
    <>
      <StatCard
        title="Engagement"
        icon={Heart}
        testId="content-engagement"
        value={n(social.totalEngagement)}
        detail="Reactions, comments and shares on your recent posts"
      />
      <StatCard
        title="Reach"
        icon={Share2}
        testId="content-reach"
        value={n(social.totalReach)}
        detail="As each platform counts it"
      />
    </>
  );
}

export function SocialBreakdown({ social }: { social: SocialAnalyticsView }) {
  const refresh = useRefreshSocial();
  return (
    <div className="grid gap-4">
      <Card data-testid="social-summary">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 p-4 pb-2 sm:p-6 sm:pb-2">
          <div>
            <CardTitle as="h3" className="text-base">
              Your platforms
            </CardTitle>
            <CardDescription>Read from each platform every 6 hours.</CardDescription>
          </div>
          <Button size="sm" variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            <RefreshCw className={refresh.isPending ? "animate-spin" : undefined} aria-hidden />
            {refresh.isPending ? "Refreshing..." : "Refresh now"}
          </Button>
        </CardHeader>
        <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div>
              <dd className="text-xl font-semibold tabular-nums" data-testid="total-followers">
                {n(social.totalFollowers)}
              </dd>
              <dt className="text-xs text-muted-foreground">Total followers</dt>
            </div>
            <div>
              <dd className="text-xl font-semibold tabular-nums" data-testid="average-engagement-rate">
                {social.averageEngagementRate === null ? "—" : `${social.averageEngagementRate}%`}
              </dd>
              <dt className="text-xs text-muted-foreground">Average engagement rate</dt>
            </div>
            <div>
              <dd className="text-xl font-semibold tabular-nums">{social.platformBreakdown.length}</dd>
              <dt className="text-xs text-muted-foreground">Connected platforms</dt>
            </div>
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        {social.platformBreakdown.map((p) => (
          <PlatformCard key={p.platform} figures={p} />
        ))}
      </div>
      <Card data-testid="social-insights">
        <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <Sparkles className="size-4 text-primary" aria-hidden /> AI-Powered Insights
          </CardTitle>
          <CardDescription>Rules over your platforms' figures.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
          {social.insights.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing stands out yet.</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {social.insights.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PlatformCard({ figures: p }: { figures: PlatformFigures }) {
  return (
    <Card data-testid="platform-card" data-platform={p.platform}>
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle as="h4" className="flex items-center gap-2 text-base">
          <span className="size-3 rounded-full" style={{ background: PLATFORM_COLORS[p.platform] }} aria-hidden />
          {PLATFORM_NAMES[p.platform]}
        </CardTitle>
        <CardDescription>
          {p.lastUpdated ? (
            <>
              Last updated <RelativeTime value={p.lastUpdated} />
            </>
          ) : (
            "Not read yet: the first read is on its way."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 px-4 pb-4 sm:px-6 sm:pb-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {(
            [
              ["Followers", n(p.followers)],
              ["Posts", n(p.posts)],
              ["Engagement", n(p.engagement)],
              ["Reach", n(p.reach)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {p.engagementRate !== null && (
          <p className="text-sm" data-testid="engagement-rate">
            Engagement rate: <span className="font-semibold tabular-nums">{p.engagementRate}%</span>
          </p>
        )}
        {p.error && (
          <p role="status" className="text-sm text-destructive">
            {p.error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
