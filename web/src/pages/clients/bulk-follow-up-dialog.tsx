// A follow-up email to every selected client (POST /api/smart-admin/nudge-client/{id} each, which
// records the contact); clients without an email are named and skipped.
import { useMutation } from "@tanstack/react-query";
import type { ClientLedgerRow } from "@core/clients/schemas";
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
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { pluralize, toastError, useRefreshBusinessData } from "@web/lib/business-data";

const names = (clients: ClientLedgerRow[]) =>
  clients.length <= 4
    ? clients.map((c) => c.name).join(", ")
    : `${clients
        .slice(0, 3)
        .map((c) => c.name)
        .join(", ")} and ${clients.length - 3} more`;

interface Props {
  clients: ClientLedgerRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}

export function BulkFollowUpDialog({ clients, open, onOpenChange, onSent }: Props) {
  const refresh = useRefreshBusinessData();
  const reachable = clients.filter((c) => c.email);
  const skipped = clients.filter((c) => !c.email);
  const send = useMutation({
    mutationFn: async (targets: ClientLedgerRow[]) => {
      const failed: string[] = [];
      for (const client of targets) {
        try {
          await apiRequest("POST", "/api/smart-admin/nudge-client/{clientId}", { path: { clientId: client.id } });
        } catch (error) {
          failed.push(`${client.name}: ${readApiError(error).message}`);
        }
      }
      return { sent: targets.length - failed.length, failed };
    },
    onSuccess: ({ sent, failed }) => {
      if (sent > 0) toast({ title: "Follow-up sent", description: `Emailed ${pluralize(sent, "client")}` });
      if (failed.length) toastError(`Not sent: ${failed.join("; ")}`);
      onSent();
      onOpenChange(false);
      void refresh();
    },
    onError: () => toastError("Failed to send follow-ups"),
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !send.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send a follow-up</AlertDialogTitle>
          <AlertDialogDescription>
            {reachable.length > 0
              ? `A friendly check-in email goes to ${pluralize(reachable.length, "client")}: ${names(reachable)}.`
              : "None of the selected clients has an email address."}
            {skipped.length > 0 && ` Skipped (no email): ${names(skipped)}.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={send.isPending}>Cancel</AlertDialogCancel>
          <Button disabled={send.isPending || reachable.length === 0} onClick={() => send.mutate(reachable)}>
            {send.isPending && <Spinner />}
            {send.isPending ? "Sending..." : `Send ${pluralize(reachable.length, "email")}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
