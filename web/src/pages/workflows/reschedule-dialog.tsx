// Reschedule a step: a new due date (today or later), with quick choices.
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { addDays } from "@core/time";
import type { NextStep } from "@web/lib/api-types";
import { Button } from "@web/components/ui/button";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { useSticky } from "@web/hooks/use-sticky";
import { formatDay } from "@web/components/workflow-labels";
import { useInvalidateTeam } from "@web/lib/workflow-queries";

export function RescheduleDialog({ step, onClose }: { step: NextStep | null; onClose: () => void }) {
  const shown = useSticky(step);
  return (
    <Dialog open={!!step} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{shown && <RescheduleForm key={shown.id} step={shown} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function RescheduleForm({ step, onDone }: { step: NextStep; onDone: () => void }) {
  const id = useId();
  const today = useOwnerToday();
  const [date, setDate] = useState(step.dueDate && step.dueDate >= today ? step.dueDate : addDays(today, 1));
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidateTeam();
  const save = useMutation({
    mutationFn: (dueDate: string) => apiRequest("PUT", "/api/tasks/{id}", { path: { id: step.id }, body: { dueDate } }),
    onSuccess: (_res, dueDate) => {
      toast({ title: "Step rescheduled", description: `"${step.title}" is now due ${formatDay(dueDate)}.` });
      void invalidate();
      onDone();
    },
    onError: (e) => setError(readApiError(e).fields?.dueDate ?? readApiError(e).message),
  });
  const quick = [
    { label: "Tomorrow", date: addDays(today, 1) },
    { label: "In 3 days", date: addDays(today, 3) },
    { label: "Next week", date: addDays(today, 7) },
  ];
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!date || date < today) return setError("Choose today or a later date");
        save.mutate(date);
      }}
    >
      <DialogHeader>
        <DialogTitle>Reschedule step</DialogTitle>
        <DialogDescription>
          "{step.title}"{step.dueDate ? ` is due ${formatDay(step.dueDate)}` : " has no due date"}. Its place in your
          priorities follows the new date.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap gap-2">
        {quick.map((q) => (
          <Button
            key={q.label}
            type="button"
            size="sm"
            variant={date === q.date ? "default" : "outline"}
            onClick={() => setDate(q.date)}
          >
            {q.label}
          </Button>
        ))}
      </div>
      <Field label="New due date" htmlFor={`${id}-date`} error={error ?? undefined}>
        <Input id={`${id}-date`} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <DialogFormFooter submit="Reschedule" pendingText="Saving..." pending={save.isPending} lockCancel />
    </form>
  );
}
