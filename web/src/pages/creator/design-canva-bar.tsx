// Canva's place in the studio: connect (the authorisation opens in a new tab), refresh the designs,
// reconnect when Canva stopped accepting the connection, disconnect; or, when the server has no Canva
// keys, what the studio does without it.
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Link2, RefreshCw, Unplug } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
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
import { useCanvaStatus, useRefreshDesigns } from "./design-data";
import { CANVA_CREATE_PAGE, openInNewTab } from "./design-open";

export function DesignCanvaBar() {
  const status = useCanvaStatus();
  const refresh = useRefreshDesigns();
  const [confirming, setConfirming] = useState(false);

  const connect = useMutation({
    mutationFn: () =>
      openInNewTab(async () => {
        const res = await apiRequest("POST", "/api/canva/connect");
        return ((await res.json()) as { authUrl: string }).authUrl;
      }, CANVA_CREATE_PAGE),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Failed to connect Canva account.",
        description: readApiError(error).message,
      }),
  });
  const sync = useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/canva/sync")).json()) as { synced: number },
    onSuccess: ({ synced }) => {
      toast({ title: "Designs refreshed", description: `${synced} design${synced === 1 ? "" : "s"} from Canva` });
      void refresh();
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Canva", description: readApiError(error).message });
      void refresh();
    },
  });
  const disconnect = useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/canva/connection"),
    onSuccess: () => {
      toast({ title: "Canva disconnected" });
      setConfirming(false);
      void refresh();
    },
  });

  const s = status.data;
  if (status.isLoading || !s) return <div className="h-14" aria-busy="true" />;

  if (!s.configured) {
    return (
      <div role="note" className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm">
        <Link2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">Canva isn't connected on this server.</span> Your designs live
          in the library here: upload files, or open a template in the built-in editor and save the image.
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm">
      {s.problem ? (
        <p className="flex items-center gap-2 font-medium text-warning" role="alert">
          <AlertTriangle className="size-4" aria-hidden />
          {s.problem}
        </p>
      ) : s.connected ? (
        <p className="flex items-center gap-2">
          <CheckCircle2 className="size-4 text-success" aria-hidden />
          <span className="font-medium">Canva connected</span>
        </p>
      ) : (
        <p className="text-muted-foreground">
          Connect your Canva account to design in Canva and post your Canva designs.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {(!s.connected || s.problem) && (
          <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
            {connect.isPending ? <Spinner /> : <Link2 aria-hidden />}
            {s.problem ? "Reconnect Canva" : "Connect Canva"}
          </Button>
        )}
        {s.connected && !s.problem && (
          <Button variant="outline" onClick={() => sync.mutate()} disabled={sync.isPending}>
            {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
            Refresh designs
          </Button>
        )}
        {s.connected && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Unplug aria-hidden />
            Disconnect
          </Button>
        )}
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Disconnect Canva?</AlertDialogTitle>
            <AlertDialogDescription>
              The product forgets its access to your Canva account. Designs already in your library stay.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => disconnect.mutate()}>Disconnect</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
