// The client's private page, from the client's detail: make the link, copy it, open it, make a new
// one (the old stops working: asked first) or turn it off.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, ExternalLink, Link2, RefreshCw } from "lucide-react";
import type { getClientPageLink } from "@core/client-portal/link";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";

type Link = ReturnType<typeof getClientPageLink>;

export function ClientPageLink({ clientId, clientName }: { clientId: string; clientName: string }) {
  const key = [`/api/clients/${clientId}/page`];
  const queryClient = useQueryClient();
  const query = useQuery<Link>({ queryKey: key });
  const [confirm, setConfirm] = useState(false);
  const change = useMutation({
    mutationFn: async (method: "POST" | "DELETE") =>
      (await (await apiRequest(method, "/api/clients/{id}/page", { path: { id: clientId } })).json()) as Link,
    onSuccess: (link, method) => {
      queryClient.setQueryData(key, link);
      toast({ title: method === "DELETE" ? "Client page turned off" : "Client page link ready" });
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });
  const url = query.data?.path ? new URL(query.data.path, window.location.origin).href : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Link2 className="size-4" aria-hidden />
          Client page
        </CardTitle>
        <CardDescription>
          One private link where {clientName} sees their open and past invoices, quotes and payments, and pays or
          accepts.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isLoading ? (
          <Skeleton className="h-10 w-full" />
        ) : url ? (
          <>
            <div className="flex gap-2">
              <Input
                readOnly
                value={url}
                aria-label="Client page link"
                className="min-w-0 flex-1"
                onFocus={(e) => e.target.select()}
              />
              <Button
                type="button"
                variant="outline"
                aria-label="Copy the link"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(url)
                    .then(() => toast({ title: "Link copied" }))
                    .catch(() => toast({ title: "Copy the link from the field" }))
                }
              >
                <Copy aria-hidden />
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={url} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden />
                  Open
                </a>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirm(true)} disabled={change.isPending}>
                <RefreshCw aria-hidden />
                New link
              </Button>
              <Button variant="ghost" size="sm" onClick={() => change.mutate("DELETE")} disabled={change.isPending}>
                Turn off
              </Button>
            </div>
          </>
        ) : (
          <Button className="justify-self-start" onClick={() => change.mutate("POST")} disabled={change.isPending}>
            {change.isPending ? <Spinner /> : <Link2 aria-hidden />}
            Create link
          </Button>
        )}
      </CardContent>
      <AlertDialog open={confirm} onOpenChange={setConfirm}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Make a new link?</AlertDialogTitle>
            <AlertDialogDescription>
              The current link stops working at once; send {clientName} the new one.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep the current link</AlertDialogCancel>
            <AlertDialogAction onClick={() => change.mutate("POST")}>Make a new link</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
