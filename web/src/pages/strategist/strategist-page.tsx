// The Strategist (/business-insights): the business's health as a formula over its own data, its
// context and patterns, personalised insights, the AI business suggestion feed and strategic workflows.
import { Compass } from "lucide-react";
import { AppLayout } from "@web/components/layout/app-layout";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { InsightsCard } from "./insights-card";
import { useAiInsights } from "./queries";
import { StrategicWorkflows } from "./strategic-workflows";
import { SuggestionsCard } from "./suggestions-card";
import { BusinessCard, HealthCard, PatternsCard } from "./summary-cards";

export default function BusinessInsightsPage() {
  const insights = useAiInsights();
  return (
    <AppLayout>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:gap-8">
        <div className="flex items-start gap-3">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
            <Compass className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">The Strategist</h1>
            <p className="mt-1 max-w-2xl text-muted-foreground">
              Scans your leads, invoices and posting schedule to produce your top 3 money moves each day, and tells you
              where the business stands.
            </p>
          </div>
        </div>

        {insights.isLoading ? (
          <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your insights
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56" />
            ))}
          </div>
        ) : insights.isError ? (
          <RetryCard
            message="We couldn't load your insights."
            onRetry={() => void insights.refetch()}
            retrying={insights.isFetching}
          />
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-3 md:items-start">
              <HealthCard data={insights.data} />
              <BusinessCard data={insights.data} />
              <PatternsCard data={insights.data} />
            </div>
            {insights.data && <InsightsCard data={insights.data} />}
          </>
        )}

        <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
          <SuggestionsCard />
          <StrategicWorkflows />
        </div>
      </div>
    </AppLayout>
  );
}
