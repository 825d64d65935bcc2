// Leads (/leads): people who wrote through the contact page a post's tracked link leads to, newest
// first (paged by the server), each with the post and platform that brought them. "Make client" turns
// one into a client in one click; spam can be deleted after a confirmation.
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { Inbox } from "lucide-react";
import type { LeadView } from "@core/leads/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { PagedListCard } from "@web/components/page/paged-list-card";
import { FilterChips } from "@web/components/paged-table/filter-chips";
import { PagedTable } from "@web/components/paged-table/paged-table";
import { SearchBox } from "@web/components/paged-table/search-box";
import { Button } from "@web/components/ui/button";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { RelativeTime } from "@web/components/relative-time";
import { leadColumns, LeadOutcome, LeadSource } from "./columns";
import { DeleteLeadDialog } from "./delete-lead-dialog";
import { useLeadCounts, useLeads, useMakeClient, type LeadStatusTab } from "./queries";

const TABS: { value: LeadStatusTab; label: string }[] = [
  { value: "all", label: "All" },
  { value: "new", label: "New" },
  { value: "client", label: "Clients" },
];

export default function LeadsPage() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<LeadStatusTab>("all");
  const leads = useLeads({ q, status });
  const counts = useLeadCounts(q);
  const makeClient = useMakeClient();
  const [deleting, setDeleting] = useState<LeadView | null>(null);
  const converting = makeClient.isPending ? (makeClient.variables?.id ?? null) : null;
  const actions = useMemo(
    () => ({ onMakeClient: (lead: LeadView) => makeClient.mutate(lead), onDelete: setDeleting, converting }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [converting],
  );
  const columns = useMemo(() => leadColumns(actions), [actions]);
  const filtered = q !== "" || status !== "all";

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Leads</h1>
          <p className="mt-1 text-muted-foreground">
            People who wrote through your contact page, and the post that brought them.
          </p>
        </div>
        <PagedListCard
          icon={Inbox}
          title="Your leads"
          description={
            leads.isLoading ? "Loading" : `${leads.total.toLocaleString("en-US")} ${leads.total === 1 ? "lead" : "leads"}`
          }
          descriptionTestId="leads-total"
          filters={
            <>
              <FilterChips
                label="Lead status"
                value={status}
                onChange={setStatus}
                chips={TABS.map((tab) => ({ ...tab, count: counts[tab.value] }))}
              />
              <SearchBox value={search} onChange={setSearch} label="Search leads" placeholder="Search name or email" />
            </>
          }
        >
          <PagedTable
            label="Leads"
            noun="leads"
            source={leads}
            columns={columns}
            getRowId={(l) => l.id}
            rowTestId={(l) => `lead-row-${l.id}`}
            sort="-createdAt"
            errorMessage="We couldn't load your leads."
            renderMobileRow={(lead) => (
              <div className="grid gap-2 px-4 py-3">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">{lead.name}</span>
                  <RelativeTime value={lead.createdAt} className="text-xs text-muted-foreground" />
                </div>
                <a href={`mailto:${lead.email}`} className="truncate text-xs text-muted-foreground">
                  {lead.email}
                </a>
                {lead.message && <p className="line-clamp-3 text-sm text-muted-foreground">{lead.message}</p>}
                <div className="text-xs">
                  <LeadSource lead={lead} />
                </div>
                <div className="flex items-center justify-between gap-2">
                  <LeadOutcome lead={lead} actions={actions} />
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(lead)} aria-label={`Delete the lead from ${lead.name}`}>
                    Delete
                  </Button>
                </div>
              </div>
            )}
            empty={
              filtered ? (
                <p className="p-10 text-center text-sm text-muted-foreground">
                  No leads match {q ? `"${q}"` : "this filter"}.
                </p>
              ) : (
                <div className="grid justify-items-center gap-2 p-10 text-center text-sm text-muted-foreground">
                  <p>No leads yet.</p>
                  <p className="max-w-md">
                    Turn on "Add a tracked link" when you schedule a post: people who follow it can write to you, and
                    they show up here with the post that brought them.
                  </p>
                  <Button asChild variant="outline" size="sm">
                    <Link href="/content#schedule">Schedule a post</Link>
                  </Button>
                </div>
              )
            }
          />
        </PagedListCard>
      </div>
      <DeleteLeadDialog lead={deleting} onClose={() => setDeleting(null)} />
    </AppLayout>
  );
}
