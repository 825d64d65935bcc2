// Time (/time): the timer (start for a client, stop), time added by hand, and every entry a page at a
// time from the server, with search, an Unbilled/Billed filter and delete after a confirmation. A
// client's unbilled work is invoiced from the client's page (unbilled-work-card.tsx).
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { createColumnHelper } from "@tanstack/react-table";
import { Clock, Plus, Trash2 } from "lucide-react";
import type { TimeEntryView } from "@core/time-entries/schemas";
import { formatMoney } from "@core/currency/format";
import { formatDuration } from "@core/time-entries/duration";
import { AppLayout } from "@web/components/layout/app-layout";
import { ListEmpty } from "@web/components/page/list-empty";
import { PagedListCard } from "@web/components/page/paged-list-card";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable, type PagedColumnMeta } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { formatDate, formatShortDate, pluralize } from "@web/lib/business-data";
import { AddTimeDialog } from "./add-time-dialog";
import { DeleteEntryDialog, entryWords } from "./delete-entry-dialog";
import { useTimeCounts, useTimeEntries, type BilledTab } from "@web/lib/time-queries";
import { TimerCard } from "./timer-card";

const TABS: { value: BilledTab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "unbilled", label: "Unbilled" },
  { value: "billed", label: "Billed" },
];
const column = createColumnHelper<TimeEntryView>();
const meta = (m: PagedColumnMeta) => m;

/** Running, billed on an invoice, or waiting to be billed. */
function EntryState({ entry }: { entry: TimeEntryView }) {
  if (entry.running) return <Badge variant="info">Running</Badge>;
  if (entry.billedInvoice) return <Badge variant="success">Billed · {entry.billedInvoice.invoiceNumber}</Badge>;
  return <Badge variant="warning">Unbilled</Badge>;
}

const amountOf = (e: TimeEntryView) => (e.amount ? formatMoney(e.amount, e.currency) : "—");
const durationOf = (e: TimeEntryView) => (e.minutes === null ? "Running" : formatDuration(e.minutes));

function DeleteButton({ entry, onDelete }: { entry: TimeEntryView; onDelete: (e: TimeEntryView) => void }) {
  if (entry.billedInvoice) return null;
  return (
    <Button variant="ghost" size="sm" onClick={() => onDelete(entry)} aria-label={`Delete ${entryWords(entry)}`}>
      <Trash2 aria-hidden />
      <span className="sr-only sm:not-sr-only">Delete</span>
    </Button>
  );
}

function entryColumns(onDelete: (e: TimeEntryView) => void) {
  return [
    column.accessor("clientName", {
      header: "Client",
      meta: meta({ className: "min-w-48" }),
      cell: ({ row: { original: e } }) => (
        <div className="grid min-w-0">
          <Link href={`/clients/${e.clientId}`} className="truncate font-medium hover:underline">
            {e.clientName}
          </Link>
          <span className="truncate text-xs text-muted-foreground">{e.description ?? "No description"}</span>
        </div>
      ),
    }),
    column.accessor("startedAt", {
      header: "Date",
      meta: meta({ sortKey: "startedAt", className: "whitespace-nowrap" }),
      cell: ({ row: { original: e } }) => formatDate(e.workDate),
    }),
    column.accessor("minutes", {
      header: "Time",
      meta: meta({ className: "whitespace-nowrap text-right tabular-nums" }),
      cell: ({ row: { original: e } }) => durationOf(e),
    }),
    column.accessor("amount", {
      header: "Amount",
      meta: meta({ className: "whitespace-nowrap text-right tabular-nums" }),
      cell: ({ row: { original: e } }) => <span className="font-medium">{amountOf(e)}</span>,
    }),
    column.display({
      id: "state",
      header: "Status",
      cell: ({ row: { original: e } }) => <EntryState entry={e} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: meta({ className: "w-0 pr-4" }),
      cell: ({ row: { original: e } }) => <DeleteButton entry={e} onDelete={onDelete} />,
    }),
  ];
}

export default function TimePage() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [billed, setBilled] = useState<BilledTab>("all");
  const entries = useTimeEntries(billed, q);
  const counts = useTimeCounts(q);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TimeEntryView | null>(null);
  const columns = useMemo(() => entryColumns(setDeleting), []);
  const filtered = q !== "" || billed !== "all";

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Time</h1>
            <p className="mt-1 text-muted-foreground">
              Track time for your clients; invoice what is unbilled from each client's page.
            </p>
          </div>
          <Button variant="outline" onClick={() => setAdding(true)} className="self-start sm:self-auto">
            <Plus aria-hidden />
            Add time
          </Button>
        </div>
        <TimerCard />
        <PagedListCard
          icon={Clock}
          title="Time entries"
          description={entries.isLoading ? "Your time" : pluralize(entries.total, "entry", "entries")}
          descriptionTestId="time-total"
          filters={
            <>
              <FilterChips
                label="Billed or not"
                value={billed}
                onChange={setBilled}
                chips={TABS.map((tab) => ({ ...tab, count: counts[tab.value] }))}
              />
              <SearchBox
                value={search}
                onChange={setSearch}
                label="Search time"
                placeholder="Search client, description"
              />
            </>
          }
        >
          <PagedTable
            label="Time entries"
            noun="entries"
            source={entries}
            columns={columns}
            sort="-startedAt"
            getRowId={(e) => e.id}
            rowTestId={() => "time-row"}
            renderMobileRow={(e) => (
              <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-1 px-4 py-3">
                <Link href={`/clients/${e.clientId}`} className="truncate font-medium">
                  {e.clientName}
                </Link>
                <span className="text-right font-medium tabular-nums">{amountOf(e)}</span>
                <span className="row-span-2">
                  <DeleteButton entry={e} onDelete={setDeleting} />
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {formatShortDate(e.workDate)} · {durationOf(e)}
                  {e.description ? ` · ${e.description}` : ""}
                </span>
                <span className="justify-self-end">
                  <EntryState entry={e} />
                </span>
              </div>
            )}
            empty={
              <ListEmpty title={filtered ? "No time matches." : "No time tracked yet."}>
                {!filtered && (
                  <p className="text-sm text-muted-foreground">
                    Start the timer above, or add time you already worked.
                  </p>
                )}
              </ListEmpty>
            }
            errorMessage="We couldn't load your time."
          />
        </PagedListCard>
      </div>
      <AddTimeDialog open={adding} onOpenChange={setAdding} />
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </AppLayout>
  );
}
