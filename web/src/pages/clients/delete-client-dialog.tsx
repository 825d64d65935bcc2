// Removing a client removes their invoices too (spec 001 §3), so the confirmation says how many, and
// their tracked time (a running timer, unbilled work), which would otherwise go unnoticed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientView } from "@core/clients/schemas";
import type { ClientUnbilledView } from "@core/time-entries/schemas";
import { formatMoney } from "@core/currency/format";
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
import { CLIENTS_KEY, pluralize, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { useSticky } from "@web/hooks/use-sticky";
import { useClientUnbilled } from "@web/lib/time-queries";

/** "Delete Jane Doe? This also deletes their 3 invoices. This cannot be undone." */
export function deleteClientMessage(name: string, invoiceCount: number | undefined, time = ""): string {
  const invoices =
    invoiceCount === undefined
      ? " This also deletes their invoices."
      : invoiceCount > 0
        ? ` This also deletes their ${pluralize(invoiceCount, "invoice")}.`
        : "";
  return `Delete ${name}?${invoices}${time} This cannot be undone.`;
}

/** " Their unbilled time ($240.00, 3 entries) and their running timer go too." — or nothing. */
export function deleteTimeMessage(work: ClientUnbilledView | undefined): string {
  if (!work) return "";
  const unbilled = work.totals.map(
    (t) => `${formatMoney(t.amount, t.currency)}, ${pluralize(t.entries, "entry", "entries")}`,
  );
  const parts = [
    unbilled.length ? `their unbilled time (${unbilled.join("; ")})` : "",
    work.running ? "their running timer" : "",
  ].filter(Boolean);
  return parts.length ? ` ${parts.join(" and ").replace(/^t/, "T")} ${parts.length > 1 ? "go" : "goes"} too.` : "";
}

interface Props {
  /** With `invoiceCount` (a ledger row), the confirmation says how many invoices go too. */
  client: (ClientView & { invoiceCount?: number }) | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteClientDialog({ client, onClose, onDeleted }: Props) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBusinessData();
  const shown = useSticky(client);
  const count = shown?.invoiceCount;
  const time = useClientUnbilled(shown?.id ?? "", Boolean(client));

  const remove = useMutation({
    mutationFn: async (target: ClientView) => {
      await apiRequest("DELETE", "/api/clients/{id}", { path: { id: target.id } });
      return target;
    },
    onSuccess: (target) => {
      toast({ title: "Client removed successfully", description: target.name });
      // The client's own reads (its history) are gone for good: drop them rather than refetch a 404.
      queryClient.removeQueries({ queryKey: [...CLIENTS_KEY, target.id] });
      onClose();
      onDeleted?.();
      void refresh();
    },
    onError: () => toastError("Failed to remove client"),
  });

  return (
    <AlertDialog open={!!client} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove client</AlertDialogTitle>
          <AlertDialogDescription>
            {shown ? deleteClientMessage(shown.name, count, deleteTimeMessage(time.data)) : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and says so) until the server has answered. */}
          <Button variant="destructive" disabled={remove.isPending} onClick={() => client && remove.mutate(client)}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? "Deleting..." : "Delete Client"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
