// A client's page → 'Unbilled work': the time not invoiced yet (total, hours, the entries) and "Create
// invoice from unbilled time", which turns it into ONE invoice, a line per entry, in one step; the
// server bills each entry once however often the button is pressed (docs/decisions/316).
import { Link } from "wouter";
import { Clock, FileText } from "lucide-react";
import type { InvoicedTime, UnbilledTotal } from "@core/time-entries/schemas";
import { formatMoney } from "@core/currency/format";
import { formatDuration } from "@core/time-entries/duration";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { formatDate, pluralize } from "@web/lib/business-data";
import { useClientUnbilled, useRefreshTime } from "@web/lib/time-queries";

/** "$1,350.00 · 13.5 hours · 6 entries". */
const totalWords = (t: UnbilledTotal) =>
  `${formatMoney(t.amount, t.currency)} · ${t.hours} ${t.hours === "1" ? "hour" : "hours"} · ${pluralize(t.entries, "entry", "entries")}`;

export function UnbilledWorkCard({ clientId }: { clientId: string }) {
  const unbilled = useClientUnbilled(clientId);
  const refresh = useRefreshTime();
  const invoice = useSingleFlightMutation({
    mutationFn: async (currency: string) => {
      // The entries listed here are what the owner sees: the invoice bills exactly those, or says the
      // time changed meanwhile (the list then refreshes).
      const shown = unbilled.data?.entries.filter((e) => e.currency === currency).map((e) => e.id) ?? [];
      const body = shown.length > 0 ? { currency, entryIds: shown } : { currency };
      return (await (
        await apiRequest("POST", "/api/clients/{id}/unbilled/invoice", { path: { id: clientId }, body })
      ).json()) as InvoicedTime;
    },
    onSuccess: (made) => {
      toast({ title: "Invoice created", description: made.message });
      void refresh(true);
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: readApiError(error).message });
      void refresh();
    },
  });
  const data = unbilled.data;
  const totals = data?.totals ?? [];

  return (
    <Card data-testid="unbilled-work">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Clock className="size-4" aria-hidden />
          Unbilled work
        </CardTitle>
        <CardDescription>
          {unbilled.isLoading
            ? "Time not invoiced yet."
            : totals.length
              ? totals.map(totalWords).join("; ")
              : "No unbilled time for this client."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {unbilled.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : unbilled.isError || !data ? (
          <RetryCard
            message="We couldn't load this client's unbilled work."
            onRetry={() => void unbilled.refetch()}
            retrying={unbilled.isFetching}
          />
        ) : (
          <>
            {data.running && (
              <p className="text-sm text-muted-foreground">
                A timer is running for this client: its time is billable once you stop it.
              </p>
            )}
            {data.entries.length > 0 && (
              <ul className="grid gap-2" aria-label="Unbilled entries">
                {data.entries.map((e) => (
                  <li key={e.id} className="flex items-start justify-between gap-4 rounded-md border px-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{e.description ?? "No description"}</p>
                      <p className="text-xs text-muted-foreground">
                        {formatDate(e.workDate)} · {formatDuration(e.minutes ?? 0)} at {formatMoney(e.rate, e.currency)}
                        /h
                      </p>
                    </div>
                    <span className="shrink-0 text-sm font-semibold tabular-nums">
                      {e.amount ? formatMoney(e.amount, e.currency) : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-2">
              {totals.map((t) => (
                <Button key={t.currency} onClick={() => invoice.mutate(t.currency)} disabled={invoice.isPending}>
                  {invoice.isPending ? <Spinner /> : <FileText aria-hidden />}
                  {invoice.isPending
                    ? "Creating invoice..."
                    : `Create invoice from unbilled time${totals.length > 1 ? ` (${t.currency})` : ""}`}
                </Button>
              ))}
              <Button asChild variant="outline">
                <Link href="/time">Track time</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
