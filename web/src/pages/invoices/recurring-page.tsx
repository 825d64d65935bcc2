// Recurring invoices (/invoices/recurring): every series, paged by the server with status tabs and
// search; New series (with the server's preview of its dates); each series' view with Pause, Resume,
// End and the invoices it made.
import { useMemo, useState } from "react";
import { Plus, Repeat } from "lucide-react";
import type { RecurringSeriesView } from "@core/recurring/internal";
import { formatMoney } from "@core/invoices/templates";
import { AppLayout } from "@web/components/layout/app-layout";
import { ListEmpty } from "@web/components/page/list-empty";
import { PagedListCard } from "@web/components/page/paged-list-card";
import { SubPageHeader } from "@web/components/page/sub-page-header";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Button } from "@web/components/ui/button";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { pluralize } from "@web/lib/business-data";
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
        <SubPageHeader
          back={{ href: "/invoices", label: "The Admin" }}
          title="Recurring invoices"
          description="Bill retainers and subscriptions on a schedule: each invoice is made once on its date, and emailed if you choose."
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New series
            </Button>
          }
        />

        <PagedListCard
          icon={Repeat}
          title="Series"
          description={pages.isLoading ? "Your recurring series" : pluralize(counts.all, "series", "series")}
          filters={
            <>
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
            </>
          }
        >
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
              <ListEmpty title={filtered ? "No series match." : "No recurring series yet."}>
                {!filtered && (
                  <>
                    <p className="text-sm text-muted-foreground">
                      A series makes the same invoice every week, month or on a day of the month, until an end date or a
                      number of invoices.
                    </p>
                    <Button variant="outline" onClick={() => setCreating(true)}>
                      <Plus aria-hidden />
                      New series
                    </Button>
                  </>
                )}
              </ListEmpty>
            }
            errorMessage="Could not load your recurring series."
          />
        </PagedListCard>
      </div>
      <CreateSeriesDialog open={creating} onOpenChange={setCreating} />
      <SeriesDetailDialog series={viewing} onClose={() => setViewing(null)} />
    </AppLayout>
  );
}
