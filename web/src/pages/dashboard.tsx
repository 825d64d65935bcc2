import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { PriorityFocus } from "@web/components/dashboard/priority-focus";
import { QuickActions } from "@web/components/dashboard/quick-actions";
import { SummaryCards } from "@web/components/dashboard/summary-cards";
import type { DashboardSummary } from "@web/components/dashboard/types";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { formatRelativeTime } from "@web/lib/format";

// What Refresh invalidates besides the dashboard itself (spec 000 §7.2).
const REFRESHED_KEYS = ["/api/tasks", "/api/tasks/prioritized", "/api/invoices", "/api/events", "/api/content/sources"];

/** The main dashboard ('/' and '/dashboard'); this issue ships the frame (spec 000 §2.4). */
export default function Dashboard() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const dashboard = useQuery<DashboardSummary>({ queryKey: ["/api/dashboard"], retry: false });
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        dashboard.refetch(),
        ...REFRESHED_KEYS.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ]);
      toast({ title: "Dashboard refreshed", description: "All data has been updated" });
    } finally {
      setRefreshing(false);
    }
  };

  const lastUpdated = dashboard.data?.lastUpdated;

  return (
    <AppLayout>
      <div className="grid gap-6 lg:gap-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Good morning, {user?.firstName?.trim() || "Entrepreneur"}
            </h1>
            <p className="mt-1 text-muted-foreground">Here's what needs your attention today</p>
          </div>
          <div className="flex items-center gap-3">
            {lastUpdated && (
              <p className="text-sm text-muted-foreground">Last updated {formatRelativeTime(lastUpdated)}</p>
            )}
            <Button variant="outline" onClick={refresh} disabled={refreshing}>
              <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden />
              {refreshing ? "Refreshing..." : "Refresh"}
            </Button>
          </div>
        </div>

        <section aria-label="Summary">
          <SummaryCards data={dashboard.data} isLoading={dashboard.isLoading} />
        </section>

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <PriorityFocus isLoading={dashboard.isLoading} />
          </div>
          <QuickActions />
        </div>
      </div>
    </AppLayout>
  );
}
