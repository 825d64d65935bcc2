// Recurring invoices (/invoices/recurring): every series, paged by the server with status tabs and
// search; New series (with the server's preview of its dates); each series' view with Pause, Resume,
// End and the invoices it made.
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { ArrowLeft, Plus, Repeat } from "lucide-react";
import type { RecurringSeriesView } from "@core/recurring/internal";
import { formatMoney } from "@core/invoices/templates";
import { AppLayout } from "@web/components/layout/app-layout";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { pluralize } from "./invoices/data";
import { CreateSeriesDialog } from "./recurring/create-series-dialog";
import { SERIES_TABS, useSeriesCount, useSeriesPages, type SeriesTab } from "./recurring/queries";
import { nextLabel, seriesColumns } from "./recurring/series-columns";
import { SeriesDetailDialog } from "./recurring/series-detail-dialog";
import { SeriesStatusBadge } from "./recurring/series-status-badge";

const TAB_LABELS: Record<SeriesTab, string> = { all: "All", active: "Active", paused: "Paused", ended: "Ended" };

export default function RecurringPage() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<SeriesTab>("all");
  const pages = useSeriesPages(status, q);
  const counts = {
    all: useSeriesCount("all", q),
    active: useSeriesCount("active", q),
    paused: useSeriesCount("paused", q),
    ended: useSeriesCount("ended", q),
  };
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<RecurringSeriesView | null>(null);
  const columns = useMemo(() => seriesColumns(setViewing), []);
  const filtered = q !== "" || status !== "all";

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <Link
              href="/invoices"
              className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden />
              The Admin
            </Link>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Recurring invoices</h1>
            <p className="mt-1 text-muted-foreground">
              Bill retainers and subscriptions on a schedule: each invoice is made once on its date, and emailed if you
              choose.
            </p>
          </div>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New series
          </Button>
        </div>

        <Card className="min-w-0 gap-0 overflow-hidden py-0">
          <CardHeader className="gap-4 p-4 sm:p-6">
            <div className="flex flex-row items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Repeat className="size-5" aria-hidden />
              </span>
              <div className="grid gap-1">
                <CardTitle as="h2">Series</CardTitle>
                <CardDescription>
                  {pages.isLoading ? "Your recurring series" : pluralize(counts.all, "series", "series")}
                </CardDescription>
              </div>
            </div>
            <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
              <FilterChips
                label="Series status"
                value={status}
                onChange={setStatus}
                chips={SERIES_TABS.map((value) => ({ value, label: TAB_LABELS[value], count: counts[value] }))}
              />
              <SearchBox
                value={search}
                onChange={setSearch}
                label="Search series"
                placeholder="Search client or description"
              />
            </div>
          </CardHeader>
          <CardContent className="p-0">
            <PagedTable
              label="Recurring series"
              noun="series"
              source={pages}
              columns={columns}
              getRowId={(s) => s.id}
              rowTestId={() => "series-row"}
              rowProps={(s) => ({ "data-client": s.clientName })}
              renderMobileRow={(s) => (
                <button
                  type="button"
                  onClick={() => setViewing(s)}
                  className="grid w-full grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-left"
                >
                  <span className="truncate font-medium">{s.clientName}</span>
                  <span className="text-right font-medium tabular-nums">{formatMoney(s.amount, s.currency)}</span>
                  <span className="text-xs text-muted-foreground">{s.rule}</span>
                  <span className="justify-self-end">
                    <SeriesStatusBadge status={s.status} />
                  </span>
                  <span className="col-span-2 text-xs text-muted-foreground">Next: {nextLabel(s)}</span>
                </button>
              )}
              empty={
                <div className="grid justify-items-start gap-3 p-6">
                  <p className="font-medium">{filtered ? "No series match." : "No recurring series yet."}</p>
                  {!filtered && (
                    <>
                      <p className="text-sm text-muted-foreground">
                        A series makes the same invoice every week, month or on a day of the month, until an end date or
                        a number of invoices.
                      </p>
                      <Button variant="outline" onClick={() => setCreating(true)}>
                        <Plus aria-hidden />
                        New series
                      </Button>
                    </>
                  )}
                </div>
              }
              errorMessage="Could not load your recurring series."
            />
          </CardContent>
        </Card>
      </div>
      <CreateSeriesDialog open={creating} onOpenChange={setCreating} />
      <SeriesDetailDialog series={viewing} onClose={() => setViewing(null)} />
    </AppLayout>
  );
}
