// Deleting a workflow removes its open steps too; the confirmation says how many, and that finished
// steps stay in the task history.
import { useMutation } from "@tanstack/react-query";
import type { WorkflowView } from "@web/lib/api-types";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { useSticky } from "@web/hooks/use-sticky";
import { toastFailure, useInvalidateTeam } from "@web/lib/workflow-queries";

export function deleteWorkflowMessage(w: Pick<WorkflowView, "title" | "steps">): string {
  const open = w.steps.total - w.steps.completed;
  const steps =
    open > 0
      ? ` Its ${open === 1 ? "open step goes" : `${open} open steps go`} too${w.steps.delegated ? " (a helper's link stops working)" : ""}; completed steps stay in your task history.`
      : "";
  return `Delete "${w.title}"?${steps} This cannot be undone.`;
}

export function DeleteWorkflowDialog({ workflow, onClose }: { workflow: WorkflowView | null; onClose: () => void }) {
  const shown = useSticky(workflow);
  const invalidate = useInvalidateTeam();
  const remove = useMutation({
    mutationFn: async (target: WorkflowView) => {
      await apiRequest("DELETE", "/api/workflows/{id}", { path: { id: target.id } });
      return target;
    },
    onSuccess: (target) => {
      toast({ title: "Workflow deleted", description: target.title });
      onClose();
      void invalidate();
    },
    onError: (error) => toastFailure(error, "Failed to delete workflow"),
  });
  return (
    <AlertDialog open={!!workflow} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete workflow</AlertDialogTitle>
          <AlertDialogDescription>{shown ? deleteWorkflowMessage(shown) : ""}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => workflow && remove.mutate(workflow)}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? "Deleting..." : "Delete workflow"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
