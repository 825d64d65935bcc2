// Clients (/clients): 'Client Management', a ledger of every client paged by the server — status tabs
// with counts, search, sort, a selection for a bulk follow-up — with add, edit, remove and CSV.
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "wouter";
import { Inbox, MailPlus, UserPlus, Users, X } from "lucide-react";
import type { ClientLedgerRow, ClientView } from "@core/clients/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { ListNoMatch } from "@web/components/page/list-no-match";
import { PagedListCard } from "@web/components/page/paged-list-card";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Button } from "@web/components/ui/button";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { pluralize } from "@web/lib/business-data";
import { useOpenedOnce } from "@web/hooks/use-opened-once";
import { BulkFollowUpDialog } from "./bulk-follow-up-dialog";
import { ClientMobileRow } from "./client-mobile-row";
import { CsvActions } from "./csv-actions";
import { DeleteClientDialog } from "./delete-client-dialog";
import { ledgerColumns } from "./ledger-columns";
import { useClientLedger, useStatusCounts, type ClientStatusTab } from "./queries";

// The add/edit form (react-hook-form, the client schema) loads when the owner first opens it: the
// ledger's first rows do not wait for it.
const ClientFormDialog = lazy(() =>
  import("./client-form-dialog").then((m) => ({ default: m.ClientFormDialog })),
);

const TAB_LABELS: Record<ClientStatusTab, string> = { all: "All", active: "Active", inactive: "Inactive" };

export default function ClientsPage() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<ClientStatusTab>("all");
  const [sort, setSort] = useState("name");
  const ledger = useClientLedger({ q, status, sort });
  const counts = useStatusCounts(q);
  const [selected, setSelected] = useState<Map<string, ClientLedgerRow>>(new Map());
  const [form, setForm] = useState<{ open: boolean; client: ClientView | null }>({ open: false, client: null });
  const formOpened = useOpenedOnce(form.open);
  const [deleting, setDeleting] = useState<ClientLedgerRow | null>(null);
  const [followUp, setFollowUp] = useState(false);

  const actions = useMemo(
    () => ({
      onEdit: (client: ClientLedgerRow) => setForm({ open: true, client }),
      onDelete: setDeleting,
    }),
    [],
  );
  const columns = useMemo(() => ledgerColumns(actions), [actions]);
  const filtered = q !== "" || status !== "all";
  const noClientsAtAll = !filtered && ledger.total === 0;

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Management</h1>
            <p className="mt-1 text-muted-foreground">Everyone you work for, with their details and history.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The main action comes first on a phone and last (rightmost) on wider screens. */}
            <Button onClick={() => setForm({ open: true, client: null })} className="md:order-last">
              <UserPlus aria-hidden />
              Add Client
            </Button>
            <CsvActions />
            <Button asChild variant="outline">
              <Link href="/leads">
                <Inbox aria-hidden />
                Leads
              </Link>
            </Button>
          </div>
        </div>

        <PagedListCard
          icon={Users}
          title="Clients"
          description={
            ledger.isLoading
              ? "Your client list"
              : `${(counts.all ?? ledger.total).toLocaleString("en-US")} ${(counts.all ?? ledger.total) === 1 ? "client" : "clients"}`
          }
          filters={
            <>
              <FilterChips
                label="Client status"
                value={status}
                onChange={setStatus}
                chips={(["all", "active", "inactive"] as const).map((value) => ({
                  value,
                  label: TAB_LABELS[value],
                  count: counts[value],
                }))}
              />
              <SearchBox
                value={search}
                onChange={setSearch}
                label="Search clients"
                placeholder="Search name, email, company"
              />
            </>
          }
          selection={
            selected.size > 0 && (
              <div
                role="region"
                aria-label="Selected clients"
                className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-accent/50 px-3 py-2 text-sm"
              >
                <span className="font-medium" data-testid="selected-count">
                  {pluralize(selected.size, "client")} selected
                </span>
                <Button size="sm" onClick={() => setFollowUp(true)}>
                  <MailPlus aria-hidden />
                  Send follow-up
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                  <X aria-hidden />
                  Clear
                </Button>
              </div>
            )
          }
        >
          <PagedTable
            label="Clients"
            noun="clients"
            source={ledger}
            columns={columns}
            getRowId={(c) => c.id}
            rowName={(c) => c.name}
            rowTestId={(c) => `client-row-${c.id}`}
            sort={sort}
            onSortChange={setSort}
            selected={selected}
            onSelectionChange={setSelected}
            errorMessage="We couldn't load your clients."
            renderMobileRow={(client, checkbox) => <ClientMobileRow client={client} checkbox={checkbox} {...actions} />}
            empty={
              noClientsAtAll ? (
                <p className="p-10 text-center text-sm text-muted-foreground">
                  No clients yet. Add your first client to get started.
                </p>
              ) : (
                <ListNoMatch
                  q={q}
                  noun="clients"
                  onShowAll={() => {
                    setSearch("");
                    setStatus("all");
                  }}
                />
              )
            }
          />
        </PagedListCard>
      </div>

      {formOpened && (
        <Suspense fallback={null}>
          <ClientFormDialog
            open={form.open}
            client={form.client}
            onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
          />
        </Suspense>
      )}
      <DeleteClientDialog
        client={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (deleting) {
            const next = new Map(selected);
            next.delete(deleting.id);
            setSelected(next);
          }
        }}
      />
      <BulkFollowUpDialog
        clients={[...selected.values()]}
        open={followUp}
        onOpenChange={setFollowUp}
        onSent={() => setSelected(new Map())}
      />
    </AppLayout>
  );
}
