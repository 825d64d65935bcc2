// Overview (spec 001 §2): Total Tasks, Active Clients, Revenue with its growth line.
import { CheckCircle2, DollarSign, TrendingDown, TrendingUp, Users } from "lucide-react";
import { Progress } from "@web/components/ui/progress";
import type { AnalyticsView } from "@web/lib/api-types";
import { formatAmount } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { RevenueNote } from "./revenue-note";
import { StatCard } from "./stat-card";

const dayFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const day = (date: string) => dayFmt.format(new Date(`${date}T00:00:00Z`));

export function OverviewTab({ data }: { data: AnalyticsView }) {
  const { tasks, clients, revenue } = data.overview;
  const growth = revenue.growth;
  const up = (growth.percent ?? 0) >= 0;
  const Trend = up ? TrendingUp : TrendingDown;
  return (
    <div className="grid gap-4">
      <RevenueNote note={data.business.revenueNote} />
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Total Tasks"
          icon={CheckCircle2}
          testId="total-tasks"
          value={tasks.total}
          detail={tasks.percent === null ? "No tasks yet" : `${tasks.completed} completed (${tasks.percent}%)`}
        >
          <Progress value={tasks.percent ?? 0} aria-label={`Tasks completed: ${tasks.percent ?? 0}%`} />
        </StatCard>
        <StatCard
          title="Active Clients"
          icon={Users}
          testId="active-clients"
          value={clients.active}
          detail={`+${clients.newThisMonth} new this month`}
        />
        <StatCard
          title="Revenue"
          icon={DollarSign}
          testId="revenue"
          value={formatAmount(revenue.thisMonth, data.currency)}
          detail={
            growth.percent === null ? (
              <span data-testid="revenue-growth">Received this month so far. {growth.note}</span>
            ) : (
              <span
                data-testid="revenue-growth"
                className={cn("inline-flex items-center gap-1", up ? "text-success" : "text-destructive")}
              >
                <Trend className="size-3.5" aria-hidden />
                {up ? "+" : ""}
                {growth.percent}% vs {day(growth.previousFrom)}–{day(growth.previousTo)} (
                {formatAmount(growth.previousPeriod, data.currency)})
              </span>
            )
          }
        />
      </div>
    </div>
  );
}
