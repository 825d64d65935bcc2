// Smart Admin Queue (spec 000 §2.4): what the assistant has lined up, and the way to the Strategist.
import { Lightbulb, ListChecks } from "lucide-react";
import { Link } from "wouter";
import type { DashboardSummary } from "@web/lib/api-types";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";

const plural = (n: number) => (n === 1 ? "" : "s");

export function AdminQueue({ data }: { data: DashboardSummary }) {
  // The open steps of active workflows, as The Project Manager ranks them.
  const workflows = data.workflows.openSteps ?? 0;
  const lines = [
    {
      count: data.suggestions.overdueInvoices,
      text: `invoice follow-up${plural(data.suggestions.overdueInvoices)} ready`,
    },
    {
      count: data.suggestions.idleClients,
      text: `client onboarding email${plural(data.suggestions.idleClients)} queued`,
    },
    { count: workflows, text: `workflow automation task${plural(workflows)}` },
  ];
  return (
    <section aria-labelledby="admin-queue-title" className="grid grid-cols-1 gap-3">
      <h3 id="admin-queue-title" className="flex items-center gap-2 font-semibold">
        <ListChecks className="size-4 text-primary" aria-hidden />
        Smart Admin Queue
      </h3>
      <div className="grid gap-2 rounded-lg border bg-muted/40 p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium">Auto-Queued Actions</p>
          <Badge variant="info" data-testid="automation-queue">
            {data.smartAdmin.automationQueue} pending
          </Badge>
        </div>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {lines.map(({ count, text }) => (
            <li key={text.slice(0, 8)} className="flex items-center gap-2">
              <span className="size-1.5 shrink-0 rounded-full bg-primary/50" aria-hidden />
              <span>
                <span className="font-medium text-foreground tabular-nums">{count}</span> {text}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild variant="outline" size="sm" className="w-full">
        <Link href="/business-insights">
          <Lightbulb aria-hidden />
          View AI Business Insights
        </Link>
      </Button>
    </section>
  );
}
