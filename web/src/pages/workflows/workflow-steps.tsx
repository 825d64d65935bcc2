// A workflow's steps (its tasks) in order: tick one to complete it (the progress moves), see who has a
// delegated one, add the next step.
import { useId, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Plus, UserRoundCheck } from "lucide-react";
import { TASK_CATEGORY_OF } from "@core/strategist/schemas";
import type { WorkflowStep, WorkflowView } from "@web/lib/api-types";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { fetchPage } from "@web/lib/paging";
import { apiRequest } from "@web/lib/queryClient";
import { cn } from "@web/lib/utils";
import { formatDay } from "@web/components/workflow-labels";
import { stepsKey, toastFailure, useInvalidateTeam, useSetStepDone } from "@web/lib/workflow-queries";

/** A workflow holds tens of steps at most: one page reads them all. */
const STEPS_PAGE = 100;

export function WorkflowSteps({ workflow }: { workflow: WorkflowView }) {
  const steps = useQuery({
    queryKey: stepsKey(workflow.id),
    queryFn: ({ signal }) =>
      fetchPage<WorkflowStep>(`/api/workflows/${workflow.id}/steps?limit=${STEPS_PAGE}`, undefined, signal),
  });
  const setDone = useSetStepDone();

  if (steps.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }
  if (steps.isError) return <p className="text-sm text-destructive">We couldn't load the steps.</p>;
  const items = steps.data?.items ?? [];
  return (
    <div className="grid gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No steps yet. Add the first one: progress is counted from them.</p>
      ) : (
        <ol className="grid gap-1.5" aria-label={`Steps of ${workflow.title}`}>
          {items.map((step) => (
            <StepRow
              key={step.id}
              step={step}
              // While the change is on its way (and the lists refetch), the box shows what was asked.
              pending={setDone.isPending && setDone.variables?.id === step.id ? setDone.variables.completed : null}
              onToggle={(completed) => setDone.mutate({ id: step.id, title: step.title, completed })}
            />
          ))}
        </ol>
      )}
      <AddStep workflow={workflow} />
    </div>
  );
}

interface StepRowProps {
  step: WorkflowStep;
  pending: boolean | null;
  onToggle: (done: boolean) => void;
}

function StepRow({ step, pending, onToggle }: StepRowProps) {
  const id = useId();
  const d = step.delegation;
  const busy = pending !== null;
  const checked = pending ?? step.completed;
  return (
    <li className="flex items-start gap-3 rounded-md px-2 py-1.5 hover:bg-muted/50" data-testid="workflow-step">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={busy}
        onCheckedChange={(v) => onToggle(v === true)}
        aria-label={`${checked ? "Reopen" : "Complete"} "${step.title}"`}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label htmlFor={id} className={cn("text-sm break-words", checked && "text-muted-foreground line-through")}>
          {step.title}
        </label>
        <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          {step.dueDate && !checked && <span>Due {formatDay(step.dueDate)}</span>}
          <span>~{step.estimatedTime} min</span>
          {d && (d.completedAt || !step.completed) && (
            <span className="inline-flex items-center gap-1 text-foreground/80">
              <UserRoundCheck className="size-3.5" aria-hidden />
              {d.completedAt ? `Done by ${d.helperName}` : `With ${d.helperName}`}
            </span>
          )}
        </span>
      </div>
      {busy && <Spinner className="mt-0.5" />}
    </li>
  );
}

function AddStep({ workflow }: { workflow: WorkflowView }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidateTeam();
  const add = useMutation({
    mutationFn: (body: { title: string }) =>
      apiRequest("POST", "/api/tasks", {
        body: {
          title: body.title,
          category: TASK_CATEGORY_OF[workflow.category ?? ""] ?? "Operations",
          workflowId: workflow.id,
        },
      }),
    onSuccess: () => {
      setTitle("");
      void invalidate();
    },
    onError: (e) => toastFailure(e, "Could not add the step. Please try again."),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError("Title is required");
    setError(null);
    add.mutate({ title: title.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-1">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          New step for {workflow.title}
        </label>
        <Input
          id={id}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Add a step"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : <Plus aria-hidden />}
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
