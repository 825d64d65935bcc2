// 'Strategic Workflows' (spec 001 §2): the first 4 workflows with their progress, 'View All N
// Workflows' past 4, and 'Add Examples' after a confirmation; the examples listed when there are none.
import { useState } from "react";
import { Lightbulb, Plus, Target, Workflow } from "lucide-react";
import { Link } from "wouter";
import { EXAMPLE_TITLES } from "@core/workflows/examples";
import type { WorkflowView } from "@web/lib/api-types";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { usePagedList } from "@web/lib/paging";
import { isUnauthorizedError } from "@web/lib/queryClient";
import { CategoryBadge, StatusBadge } from "@web/components/workflow-labels";
import { useAddExamples, WORKFLOWS_KEY } from "@web/lib/workflow-queries";
import { goToLogin } from "./queries";

/** Spec 001 §9: the Strategist shows the first 4 workflows. */
const SHOWN = 4;

export function StrategicWorkflows() {
  const [confirming, setConfirming] = useState(false);
  const list = usePagedList<WorkflowView>({ path: WORKFLOWS_KEY[0], limit: SHOWN });
  const add = useAddExamples({
    onUnauthorized: (error) => {
      if (!isUnauthorizedError(error)) return false;
      goToLogin();
      return true;
    },
  });
  return (
    <Card role="region" aria-labelledby="strategic-title">
      <CardHeader className="gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id="strategic-title" className="flex items-center gap-2">
            <Workflow className="size-5 text-brand-violet" aria-hidden />
            Strategic Workflows
          </CardTitle>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={add.isPending}>
            {add.isPending ? <Spinner /> : <Plus aria-hidden />}
            {add.isPending ? "Adding..." : "Add Examples"}
          </Button>
        </div>
        <CardDescription>Goals broken into steps; their steps join your daily priorities while active.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 pb-4 sm:px-6 sm:pb-6">
        {list.isLoading ? (
          <Skeleton className="h-32" />
        ) : list.total === 0 ? (
          <div className="grid gap-2 rounded-lg border border-dashed p-4 text-sm" data-testid="strategic-empty">
            <p className="font-medium">No workflows yet. The examples are:</p>
            <ul className="ml-5 list-disc text-muted-foreground">
              {EXAMPLE_TITLES.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Strategic workflows">
            {list.items.slice(0, SHOWN).map((w) => (
              <li key={w.id} className="grid gap-2 rounded-lg border p-4" data-testid="strategic-workflow">
                <h3 className="font-medium break-words">{w.title}</h3>
                <div className="flex flex-wrap gap-2">
                  <CategoryBadge category={w.category} />
                  <StatusBadge status={w.status} />
                </div>
                {w.targetOutcome && (
                  <p className="flex gap-2 text-sm">
                    <Target className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Target outcome" />
                    {w.targetOutcome}
                  </p>
                )}
                {w.aiRecommendation && (
                  <p className="flex gap-2 text-sm text-muted-foreground">
                    <Lightbulb className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Recommendation" />
                    {w.aiRecommendation}
                  </p>
                )}
                <div className="grid gap-1">
                  <div className="flex justify-between text-xs text-muted-foreground">
                    <span>{w.estimatedDuration ? `${w.estimatedDuration} days` : "No duration set"}</span>
                    <span className="tabular-nums">{w.progress}%</span>
                  </div>
                  <Progress value={w.progress} aria-label={`${w.title} progress`} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {list.total > SHOWN && (
          <Button asChild variant="outline" className="w-full">
            <Link href="/workflows">View All {list.total} Workflows</Link>
          </Button>
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Add example workflows</AlertDialogTitle>
            <AlertDialogDescription>
              This will add 8 example strategic workflows to your account. Continue?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => add.mutate()}>Continue</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
