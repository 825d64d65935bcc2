import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import type { LeadView } from "@core/leads/schemas";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useSticky } from "@web/hooks/use-sticky";
import { useDeleteLead } from "./queries";

/** "Delete the lead from Jane?": a client they became stays, only where they came from is forgotten. */
export function DeleteLeadDialog({ lead, onClose }: { lead: LeadView | null; onClose: () => void }) {
  const shown = useSticky(lead);
  const remove = useDeleteLead(onClose);
  return (
    <AlertDialog open={!!lead} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the lead from {shown?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {shown?.client
              ? `${shown.client.name} stays a client, but their post will no longer be credited with them.`
              : "Their message is removed. This cannot be undone."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => shown && remove.mutate(shown)}>
            {remove.isPending && <Spinner />}
            Delete lead
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
