// Content (spec 001 §2): with a connected platform, Scheduled and Published and each platform's
// posts; with none, the 'Connect Social Media Platforms' prompt and zeroed cards. The posts per week
// per platform chart counts what went out, connected or posted by hand.
import { CalendarClock, Heart, Send, Share2, Users } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type { AnalyticsView } from "@web/lib/api-types";
import { ChartFrame, Charts } from "./chart-frame";
import { postsSummary } from "./chart-data";
import { PLATFORM_COLORS, PLATFORM_NAMES } from "./platforms";
import { useSocialAnalytics } from "./queries";
import { SocialBreakdown, SocialTotals } from "./social-cards";
import { LinkAttribution } from "./link-attribution";
import { StatCard } from "./stat-card";

const PROMPT_TILES = ["linkedin", "twitter", "instagram"] as const;

export function ContentTab({ data }: { data: AnalyticsView }) {
  const c = data.content;
  const social = useSocialAnalytics(c.hasConnectedPlatforms);
  return (
    <div className="grid gap-4">
      {c.hasConnectedPlatforms ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            title="Scheduled"
            icon={CalendarClock}
            testId="content-scheduled"
            value={c.scheduled}
            detail="Posts waiting to go out"
          />
          <StatCard
            title="Published"
            icon={Send}
            testId="content-published"
            value={c.published}
            detail="Posts that went out"
          />
          <SocialTotals social={social.data} />
        </div>
      ) : (
        <>
          <ConnectPrompt />
          <div className="grid gap-4 sm:grid-cols-3" data-testid="content-zeroed">
            <StatCard title="Followers" icon={Users} value={0} detail="Connect a platform to count them" />
            <StatCard title="Engagement" icon={Heart} value={0} detail="Likes, comments and shares" />
            <StatCard title="Reach" icon={Share2} value={0} detail="People who saw your posts" />
          </div>
        </>
      )}
      {c.hasConnectedPlatforms && social.data && <SocialBreakdown social={social.data} />}
      <ChartFrame
        id="posts-per-week"
        title="Posts per week, by platform"
        description="Published through a connection or marked as posted by hand."
        summary={postsSummary(c.postsPerWeek)}
      >
        <Charts.PostsPerWeek weeks={c.postsPerWeek} />
      </ChartFrame>
      <LinkAttribution />
    </div>
  );
}

function ConnectPrompt() {
  return (
    <Card className="border-dashed" data-testid="connect-platforms">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle as="h3" className="text-base">
          Connect Social Media Platforms
        </CardTitle>
        <CardDescription>Connect your accounts to see followers, engagement and reach for every post.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 pb-4 sm:grid-cols-3 sm:px-6 sm:pb-6">
        {PROMPT_TILES.map((p) => (
          <Button key={p} asChild variant="outline" className="h-auto justify-start gap-3 py-3">
            <Link href="/profile?tab=social">
              <span className="size-3 rounded-full" style={{ background: PLATFORM_COLORS[p] }} aria-hidden />
              Connect {PLATFORM_NAMES[p]}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
