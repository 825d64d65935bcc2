import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Webhook } from "lucide-react";
import type { WebhookEndpointView } from "@core/webhooks/schemas";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { DeleteEndpointDialog, SecretOnceDialog } from "./webhook-dialogs";
import { DELIVERIES_KEY, WebhookDeliveriesCard } from "./webhook-deliveries-card";
import { ENDPOINTS_KEY, WebhookEndpointDialog } from "./webhook-endpoint-dialog";

/** Settings → Webhooks: where events go, a test send per endpoint, and the delivery log. */
export function WebhooksTab() {
  const queryClient = useQueryClient();
  const endpoints = useQuery<WebhookEndpointView[]>({ queryKey: ENDPOINTS_KEY, staleTime: 0 });
  const [editing, setEditing] = useState<WebhookEndpointView | null | "new">(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointView | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ENDPOINTS_KEY });
    void queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: readApiError(error).message, variant: "destructive" });

  const test = useMutation({
    mutationFn: async (endpoint: WebhookEndpointView) =>
      (await (await apiRequest("POST", "/api/webhooks/endpoints/{id}/test", { path: { id: endpoint.id } })).json()) as { message: string },
    onSuccess: (answer) => {
      toast({ title: "Test event sent", description: `${answer.message}. Its answer appears in the log below.` });
      refresh();
    },
    onError: failed("Could not send a test"),
  });
  const setEnabled = useMutation({
    mutationFn: async ({ endpoint, enabled }: { endpoint: WebhookEndpointView; enabled: boolean }) =>
      apiRequest("PATCH", "/api/webhooks/endpoints/{id}", { path: { id: endpoint.id }, body: { enabled } }),
    onSuccess: refresh,
    onError: failed("Could not change the endpoint"),
  });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle as="h2">Webhooks</CardTitle>
            <CardDescription>
              Send events (an invoice paid, a new client...) to your own tools as they happen. Each message is signed
              with the endpoint's secret (Standard Webhooks), retried when your server is down, and an endpoint that
              keeps failing is turned off and you are told.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing("new")}>Add endpoint</Button>
        </CardHeader>
        <CardContent>
          {endpoints.isLoading ? (
            <div className="grid gap-3" aria-busy="true" aria-label="Loading your endpoints">
              <Skeleton className="h-16 w-full" />
            </div>
          ) : endpoints.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span>We couldn't load your endpoints.</span>
              <Button variant="outline" size="sm" onClick={() => void endpoints.refetch()}>
                Try again
              </Button>
            </div>
          ) : !endpoints.data?.length ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Webhook className="size-4" aria-hidden /> No endpoints yet. Add one to receive events.
            </p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Webhook endpoints">
              {endpoints.data.map((endpoint) => (
                <li key={endpoint.id} className="grid gap-2 px-4 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-mono text-sm" title={endpoint.url}>
                        {endpoint.url}
                      </p>
                      {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
                    </div>
                    {endpoint.enabled ? (
                      <Badge variant="success">Active</Badge>
                    ) : (
                      <Badge variant="destructive">Off</Badge>
                    )}
                  </div>
                  <p className="flex flex-wrap gap-1">
                    {endpoint.events.map((type) => (
                      <Badge key={type} variant="outline" className="font-mono">
                        {type}
                      </Badge>
                    ))}
                  </p>
                  {!endpoint.enabled && endpoint.disabledReason && (
                    <p className="text-sm text-destructive">{endpoint.disabledReason}</p>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!endpoint.enabled || test.isPending}
                      onClick={() => test.mutate(endpoint)}
                      aria-label={`Send a test event to ${endpoint.url}`}
                    >
                      Send test
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing(endpoint)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={setEnabled.isPending}
                      onClick={() => setEnabled.mutate({ endpoint, enabled: !endpoint.enabled })}
                    >
                      {endpoint.enabled ? "Turn off" : "Turn on"}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRemoving(endpoint)}
                      aria-label={`Remove ${endpoint.url}`}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <WebhookDeliveriesCard endpoints={endpoints.data ?? []} />

      <WebhookEndpointDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        endpoint={editing === "new" ? null : editing}
        onCreated={(created) => setSecret({ url: created.url, secret: created.secret })}
      />
      <SecretOnceDialog secret={secret} onClose={() => setSecret(null)} />
      <DeleteEndpointDialog endpoint={removing} onClose={() => setRemoving(null)} onDeleted={refresh} />
    </div>
  );
}
