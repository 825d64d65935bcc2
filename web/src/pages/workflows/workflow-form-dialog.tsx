// Create or edit a workflow: the Workflow schema of spec 001 §3 (title required, a category, an
// estimated duration of 1 to 365 days), its messages under the fields.
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CreateWorkflowInput, WORKFLOW_CATEGORIES } from "@core/workflows/schemas";
import type { WorkflowView } from "@web/lib/api-types";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { SelectField } from "@web/components/form/select-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { CATEGORY_LABELS } from "@web/components/workflow-labels";
import { useInvalidateTeam } from "@web/lib/workflow-queries";

const FormSchema = CreateWorkflowInput.omit({ status: true });
type Values = z.input<typeof FormSchema>;
type Output = z.output<typeof FormSchema>;
const CATEGORY_OPTIONS = WORKFLOW_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const FIELDS = ["title", "description", "category", "targetOutcome", "estimatedDuration", "aiRecommendation"] as const;

interface Props {
  /** The workflow to edit; undefined to create one. */
  workflow?: WorkflowView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function WorkflowFormDialog({ workflow, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <WorkflowForm workflow={workflow} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function WorkflowForm({ workflow, onDone }: { workflow?: WorkflowView; onDone: () => void }) {
  const id = useId();
  const invalidate = useInvalidateTeam();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      title: workflow?.title ?? "",
      description: workflow?.description ?? "",
      category: (workflow?.category as Values["category"]) ?? undefined,
      targetOutcome: workflow?.targetOutcome ?? "",
      estimatedDuration: workflow?.estimatedDuration ?? 30,
      aiRecommendation: workflow?.aiRecommendation ?? "",
    },
    mode: "onSubmit",
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const save = useMutation({
    mutationFn: async (body: Output) => {
      const res = workflow
        ? await apiRequest("PUT", "/api/workflows/{id}", { path: { id: workflow.id }, body })
        : await apiRequest("POST", "/api/workflows", { body });
      return (await res.json()) as WorkflowView;
    },
    onSuccess: (saved) => {
      toast({ title: workflow ? "Workflow updated" : "Workflow created", description: saved.title });
      void invalidate();
      onDone();
    },
    onError: (error) => {
      const { message, matchedField } = setServerErrors(form.setError, error, FIELDS);
      if (!matchedField)
        toast({ variant: "destructive", title: "Error", description: message || "Failed to update workflow" });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{workflow ? "Edit workflow" : "New workflow"}</DialogTitle>
        <DialogDescription>
          A goal with steps. Its steps join your priorities while it is active; progress moves as you complete them.
        </DialogDescription>
      </DialogHeader>

      <Field label="Title" htmlFor={`${id}-title`} error={errors.title?.message}>
        <Input
          id={`${id}-title`}
          autoComplete="off"
          placeholder="e.g. Launch the spring offer"
          {...register("title")}
        />
      </Field>
      <Field label="Description" htmlFor={`${id}-description`} optional error={errors.description?.message}>
        <Textarea id={`${id}-description`} rows={2} {...register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-category`}
          label="Category"
          control={control}
          name="category"
          error={errors.category?.message}
          options={CATEGORY_OPTIONS}
          placeholder="Select a category"
        />
        <Field label="Estimated duration (days)" htmlFor={`${id}-duration`} error={errors.estimatedDuration?.message}>
          <Input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            {...register("estimatedDuration")}
          />
        </Field>
      </div>
      <Field label="Target outcome" htmlFor={`${id}-target`} optional error={errors.targetOutcome?.message}>
        <Input id={`${id}-target`} placeholder="e.g. 3 new retainers" {...register("targetOutcome")} />
      </Field>
      <Field label="Recommendation" htmlFor={`${id}-recommendation`} optional error={errors.aiRecommendation?.message}>
        <Textarea
          id={`${id}-recommendation`}
          rows={2}
          placeholder="Where to start, and why"
          {...register("aiRecommendation")}
        />
      </Field>

      <DialogFormFooter
        submit={workflow ? "Save workflow" : "Create workflow"}
        pendingText="Saving..."
        pending={save.isPending}
        lockCancel
      />
    </form>
  );
}
