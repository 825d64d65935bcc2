import type { WebhookDeliveryView, WebhookEndpointView } from "@core/webhooks/schemas";
import { ListPager } from "@web/components/paged-table/pager";
import { RelativeTime } from "@web/components/relative-time";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePagedList } from "@web/lib/paging";

export const DELIVERIES_KEY = ["/api/webhooks/deliveries"] as const;

const STATUS: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  queued: { label: "Waiting", variant: "warning" },
  sending: { label: "Sending", variant: "info" },
  delivered: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Not sent", variant: "secondary" },
};

const inFlight = (d: { status: string }) => d.status === "queued" || d.status === "sending";

/** The delivery log: each event sent, the receiver's HTTP status, attempts, and why one failed. */
export function WebhookDeliveriesCard({ endpoints }: { endpoints: WebhookEndpointView[] }) {
  const log = usePagedList<WebhookDeliveryView>({
    path: "/api/webhooks/deliveries",
    key: DELIVERIES_KEY,
    limit: 20,
    // While something is on its way, the log reads itself again so its answer shows up.
    refetchWhile: (page) => (page.items as WebhookDeliveryView[]).some(inFlight),
  });
  const urlOf = (id: string) => endpoints.find((e) => e.id === id)?.url ?? "a removed endpoint";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Delivery log</CardTitle>
        <CardDescription>
          Newest first. A failed attempt is retried with growing waits, up to six tries.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        {log.isLoading ? (
          <div className="grid gap-3 px-6 pb-6" aria-busy="true" aria-label="Loading the delivery log">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : log.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 px-6 pb-6 text-sm">
            <span>We couldn't load the delivery log.</span>
            <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
              Try again
            </Button>
          </div>
        ) : !log.items.length ? (
          <p className="px-6 pb-6 text-sm text-muted-foreground">Nothing sent yet. Try "Send test" on an endpoint.</p>
        ) : (
          <>
            <ul className="divide-y border-t" aria-label="Webhook deliveries">
              {log.items.map((d) => {
                const status = STATUS[d.status] ?? { label: d.status, variant: "outline" as const };
                return (
                  <li key={d.id} className="grid gap-1 px-6 py-3 text-sm" data-testid="webhook-delivery">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-mono">{d.eventType}</span>
                      <span className="flex items-center gap-2">
                        {d.responseStatus !== null && (
                          <span className="font-mono tabular-nums" aria-label={`HTTP status ${d.responseStatus}`}>
                            {d.responseStatus}
                          </span>
                        )}
                        <Badge variant={status.variant}>{status.label}</Badge>
                      </span>
                    </div>
                    <p className="break-words text-muted-foreground">
                      to {urlOf(d.endpointId)} · <RelativeTime value={d.createdAt} /> · {d.attempts}{" "}
                      {d.attempts === 1 ? "attempt" : "attempts"}
                      {d.responseMs !== null ? ` · ${d.responseMs} ms` : ""}
                    </p>
                    {d.error && d.status !== "delivered" && <p className="break-words text-destructive">{d.error}</p>}
                  </li>
                );
              })}
            </ul>
            <ListPager list={log} noun="deliveries" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
