// Deleting time asks first: what goes, and that it cannot be undone (a billed entry cannot be deleted).
import type { TimeEntryView } from "@core/time-entries/schemas";
import { formatDuration } from "@core/time-entries/duration";
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
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useSticky } from "@web/hooks/use-sticky";
import { formatDate } from "@web/lib/business-data";
import { useRefreshTime } from "@web/lib/time-queries";

/** "1h 30m for Acme Ltd on November 12, 2026", or the running timer. */
export const entryWords = (e: TimeEntryView) =>
  e.running
    ? `the running timer for ${e.clientName}`
    : `${formatDuration(e.minutes ?? 0)} for ${e.clientName} on ${formatDate(e.workDate)}`;

export function DeleteEntryDialog({ entry, onClose }: { entry: TimeEntryView | null; onClose: () => void }) {
  const shown = useSticky(entry);
  const refresh = useRefreshTime();
  const remove = useSingleFlightMutation({
    mutationFn: async (target: TimeEntryView) => {
      await apiRequest("DELETE", "/api/time-entries/{id}", { path: { id: target.id } });
      return target;
    },
    onSuccess: (target) => {
      toast({ title: "Time deleted", description: entryWords(target) });
      onClose();
      void refresh();
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });
  return (
    <AlertDialog open={!!entry} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this time?</AlertDialogTitle>
          <AlertDialogDescription>
            {shown
              ? `Delete ${entryWords(shown)}${shown.description ? ` (${shown.description})` : ""}? This cannot be undone.`
              : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => shown && remove.mutate(shown)}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? "Deleting..." : "Delete time"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
