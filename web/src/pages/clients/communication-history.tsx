// 'Communication History': emails, payments and overdue dates for one client, newest first, a page
// at a time from the server.
import { CircleCheck, Mail, Send, TriangleAlert, type LucideIcon } from "lucide-react";
import type { HistoryItem } from "@core/clients/schemas";
import { ListPager } from "@web/components/paged-table/pager";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatAmount } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { formatDate } from "@web/lib/business-data";
import { useClientHistory } from "./queries";

const TYPES: Record<HistoryItem["type"], { icon: LucideIcon; label: string; tone: string }> = {
  invoice_sent: { icon: Send, label: "Invoice sent", tone: "bg-accent text-accent-foreground" },
  invoice_paid: { icon: CircleCheck, label: "Invoice paid", tone: "bg-success/10 text-success" },
  invoice_overdue: { icon: TriangleAlert, label: "Invoice overdue", tone: "bg-destructive/10 text-destructive" },
  email_sent: { icon: Mail, label: "Email sent", tone: "bg-warning/10 text-warning" },
};

export function CommunicationHistory({ clientId }: { clientId: string }) {
  const history = useClientHistory(clientId);
  const items = history.items;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Communication History</CardTitle>
        <CardDescription>Invoices, reminders and payments with this client, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isLoading ? (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading history">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-24" />
                </div>
              </div>
            ))}
          </div>
        ) : history.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-sm font-medium">We couldn't load this client's history.</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No communication yet. Invoices, reminders and payments for this client will appear here.
          </p>
        ) : (
          <ol className="relative grid gap-5" aria-label="Communication history">
            {items.map((item, index) => {
              const { icon: Icon, label, tone } = TYPES[item.type] ?? TYPES.email_sent;
              return (
                <li key={`${item.date}-${index}`} className="flex gap-3" data-type={item.type}>
                  <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", tone)}>
                    <Icon className="size-4" aria-hidden />
                    <span className="sr-only">{label}</span>
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <p className="text-sm font-medium break-words">{item.description}</p>
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={item.date}>{formatDate(item.date)}</time>
                      </p>
                    </div>
                    {item.amount && (
                      <p className="shrink-0 text-sm font-semibold tabular-nums">
                        {formatAmount(item.amount, item.currency ?? "USD")}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
      {!history.isLoading && !history.isError && (history.hasNext || history.hasPrevious) && (
        <ListPager list={history} noun="events" shown={items.length} />
      )}
    </Card>
  );
}
