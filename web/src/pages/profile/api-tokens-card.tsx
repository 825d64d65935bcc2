import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { RelativeTime } from "@web/components/relative-time";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";

export interface ApiTokenView {
  id: string;
  name: string;
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const TOKENS_KEY = ["/api/auth/tokens"] as const;

/** Settings → Security: the API tokens (the terminal app, scripts), when each was last used, and Revoke. */
export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const tokens = useQuery<ApiTokenView[]>({ queryKey: TOKENS_KEY, staleTime: 0 });
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);

  const revoke = useMutation({
    mutationFn: async (token: ApiTokenView) => {
      await apiRequest("DELETE", `/api/auth/tokens/${token.id}`);
      return token;
    },
    onSuccess: (token) => {
      toast({ title: "Token revoked", description: `"${token.name}" can no longer reach your account.` });
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: () =>
      toast({ title: "Could not revoke the token", description: "Please try again.", variant: "destructive" }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">API tokens</CardTitle>
        <CardDescription>
          Tokens let the terminal app (<code>microteam login</code>) and your scripts use your account. Revoke any you
          don't recognise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tokens.isLoading ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading your tokens">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : tokens.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span>We couldn't load your tokens.</span>
            <Button variant="outline" size="sm" onClick={() => void tokens.refetch()}>
              Try again
            </Button>
          </div>
        ) : !tokens.data?.length ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <KeyRound className="size-4" aria-hidden /> No API tokens. The terminal app creates one when you run{" "}
            <code>microteam login</code>.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="API tokens">
            {tokens.data.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{token.name}</p>
                  <p className="text-sm text-muted-foreground">
                    <span className="font-mono">…{token.hint}</span> · created <RelativeTime value={token.createdAt} />{" "}
                    ·{" "}
                    {token.lastUsedAt ? (
                      <>
                        last used <RelativeTime value={token.lastUsedAt} />
                      </>
                    ) : (
                      "never used"
                    )}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <AlertDialog open={!!revoking} onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke this token?</AlertDialogTitle>
            <AlertDialogDescription>
              {revoking ? `"${revoking.name}" (…${revoking.hint}) stops working at once. This cannot be undone.` : ""}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoking && revoke.mutate(revoking)}
            >
              {revoke.isPending && <Spinner />}
              {revoke.isPending ? "Revoking..." : "Revoke token"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
