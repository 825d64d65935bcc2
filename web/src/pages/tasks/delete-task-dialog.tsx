// Deleting one of the owner's own tasks, after a confirmation.
import { useState } from "react";
import type { PrioritizedTask } from "@web/lib/api-types";
import { useDeleteTask } from "@web/components/dashboard/queries";
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

type Target = Pick<PrioritizedTask, "id" | "title">;

interface Props {
  task: Target | null;
  onClose: () => void;
}

export function DeleteTaskDialog({ task, onClose }: Props) {
  const remove = useDeleteTask();
  // Keeps the text in place while the dialog's closing animation runs after `task` is cleared.
  const [shown, setShown] = useState<Target | null>(task);
  if (task && task !== shown) setShown(task);

  return (
    <AlertDialog open={!!task} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete task</AlertDialogTitle>
          <AlertDialogDescription>
            {shown ? `Delete "${shown.title}"? This cannot be undone.` : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and says so) until the server has answered. */}
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => task && remove.mutate(task, { onSuccess: onClose })}
          >
            {remove.isPending && <Spinner />}
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
