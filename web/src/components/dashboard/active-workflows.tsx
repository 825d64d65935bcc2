// Active Workflows (spec 000 §2.4): the first two, with their progress.
import { Workflow } from "lucide-react";
import { Link } from "wouter";
import type { DashboardSummary } from "@web/lib/api-types";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";

/** At most two workflows on the dashboard (spec 000 §9). */
const WORKFLOW_LIMIT = 2;

export function ActiveWorkflows({ workflows }: { workflows: DashboardSummary["workflows"]["active"] }) {
  const shown = workflows.slice(0, WORKFLOW_LIMIT);
  return (
    <section aria-labelledby="active-workflows-title" className="grid grid-cols-1 gap-3">
      <h3 id="active-workflows-title" className="flex items-center gap-2 font-semibold">
        <Workflow className="size-4 text-brand-violet" aria-hidden />
        Active Workflows
      </h3>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">No active workflows</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {shown.map((workflow) => {
            const progress = Math.round(Math.min(100, Math.max(0, workflow.progress ?? 0)));
            return (
              <li key={workflow.id} className="grid min-w-0 grid-cols-1 gap-1.5" data-testid="active-workflow">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium" title={workflow.title}>
                    {workflow.title}
                  </span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">{progress}%</span>
                </div>
                <Progress value={progress} aria-label={`${workflow.title} progress`} />
              </li>
            );
          })}
        </ul>
      )}
      <Button asChild variant="outline" size="sm" className="w-full">
        <Link href="/workflows">Manage Workflows</Link>
      </Button>
    </section>
  );
}
