// The series table's columns: the client and what it bills, each invoice's amount, the rule, the next
// date, the status, and "View".
import { createColumnHelper } from "@tanstack/react-table";
import type { RecurringSeriesView } from "@core/recurring/internal";
import { formatMoney } from "@core/invoices/templates";
import type { PagedColumnMeta } from "@web/components/paged-table/paged-table";
import { Button } from "@web/components/ui/button";
import { formatDate, pluralize } from "@web/lib/business-data";
import { SeriesStatusBadge } from "./series-status-badge";

const column = createColumnHelper<RecurringSeriesView>();
const meta = (m: PagedColumnMeta) => m;

export const nextLabel = (s: RecurringSeriesView) =>
  s.status === "active" && s.nextDate ? formatDate(s.nextDate) : s.status === "paused" ? "Paused" : "Ended";

export function seriesColumns(onView: (s: RecurringSeriesView) => void) {
  return [
    column.accessor("clientName", {
      header: "Client",
      meta: meta({ className: "min-w-48" }),
      cell: ({ row: { original: s } }) => (
        <div className="grid min-w-0">
          <span className="truncate font-medium">{s.clientName}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground">
            {s.description ?? s.figures.lines.map((l) => l.description).join(", ")}
          </span>
        </div>
      ),
    }),
    column.accessor("amount", {
      header: "Each",
      meta: meta({ className: "whitespace-nowrap text-right tabular-nums" }),
      cell: ({ row: { original: s } }) => <span className="font-medium">{formatMoney(s.amount, s.currency)}</span>,
    }),
    column.accessor("rule", {
      header: "Repeats",
      meta: meta({ className: "hidden min-w-56 lg:table-cell" }),
      cell: ({ row: { original: s } }) => (
        <div className="grid">
          <span>{s.rule}</span>
          <span className="text-xs text-muted-foreground">{pluralize(s.createdCount, "invoice")} made</span>
        </div>
      ),
    }),
    column.accessor("nextDate", {
      header: "Next",
      meta: meta({ sortKey: "nextDate", className: "whitespace-nowrap" }),
      cell: ({ row: { original: s } }) => nextLabel(s),
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ row: { original: s } }) => <SeriesStatusBadge status={s.status} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: meta({ className: "w-0 pr-4" }),
      cell: ({ row: { original: s } }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(s)}
          aria-label={`View the series for ${s.clientName}`}
        >
          View
        </Button>
      ),
    }),
  ];
}
