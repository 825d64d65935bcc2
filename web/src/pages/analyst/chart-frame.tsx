// A chart with its text summary (the accessible reading of it), and a placeholder of the same height
// while the chart library's chunk loads.
import { lazy, Suspense, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

// Recharts is its own chunk, fetched when a tab first draws a chart: the landing page and the rest of
// the app never pay for it.
export const Charts = {
  Revenue: lazy(() => import("./charts").then((m) => ({ default: m.RevenueChart }))),
  Aging: lazy(() => import("./charts").then((m) => ({ default: m.AgingChart }))),
  PaidVsOutstanding: lazy(() => import("./charts").then((m) => ({ default: m.PaidVsOutstandingChart }))),
  TasksPerWeek: lazy(() => import("./charts").then((m) => ({ default: m.TasksPerWeekChart }))),
  PostsPerWeek: lazy(() => import("./charts").then((m) => ({ default: m.PostsPerWeekChart }))),
};

export const CHART_HEIGHT = 240;

export function ChartFrame({
  id,
  title,
  description,
  summary,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** What the chart shows, in words: read by screen readers and shown under the chart. */
  summary: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0" data-testid={`chart-${id}`}>
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle as="h3" id={`chart-${id}-title`} className="text-base">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-2 pb-4 sm:px-6 sm:pb-6">
        <figure aria-labelledby={`chart-${id}-title`} className="grid gap-2">
          <div aria-hidden style={{ height: CHART_HEIGHT }} className="min-w-0">
            <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>
          </div>
          <figcaption className="px-2 text-sm text-muted-foreground sm:px-0" data-testid={`chart-${id}-summary`}>
            {summary}
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
