// The main dashboard ('/' and '/dashboard', spec 000 §2.4).
import { useDeferredValue } from "react";
import { DashboardHeader } from "@web/components/dashboard/dashboard-header";
import { DashboardSkeleton } from "@web/components/dashboard/dashboard-skeleton";
import { PriorityFocus } from "@web/components/dashboard/priority-focus";
import { useDashboard } from "@web/components/dashboard/queries";
import { QuickActions } from "@web/components/dashboard/quick-actions";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { SmartAdminPanel } from "@web/components/dashboard/smart-admin-panel";
import { SummaryCards } from "@web/components/dashboard/summary-cards";
import { AppLayout } from "@web/components/layout/app-layout";
import { useAuth } from "@web/hooks/useAuth";

export default function Dashboard() {
  const { user, isLoading: sessionLoading } = useAuth();
  const dashboard = useDashboard();
  // The full dashboard renders as a deferred update once its figures arrive (in slices, not one long
  // task); the skeleton stays until then.
  const data = useDeferredValue(dashboard.data);

  if (sessionLoading || dashboard.isLoading || (dashboard.data !== undefined && data === undefined)) {
    return (
      <AppLayout>
        <DashboardSkeleton />
      </AppLayout>
    );
  }

  return (
    <AppLayout>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:gap-8">
        <DashboardHeader
          firstName={user?.firstName}
          timeZone={user?.timeZone}
          lastUpdated={data?.lastUpdated}
          refetch={() => dashboard.refetch()}
        />

        <section aria-label="Summary">
          {data ? (
            <SummaryCards data={data} />
          ) : (
            <RetryCard
              message="We couldn't load your dashboard summary."
              onRetry={() => void dashboard.refetch()}
              retrying={dashboard.isFetching}
            />
          )}
        </section>

        {/*
          Phones read Focus, then the assistant, then Quick Actions (spec order). From lg the assistant
          takes the right column and Quick Actions sit under Focus, so neither column trails off empty.
        */}
        <div className="grid min-w-0 grid-cols-1 items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          <div className={data ? "min-w-0 lg:col-span-2" : "min-w-0 lg:col-span-3"}>
            <PriorityFocus />
          </div>
          {data && (
            <div className="min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1">
              <SmartAdminPanel data={data} />
            </div>
          )}
          <div className={data ? "min-w-0 lg:col-span-2" : "min-w-0 lg:col-span-3"}>
            <QuickActions />
          </div>
        </div>
      </div>
    </AppLayout>
  );
}
