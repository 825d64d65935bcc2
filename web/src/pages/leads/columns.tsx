// The leads table: who wrote (name, email), what, the post and platform that brought them, when,
// and the client they became or the one-click "Make client".
import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "wouter";
import { Trash2, UserPlus } from "lucide-react";
import { PLATFORM_LABELS } from "@core/catalog";
import type { LeadView } from "@core/leads/schemas";
import type { PagedColumnMeta } from "@web/components/paged-table/paged-table";
import { RelativeTime } from "@web/components/relative-time";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";

const column = createColumnHelper<LeadView>();
const meta = (m: PagedColumnMeta) => m;

export interface LeadActions {
  onMakeClient: (lead: LeadView) => void;
  onDelete: (lead: LeadView) => void;
  /** The lead being made a client, if any. */
  converting: string | null;
}

export function LeadSource({ lead }: { lead: LeadView }) {
  if (lead.platform === "manual") {
    return (
      <span className="flex min-w-0 flex-wrap items-center gap-1.5">
        <Badge variant="secondary">By hand</Badge>
        <span className="truncate text-muted-foreground">added by you</span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1.5">
      <Badge variant="secondary">{PLATFORM_LABELS[lead.platform]}</Badge>
      <span className="truncate text-muted-foreground">{lead.post ? lead.post.title : "a post since deleted"}</span>
    </span>
  );
}

export function LeadOutcome({ lead, actions }: { lead: LeadView; actions: LeadActions }) {
  if (lead.client) {
    return (
      <Link href={`/clients/${lead.client.id}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {lead.won ? "Client" : "Already a client"}: {lead.client.name}
      </Link>
    );
  }
  if (lead.status === "client") return <span className="text-sm text-muted-foreground">Client since removed</span>;
  const busy = actions.converting === lead.id;
  return (
    <Button size="sm" onClick={() => actions.onMakeClient(lead)} disabled={busy} aria-label={`Make ${lead.name} a client`}>
      {busy ? <Spinner /> : <UserPlus aria-hidden />}
      Make client
    </Button>
  );
}

export function leadColumns(actions: LeadActions) {
  return [
    column.accessor("name", {
      header: "Lead",
      meta: meta({ className: "min-w-48" }),
      cell: ({ row: { original: l } }) => (
        <div className="grid min-w-0">
          <span className="truncate font-medium">{l.name}</span>
          <a href={`mailto:${l.email}`} className="w-fit truncate text-xs text-muted-foreground hover:underline">
            {l.email}
          </a>
        </div>
      ),
    }),
    column.accessor("message", {
      header: "Message",
      meta: meta({ className: "max-w-72" }),
      cell: ({ getValue }) => (
        <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">{getValue() || "—"}</p>
      ),
    }),
    column.display({
      id: "source",
      header: "Came from",
      meta: meta({ className: "max-w-64" }),
      cell: ({ row: { original: l } }) => <LeadSource lead={l} />,
    }),
    column.accessor("createdAt", {
      header: "Received",
      meta: meta({ sortKey: "createdAt", className: "whitespace-nowrap" }),
      cell: ({ getValue }) => <RelativeTime value={getValue()} />,
    }),
    column.display({
      id: "outcome",
      header: "Client",
      cell: ({ row: { original: l } }) => <LeadOutcome lead={l} actions={actions} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: meta({ className: "w-12" }),
      cell: ({ row: { original: l } }) => (
        <Button variant="ghost" size="icon" onClick={() => actions.onDelete(l)} aria-label={`Delete the lead from ${l.name}`}>
          <Trash2 aria-hidden />
        </Button>
      ),
    }),
  ];
}
