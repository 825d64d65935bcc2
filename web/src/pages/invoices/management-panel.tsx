// Panel 3 of The Admin: the invoice ledger, paged by the server — status tabs with counts, search,
// sort, a selection for a bulk reminder — with the email, Mark Paid and bulk reminder dialogs.
import { useMemo, useState } from "react";
import { Mail, Plus, Receipt, X } from "lucide-react";
import type { InvoiceView } from "@core/invoices/schemas";
import { ListNoMatch } from "@web/components/page/list-no-match";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { clientNameOf, pluralize } from "@web/lib/business-data";
import { useInvoicePages } from "@web/lib/invoice-pages";
import { InvoiceExportMenu } from "./export-menu";
import { ImportButton } from "./import/import-dialog";
import { useInvoiceSummary } from "./queries";
import { InvoiceMobileRow } from "./invoice-mobile-row";
import { ledgerColumns } from "./ledger-columns";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { INVOICE_TABS, useInvoiceTabCounts, type InvoiceTab } from "./queries";
import { BulkReminderDialog, CreateInvoiceDialog, InvoiceDetailDialog, SendEmailDialog } from "./lazy-dialogs";
import type { EmailKind } from "./send-email-dialog";

const TAB_LABELS: Record<InvoiceTab, string> = {
  all: "All",
  overdue: "Overdue",
  pending: "Due",
  draft: "Drafts",
  paid: "Paid",
};

export function ManagementPanel() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [tab, setTab] = useState<InvoiceTab>("all");
  const [sort, setSort] = useState("-createdAt");
  const ledger = useInvoicePages({ q, status: tab === "all" ? undefined : tab, sort });
  const counts = useInvoiceSummary().data?.statusCounts;
  const tabCounts = useInvoiceTabCounts(q, counts);
  const [selected, setSelected] = useState<Map<string, InvoiceView>>(new Map());
  const [email, setEmail] = useState<{ invoice: InvoiceView; kind: EmailKind } | null>(null);
  const [paying, setPaying] = useState<InvoiceView | null>(null);
  const [reminding, setReminding] = useState(false);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<InvoiceView | null>(null);

  const actions = useMemo(
    () => ({
      onEmail: (invoice: InvoiceView, kind: EmailKind) => setEmail({ invoice, kind }),
      onMarkPaid: setPaying,
      onOpen: setViewing,
    }),
    [],
  );
  const columns = useMemo(() => ledgerColumns(actions), [actions]);
  const filtered = q !== "" || tab !== "all";
  // A reminder goes only to an unpaid invoice whose client has an email address.
  const remindable = [...selected.values()].filter((i) => i.status !== "paid" && i.status !== "draft" && i.clientEmail);

  return (
    <Card role="region" aria-labelledby="management-panel-title" className="min-w-0 gap-0 overflow-hidden py-0">
      <CardHeader className="gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-row items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Receipt className="size-5" aria-hidden />
            </span>
            <div className="grid gap-1">
              <CardTitle as="h2" id="management-panel-title">
                Invoices
              </CardTitle>
              <CardDescription>
                {counts
                  ? `${counts.all.toLocaleString("en-US")} invoice${counts.all === 1 ? "" : "s"} in all`
                  : "Create, send and settle your invoices."}
              </CardDescription>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">
            <ImportButton />
            <InvoiceExportMenu />
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Create Invoice
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <FilterChips
            label="Invoice status"
            value={tab}
            onChange={(next) => setTab(next)}
            chips={INVOICE_TABS.map((value) => ({
              value,
              label: TAB_LABELS[value],
              count: tabCounts[value],
            }))}
          />
          <SearchBox
            value={search}
            onChange={setSearch}
            label="Search invoices"
            placeholder="Search number, client, description"
          />
        </div>
        {selected.size > 0 && (
          <div
            role="region"
            aria-label="Selected invoices"
            className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-accent/50 px-3 py-2 text-sm"
          >
            <span className="font-medium" data-testid="selected-count">
              {pluralize(selected.size, "invoice")} selected
            </span>
            <Button size="sm" onClick={() => setReminding(true)} disabled={remindable.length === 0}>
              <Mail aria-hidden />
              Send reminders
            </Button>
            {remindable.length < selected.size && (
              <span className="text-xs text-muted-foreground">
                {pluralize(selected.size - remindable.length, "invoice")} cannot be reminded (paid, draft or no email)
              </span>
            )}
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
              <X aria-hidden />
              Clear
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="p-0">
        <PagedTable
          label="Invoices"
          noun="invoices"
          source={ledger}
          columns={columns}
          getRowId={(i) => i.id}
          rowName={(i) => `${i.invoiceNumber} ${clientNameOf(i)}`}
          rowTestId={(i) => `invoice-row-${i.id}`}
          rowProps={(i) => ({ "aria-label": `Invoice ${i.invoiceNumber}`, "data-status": i.status })}
          sort={sort}
          onSortChange={setSort}
          selected={selected}
          onSelectionChange={setSelected}
          errorMessage="We couldn't load your invoices."
          renderMobileRow={(invoice, checkbox) => (
            <InvoiceMobileRow invoice={invoice} checkbox={checkbox} {...actions} />
          )}
          empty={
            !filtered && (counts?.all ?? ledger.total) === 0 ? (
              <p className="p-10 text-center text-sm text-muted-foreground">
                No invoices yet. Create your first invoice to get started.
              </p>
            ) : (
              <ListNoMatch
                q={q}
                noun="invoices"
                onShowAll={() => {
                  setSearch("");
                  setTab("all");
                }}
              />
            )
          }
        />
      </CardContent>

      <CreateInvoiceDialog open={creating} onOpenChange={setCreating} />
      <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} />
      <InvoiceDetailDialog invoice={viewing} onClose={() => setViewing(null)} />
      <SendEmailDialog
        invoice={email?.invoice ?? null}
        kind={email?.kind ?? "invoice"}
        onClose={() => setEmail(null)}
      />
      <BulkReminderDialog
        open={reminding}
        onOpenChange={(open) => {
          setReminding(open);
          if (!open) setSelected(new Map());
        }}
        overdue={remindable}
      />
    </Card>
  );
}
