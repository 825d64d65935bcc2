// 'Create Task': the Task schema of spec 001 §3 (CreateTaskInput), its messages under the fields.
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CreateTaskInput, TASK_CATEGORIES, TASK_PRIORITIES, type TaskView } from "@core/tasks/schemas";
import { useInvalidateFocus } from "@web/components/dashboard/queries";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { SelectField } from "@web/components/form/select-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";

const FormSchema = CreateTaskInput.omit({ workflowId: true });
type Values = z.input<typeof FormSchema>;
type Output = z.output<typeof FormSchema>;
const FIELDS = ["title", "description", "priority", "category", "estimatedTime", "dueDate", "businessImpact"] as const;

const PRIORITY_LABELS: Record<(typeof TASK_PRIORITIES)[number], string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};
const CATEGORY_OPTIONS = TASK_CATEGORIES.map((category) => ({ value: category, label: category }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

const EMPTY: Values = {
  title: "",
  description: "",
  priority: "medium",
  category: "",
  estimatedTime: "15",
  dueDate: "",
  businessImpact: "",
};

export function CreateTaskDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <CreateTaskForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateTaskForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const invalidate = useInvalidateFocus();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(FormSchema),
    defaultValues: EMPTY,
    // Checked on submit, then as the owner corrects: a message appearing on blur would shift the
    // buttons under the pointer between mousedown and mouseup and swallow the click on Create Task.
    mode: "onSubmit",
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const create = useMutation({
    mutationFn: async (body: Output) => {
      const res = await apiRequest("POST", "/api/tasks", { body });
      return (await res.json()) as TaskView;
    },
    onSuccess: (task) => {
      toast({ title: "Task created", description: task.title });
      void invalidate();
      onDone();
    },
    onError: (error) => {
      const { message, matchedField } = setServerErrors(form.setError, error, FIELDS);
      if (!matchedField) {
        toast({ variant: "destructive", title: "Error", description: message || "Failed to create task" });
      }
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create Task</DialogTitle>
        <DialogDescription>
          It joins your prioritized list, ranked with everything else that needs you.
        </DialogDescription>
      </DialogHeader>

      <Field label="Title" htmlFor={`${id}-title`} error={errors.title?.message}>
        <Input id={`${id}-title`} autoComplete="off" placeholder="e.g. Send the Q3 proposal" {...register("title")} />
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

        <SelectField
          id={`${id}-priority`}
          label="Priority"
          control={control}
          name="priority"
          error={errors.priority?.message}
          options={PRIORITY_OPTIONS}
        />

        <Field label="Estimated time (minutes)" htmlFor={`${id}-minutes`} error={errors.estimatedTime?.message}>
          <Input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register("estimatedTime")}
          />
        </Field>

        <Field label="Due date" htmlFor={`${id}-due`} optional error={errors.dueDate?.message}>
          <Input id={`${id}-due`} type="date" {...register("dueDate")} />
        </Field>
      </div>

      <Field label="Business impact" htmlFor={`${id}-impact`} optional error={errors.businessImpact?.message}>
        <Input
          id={`${id}-impact`}
          autoComplete="off"
          placeholder="e.g. Unlocks a $2,000 retainer"
          {...register("businessImpact")}
        />
      </Field>

      <DialogFormFooter submit="Create Task" pendingText="Creating..." pending={create.isPending} />
    </form>
  );
}
