// Quotes (/invoices/quotes): every quote, paged by the server with status tabs and search; New quote;
// each quote's view with its link, Send by email, and Convert once the client accepted.
import { useMemo, useState } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { FileSignature, Plus } from "lucide-react";
import { formatMoney } from "@core/invoices/templates";
import type { QuoteView } from "@core/quotes/view";
import { AppLayout } from "@web/components/layout/app-layout";
import { ListEmpty } from "@web/components/page/list-empty";
import { PagedListCard } from "@web/components/page/paged-list-card";
import { SubPageHeader } from "@web/components/page/sub-page-header";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable, type PagedColumnMeta } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Button } from "@web/components/ui/button";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { formatDate, pluralize } from "@web/lib/business-data";
import { QuoteStatusBadge } from "@web/components/documents/quote-status-badge";
import { CreateQuoteDialog } from "./quotes/create-quote-dialog";
import { QUOTE_TABS, useQuotePages, type QuoteTab } from "./quotes/queries";
import { QuoteDetailDialog } from "./quotes/quote-detail-dialog";

const TAB_LABELS: Record<QuoteTab, string> = {
  all: "All",
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
};
const column = createColumnHelper<QuoteView>();
const meta = (m: PagedColumnMeta) => m;

function quoteColumns(onView: (q: QuoteView) => void) {
  return [
    column.accessor("quoteNumber", {
      header: "Quote",
      meta: meta({ sortKey: "number", className: "min-w-48" }),
      cell: ({ row: { original: q } }) => (
        <div className="grid min-w-0">
          <span className="truncate font-medium">{q.clientName}</span>
          <span className="truncate text-xs text-muted-foreground">
            {q.quoteNumber}
            {q.description ? ` · ${q.description}` : ""}
          </span>
        </div>
      ),
    }),
    column.accessor("amount", {
      header: "Total",
      meta: meta({ className: "whitespace-nowrap text-right tabular-nums" }),
      cell: ({ row: { original: q } }) => <span className="font-medium">{formatMoney(q.amount, q.currency)}</span>,
    }),
    column.accessor("validUntil", {
      header: "Valid until",
      meta: meta({ className: "hidden whitespace-nowrap lg:table-cell" }),
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : "—"),
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ row: { original: q } }) => (
        <div className="grid gap-0.5">
          <QuoteStatusBadge status={q.status} expired={q.expired} />
          {q.invoice && <span className="text-xs text-muted-foreground">Invoiced</span>}
        </div>
      ),
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: meta({ className: "w-0 pr-4" }),
      cell: ({ row: { original: q } }) => (
        <Button variant="outline" size="sm" onClick={() => onView(q)} aria-label={`View quote ${q.quoteNumber}`}>
          View
        </Button>
      ),
    }),
  ];
}

export default function QuotesPage() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<QuoteTab>("all");
  const [sort, setSort] = useState("-createdAt");
  const pages = useQuotePages(status, q, sort);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<QuoteView | null>(null);
  const columns = useMemo(() => quoteColumns(setViewing), []);
  const filtered = q !== "" || status !== "all";

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <SubPageHeader
          back={{ href: "/invoices", label: "The Admin" }}
          title="Quotes"
          description="Send a price before the work: the client accepts or declines on a private link, and an accepted quote becomes an invoice."
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New quote
            </Button>
          }
        />
        <PagedListCard
          icon={FileSignature}
          title="Quotes"
          description={pages.isLoading ? "Your quotes" : pluralize(pages.total, "quote")}
          filters={
            <>
              <FilterChips
                label="Quote status"
                value={status}
                onChange={setStatus}
                chips={QUOTE_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))}
              />
              <SearchBox
                value={search}
                onChange={setSearch}
                label="Search quotes"
                placeholder="Search number, client"
              />
            </>
          }
        >
          <PagedTable
            label="Quotes"
            noun="quotes"
            source={pages}
            columns={columns}
            sort={sort}
            onSortChange={setSort}
            getRowId={(row) => row.id}
            rowTestId={() => "quote-row"}
            renderMobileRow={(row) => (
              <button
                type="button"
                onClick={() => setViewing(row)}
                className="grid w-full grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-left"
              >
                <span className="truncate font-medium">{row.clientName}</span>
                <span className="text-right font-medium tabular-nums">{formatMoney(row.amount, row.currency)}</span>
                <span className="truncate text-xs text-muted-foreground">{row.quoteNumber}</span>
                <span className="justify-self-end">
                  <QuoteStatusBadge status={row.status} expired={row.expired} />
                </span>
              </button>
            )}
            empty={
              <ListEmpty title={filtered ? "No quotes match." : "No quotes yet."}>
                {!filtered && (
                  <Button variant="outline" onClick={() => setCreating(true)}>
                    <Plus aria-hidden />
                    New quote
                  </Button>
                )}
              </ListEmpty>
            }
            errorMessage="Could not load your quotes."
          />
        </PagedListCard>
      </div>
      <CreateQuoteDialog open={creating} onOpenChange={setCreating} onCreated={setViewing} />
      <QuoteDetailDialog quote={viewing} onClose={() => setViewing(null)} />
    </AppLayout>
  );
}
