// Greeting, 'Last updated' and Refresh (spec 000 §2.4, §7.2).
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { greetingFor } from "@core/users/greeting";
import { RelativeTime } from "@web/components/relative-time";
import { useNow } from "@web/hooks/use-now";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/hooks/use-toast";
import { DASHBOARD_KEY, REFRESHED_KEYS } from "./queries";

interface Props {
  firstName: string | null | undefined;
  /** The owner's time zone: the greeting follows their clock, not the browser's. */
  timeZone: string | undefined;
  lastUpdated: string | undefined;
  /** Refetches the dashboard; resolves to whether it failed. */
  refetch: () => Promise<{ isError: boolean }>;
}

export function DashboardHeader({ firstName, timeZone, lastUpdated, refetch }: Props) {
  const queryClient = useQueryClient();
  const now = new Date(useNow());
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const [result] = await Promise.all([
        refetch(),
        // The dashboard's own entry is renewed by the refetch; invalidating it as well would cancel that
        // refetch and start another.
        ...REFRESHED_KEYS.filter((key) => key !== DASHBOARD_KEY).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]);
      if (result.isError) {
        toast({
          variant: "destructive",
          title: "Error",
          description: "Couldn't refresh the dashboard. Please try again.",
        });
      } else {
        toast({ title: "Dashboard refreshed", description: "All data has been updated" });
      }
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {greetingFor(firstName, timeZone ?? "UTC", now)}
        </h1>
        <p className="mt-1 text-muted-foreground">Here's what needs your attention today</p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        {lastUpdated && (
          <p className="text-sm text-muted-foreground" data-testid="last-updated">
            Last updated <RelativeTime value={lastUpdated} />
          </p>
        )}
        <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
    </div>
  );
}
