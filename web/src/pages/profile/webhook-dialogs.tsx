import { useMutation } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import type { WebhookEndpointView } from "@core/webhooks/schemas";
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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";

/** The signing secret of a new endpoint: shown this once, with a copy button. */
export function SecretOnceDialog({
  secret,
  onClose,
}: {
  secret: { url: string; secret: string } | null;
  onClose: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret!.secret);
      toast({ title: "Secret copied" });
    } catch {
      toast({ title: "Could not copy", description: "Select the secret and copy it by hand." });
    }
  };
  return (
    <Dialog open={!!secret} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your endpoint's signing secret</DialogTitle>
          <DialogDescription>
            Use it to verify that messages to {secret?.url} come from Microteam. Copy it now: it is not shown again.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <code
            className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 text-sm break-all select-all"
            data-testid="webhook-secret"
          >
            {secret?.secret}
          </code>
          <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy the secret">
            <Copy aria-hidden />
          </Button>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>I have saved it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "Remove this endpoint?": its delivery log goes with it, and nothing more is sent to it. */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
  onDeleted,
}: {
  endpoint: WebhookEndpointView | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useMutation({
    mutationFn: async (target: WebhookEndpointView) => apiRequest("DELETE", "/api/webhooks/endpoints/{id}", { path: { id: target.id } }),
    onSuccess: () => {
      toast({ title: "Endpoint removed" });
      onClose();
      onDeleted();
    },
    onError: (error) =>
      toast({
        title: "Could not remove the endpoint",
        description: readApiError(error).message,
        variant: "destructive",
      }),
  });
  return (
    <AlertDialog open={!!endpoint} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove this endpoint?</AlertDialogTitle>
          <AlertDialogDescription>
            {endpoint ? `${endpoint.url} stops receiving events at once, and its delivery log is deleted.` : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => endpoint && remove.mutate(endpoint)}>
            {remove.isPending && <Spinner />}
            Remove endpoint
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
