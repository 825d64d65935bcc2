import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { SummaryCardsSkeleton } from "./summary-cards";
import { TaskRowsSkeleton } from "./task-rows-skeleton";

/** While the session or the dashboard loads (spec 000 §2.4): four cards and three task rows, in place. */
export function DashboardSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:gap-8" aria-busy="true" data-testid="dashboard-skeleton">
      <span className="sr-only" role="status">
        Loading your dashboard
      </span>
      <div className="grid gap-2">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
      <SummaryCardsSkeleton />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="gap-3">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-10 w-full" />
          </CardHeader>
          <CardContent>
            <TaskRowsSkeleton />
          </CardContent>
        </Card>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}
