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
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { CreateTokenDialog, TOKENS_KEY } from "./create-token-dialog";

export interface ApiTokenView {
  id: string;
  name: string;
  hint: string;
  scope: "read" | "write";
  expiresAt: string | null;
  /** Past its expiry (the server's clock decides). */
  expired: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Settings → Security: the API tokens (the terminal app, scripts), when each was last used, and Revoke. */
const expiryDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const tokens = useQuery<ApiTokenView[]>({ queryKey: TOKENS_KEY, staleTime: 0 });
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const [creating, setCreating] = useState(false);

  const revoke = useMutation({
    mutationFn: async (token: ApiTokenView) => {
      await apiRequest("DELETE", "/api/auth/tokens/{id}", { path: { id: token.id } });
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
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">API tokens</CardTitle>
          <CardDescription>
            Tokens let the terminal app (<code>microteam login</code>), your scripts and AI assistants use your account.
            A read-only token can see but never change anything. Revoke any you don't recognise.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setCreating(true)}>
          Create token
        </Button>
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
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{token.name}</span>
                    <Badge variant={token.scope === "read" ? "secondary" : "warning"}>
                      {token.scope === "read" ? "Read-only" : "Read & write"}
                    </Badge>
                    {token.expired && <Badge variant="destructive">Expired</Badge>}
                  </p>
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
                    {token.expiresAt && !token.expired && (
                      <> · expires {expiryDate.format(new Date(token.expiresAt))}</>
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

      <CreateTokenDialog open={creating} onOpenChange={setCreating} />

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
