// "Came from": the post and platform whose tracked link brought this client (the lead that made them),
// read from GET /api/leads?clientId=…; nothing is shown for a client who did not come through a lead.
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { PLATFORM_LABELS } from "@core/catalog";
import type { LeadView } from "@core/leads/schemas";
import { fetchPage, pageQuery } from "@web/lib/paging";
import { formatDate } from "@web/lib/business-data";

export function ClientSource({ clientId }: { clientId: string }) {
  const leads = useQuery({
    queryKey: ["/api/leads", "client", clientId],
    queryFn: ({ signal }) =>
      fetchPage<LeadView>(`/api/leads${pageQuery({ clientId, limit: 5 })}`, undefined, signal),
  });
  const items = leads.data?.items ?? [];
  const lead = items.find((l) => l.won) ?? items[items.length - 1];
  if (!lead) return null;
  return (
    <div className="grid content-start gap-0.5" data-testid="client-source">
      <dt className="text-xs font-medium text-muted-foreground">Came from</dt>
      <dd className="grid text-sm break-words">
        <span>
          {lead.platform === "manual"
            ? "A lead you added by hand"
            : lead.post
              ? `Your ${PLATFORM_LABELS[lead.platform]} post “${lead.post.title}”`
              : `A ${PLATFORM_LABELS[lead.platform]} post since deleted`}
        </span>
        <span className="text-xs text-muted-foreground">
          Wrote on {formatDate(lead.createdAt)} ·{" "}
          <Link href="/leads" className="text-primary underline-offset-4 hover:underline">
            See leads
          </Link>
        </span>
      </dd>
    </div>
  );
}
