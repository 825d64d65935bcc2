// The Project Manager (/workflows): the open steps of the owner's workflows in one prioritised list
// (the focus engine's ranking, High ROI marked, Reschedule and Delegate), the workflows with their
// progress from their steps, and who has the delegated tasks.
import { useState } from "react";
import { Plus, Sparkles, Workflow } from "lucide-react";
import type { WorkflowView } from "@web/lib/api-types";
import { AppLayout } from "@web/components/layout/app-layout";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { ListPager } from "@web/components/paged-table/pager";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { usePagedList } from "@web/lib/paging";
import { cn } from "@web/lib/utils";
import { useAddExamples, WORKFLOWS_KEY } from "@web/lib/workflow-queries";
import { DelegationsCard } from "./delegations-card";
import { DeleteWorkflowDialog } from "./delete-workflow-dialog";
import { NextSteps } from "./next-steps";
import { WorkflowCard } from "./workflow-card";
import { WorkflowFormDialog } from "./workflow-form-dialog";

const PAGE_SIZE = 50;

export default function WorkflowsPage() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WorkflowView | null>(null);
  const [deleting, setDeleting] = useState<WorkflowView | null>(null);
  const workflows = usePagedList<WorkflowView>({ path: WORKFLOWS_KEY[0], limit: PAGE_SIZE });
  const addExamples = useAddExamples();
  const empty = !workflows.isLoading && !workflows.isError && workflows.total === 0;

  return (
    <AppLayout>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:gap-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
              <Workflow className="size-5" aria-hidden />
            </span>
            <div>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">The Project Manager</h1>
              <p className="mt-1 max-w-2xl text-muted-foreground">
                Pulls the work from your workflows into one prioritised list, highlights the high-ROI steps, and
                reschedules or delegates the low-value ones.
              </p>
            </div>
          </div>
          {!empty && (
            <Button onClick={() => setCreating(true)} className="self-start">
              <Plus aria-hidden />
              New Workflow
            </Button>
          )}
        </div>

        {workflows.isLoading ? (
          <WorkflowsSkeleton />
        ) : workflows.isError ? (
          <RetryCard
            message="We couldn't load your workflows."
            onRetry={() => void workflows.refetch()}
            retrying={workflows.isFetching}
          />
        ) : empty ? (
          <Card>
            <CardContent className="flex flex-col items-center px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Workflow className="size-6" aria-hidden />
              </span>
              <h2 className="mt-4 text-lg font-semibold" data-testid="workflows-empty">
                No workflows yet
              </h2>
              <p className="mt-1 max-w-md text-sm text-muted-foreground">
                A workflow turns a goal into steps that show up in your daily priorities. Start from 8 proven examples,
                each with its steps, or create your own.
              </p>
              <div className="mt-5 flex flex-wrap justify-center gap-2">
                <Button onClick={() => addExamples.mutate()} disabled={addExamples.isPending}>
                  {addExamples.isPending ? <Spinner /> : <Sparkles aria-hidden />}
                  {addExamples.isPending ? "Adding..." : "Create Example Workflows"}
                </Button>
                <Button variant="outline" onClick={() => setCreating(true)}>
                  <Plus aria-hidden />
                  New Workflow
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : (
          <>
            <NextSteps />
            <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <Card role="region" aria-labelledby="workflows-title">
                <CardHeader className="p-4 sm:p-6">
                  <CardTitle as="h2" id="workflows-title">
                    Workflows
                  </CardTitle>
                  <CardDescription>
                    Progress is counted from each workflow's completed steps. Pause one to take its steps out of your
                    priorities.
                  </CardDescription>
                </CardHeader>
                <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
                  <ul
                    className={cn("grid gap-4 xl:grid-cols-2", workflows.isPlaceholderData && "opacity-60")}
                    aria-label="Workflows"
                  >
                    {workflows.items.map((w) => (
                      <WorkflowCard key={w.id} workflow={w} onEdit={setEditing} onDelete={setDeleting} />
                    ))}
                  </ul>
                </CardContent>
                {workflows.total > PAGE_SIZE && <ListPager list={workflows} noun="workflows" />}
              </Card>
              <DelegationsCard />
            </div>
          </>
        )}
      </div>
      <WorkflowFormDialog open={creating} onOpenChange={setCreating} />
      <WorkflowFormDialog
        workflow={editing ?? undefined}
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteWorkflowDialog workflow={deleting} onClose={() => setDeleting(null)} />
    </AppLayout>
  );
}

function WorkflowsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your workflows
      </span>
      <Skeleton className="h-40 w-full" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}
