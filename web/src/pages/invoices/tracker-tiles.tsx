import { CalendarClock, CircleCheck, Clock, HandCoins, TriangleAlert, type LucideIcon } from "lucide-react";
import type { Bucket, InvoiceSummary } from "@core/invoices/summary";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/utils";
import { pluralize } from "@web/lib/business-data";
import { summaryAmount } from "./queries";

type TileKey = "paid" | "outstanding" | "overdue" | "dueThisWeek" | "collectedThisMonth";

const TILES: { key: TileKey; label: string; icon: LucideIcon; tone: string; hint: string }[] = [
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
    hint: "Sent, due in the next 7 days",
  },
  {
    key: "collectedThisMonth",
    label: "Collected This Month",
    icon: HandCoins,
    tone: "text-success bg-success/10",
    hint: "Money received since the 1st",
  },
];

/** The five tiles on top of the tracker, in the owner's currency, as the server counts them. */
export function TrackerTiles({ summary, isLoading }: { summary: InvoiceSummary | undefined; isLoading: boolean }) {
  return (
    <div className="grid gap-2">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Invoice totals">
        {TILES.map(({ key, label, icon: Icon, tone, hint }, index) => (
          <li
            key={key}
            className={cn(
              "@container min-w-0 rounded-lg border bg-card p-3 sm:p-4",
              index === TILES.length - 1 && "col-span-2 md:col-span-1",
            )}
            data-testid={`tile-${key}`}
            aria-label={label}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              <span className={cn("flex size-7 shrink-0 items-center justify-center rounded-md", tone)}>
                <Icon className="size-4" aria-hidden />
              </span>
            </div>
            {isLoading || !summary ? (
              <Skeleton className="mt-3 h-7 w-24" />
            ) : (
              <TileValue summary={summary} bucket={summary[key]} hint={hint} />
            )}
            {key === "outstanding" && summary && summary.notSent.count > 0 && (
              <p className="mt-1 text-xs text-warning" data-testid="tile-not-sent">
                + {pluralize(summary.notSent.count, "invoice")} not sent yet (
                <span className="whitespace-nowrap">{summaryAmount(summary, summary.notSent.total)}</span>)
              </p>
            )}
          </li>
        ))}
      </ul>
      {summary?.currencyNote && (
        <p className="text-xs text-muted-foreground" data-testid="other-currencies">
          {summary.currencyNote}
        </p>
      )}
    </div>
  );
}

/** About how wide a character of the figure is, in ems (semibold tabular digits, tight tracking). */
const FIGURE_EM = 0.62;

function TileValue({ summary, bucket, hint }: { summary: InvoiceSummary; bucket: Bucket; hint: string }) {
  const figure = summaryAmount(summary, bucket.total);
  return (
    <>
      {/* One line, never broken inside: a long figure shrinks to the tile's width (qa10 F11). */}
      <p
        className="mt-2 overflow-hidden leading-7 font-semibold tracking-tight whitespace-nowrap tabular-nums sm:leading-8 [--figure-max:1.125rem] sm:[--figure-max:1.5rem]"
        style={{ fontSize: `min(var(--figure-max), ${(100 / (figure.length * FIGURE_EM)).toFixed(2)}cqi)` }}
        data-testid="tile-figure"
      >
        {figure}
      </p>
      <p className="text-xs text-muted-foreground">
        {pluralize(bucket.count, "invoice")} · {hint}
      </p>
    </>
  );
}
