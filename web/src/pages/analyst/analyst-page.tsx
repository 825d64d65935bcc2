// The Analyst (/analytics): income, leads, engagement and task completion from the owner's own data,
// in the four tabs of spec 001 §2, with charts that each carry a text summary.
import { ChartColumn } from "lucide-react";
import { useSearch, useLocation } from "wouter";
import { AppLayout } from "@web/components/layout/app-layout";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { RelativeTime } from "@web/components/relative-time";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { BusinessTab } from "./business-tab";
import { ContentTab } from "./content-tab";
import { OverviewTab } from "./overview-tab";
import { ProductivityTab } from "./productivity-tab";
import { useAnalytics } from "./queries";
import { AnalyticsUpgrade } from "./upgrade-section";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "productivity", label: "Productivity" },
  { value: "content", label: "Content" },
  { value: "business", label: "Business" },
] as const;
type Tab = (typeof TABS)[number]["value"];

export default function AnalyticsPage() {
  const analytics = useAnalytics();
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get("tab");
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : "overview";
  const data = analytics.data;

  return (
    <AppLayout>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:gap-8">
        <div className="flex items-start gap-3">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
            <ChartColumn className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">The Analyst</h1>
            <ul className="mt-2 grid list-disc gap-0.5 pl-5 text-muted-foreground">
              <li>Tracks your income, leads, engagement and task completion</li>
              <li>
                Sends a weekly &lsquo;Growth Pulse&rsquo; report by email (Settings → Notifications → Email
                Notifications)
              </li>
              <li>Suggests your next three moves in it, from the same engine as your dashboard</li>
            </ul>
          </div>
        </div>

        <Card className="min-w-0">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 p-4 sm:p-6">
            <CardTitle as="h2" className="text-lg">
              Analytics Dashboard
            </CardTitle>
            {data && (
              <p className="text-sm text-muted-foreground" data-testid="last-updated">
                {data.lastUpdated ? (
                  <>
                    Last updated: <RelativeTime value={data.lastUpdated} />
                  </>
                ) : (
                  "No data yet"
                )}
              </p>
            )}
          </CardHeader>
          <CardContent className="min-w-0 px-3 pb-4 sm:px-6 sm:pb-6">
            {analytics.isLoading ? (
              <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading your analytics
                </span>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-36" />
                ))}
              </div>
            ) : analytics.isError || !data ? (
              <RetryCard
                message="We couldn't load your analytics."
                onRetry={() => void analytics.refetch()}
                retrying={analytics.isFetching}
              />
            ) : (
              <Tabs value={tab} onValueChange={(v) => navigate(`/analytics?tab=${v}`, { replace: true })}>
                <TabsList className="mb-4 grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto">
                  {TABS.map((t) => (
                    <TabsTrigger key={t.value} value={t.value}>
                      {t.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
                <TabsContent value="overview">
                  <OverviewTab data={data} />
                </TabsContent>
                <TabsContent value="productivity">
                  <ProductivityTab data={data} />
                </TabsContent>
                <TabsContent value="content">
                  <ContentTab data={data} />
                </TabsContent>
                <TabsContent value="business">
                  <BusinessTab data={data} />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>

        {data && !data.isPro && <AnalyticsUpgrade />}
      </div>
    </AppLayout>
  );
}
