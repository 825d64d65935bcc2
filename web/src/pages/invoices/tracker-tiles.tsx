import { CalendarClock, CircleCheck, Clock, HandCoins, TriangleAlert, type LucideIcon } from "lucide-react";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatUsd } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { pluralize } from "./data";
import type { Bucket, TrackerBuckets } from "./tracker-math";

const TILES: { key: keyof TrackerBuckets; label: string; icon: LucideIcon; tone: string; hint: string }[] = [
  { key: "paid", label: "Paid", icon: CircleCheck, tone: "text-success bg-success/10", hint: "All paid invoices" },
  {
    key: "outstanding",
    label: "Outstanding",
    icon: Clock,
    tone: "text-warning bg-warning/10",
    hint: "Sent, not yet due",
  },
  {
    key: "overdue",
    label: "Overdue",
    icon: TriangleAlert,
    tone: "text-destructive bg-destructive/10",
    hint: "Past their due date",
  },
  {
    key: "dueThisWeek",
    label: "Due This Week",
    icon: CalendarClock,
    tone: "text-accent-foreground bg-accent",
    hint: "Due in the next 7 days",
  },
  {
    key: "collectedThisMonth",
    label: "Collected This Month",
    icon: HandCoins,
    tone: "text-success bg-success/10",
    hint: "Paid since the 1st",
  },
];

/** The five tiles on top of the tracker; totals always in USD. */
export function TrackerTiles({ buckets, isLoading }: { buckets: TrackerBuckets; isLoading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Invoice totals">
      {TILES.map(({ key, label, icon: Icon, tone, hint }, index) => (
        <li
          key={key}
          className={cn("rounded-lg border bg-card p-4", index === TILES.length - 1 && "col-span-2 md:col-span-1")}
          data-testid={`tile-${key}`}
          aria-label={label}
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <span className={cn("flex size-7 shrink-0 items-center justify-center rounded-md", tone)}>
              <Icon className="size-4" aria-hidden />
            </span>
          </div>
          {isLoading ? <Skeleton className="mt-3 h-7 w-24" /> : <TileValue bucket={buckets[key]} hint={hint} />}
        </li>
      ))}
    </ul>
  );
}

function TileValue({ bucket, hint }: { bucket: Bucket; hint: string }) {
  return (
    <>
      <p className="mt-2 text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
        {formatUsd(bucket.cents / 100)}
      </p>
      <p className="text-xs text-muted-foreground">
        {pluralize(bucket.count, "invoice")} · {hint}
      </p>
    </>
  );
}
