// A client's page → 'Unbilled work': the time not invoiced yet (total, hours, the entries) and "Create
// invoice from unbilled time", which turns it into ONE invoice, a line per entry, in one step; the
// server bills each entry once however often the button is pressed (docs/decisions/316).
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Clock, FileText } from "lucide-react";
import type { InvoicedTime, UnbilledTotal } from "@core/time-entries/schemas";
import { formatMoney } from "@core/currency/format";
import { formatDuration } from "@core/time-entries/duration";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
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

/** Time in another currency than the home one, when no rates source gave a rate: the owner types it. */
interface RateAsked {
  currency: string;
  question: string;
  /** What was wrong with the rate typed, if it was refused. */
  error?: string;
}

export function UnbilledWorkCard({ clientId }: { clientId: string }) {
  const unbilled = useClientUnbilled(clientId);
  const refresh = useRefreshTime();
  const [rateAsked, setRateAsked] = useState<RateAsked | null>(null);
  const [rate, setRate] = useState("");
  const invoice = useSingleFlightMutation({
    mutationFn: async ({ currency, exchangeRate }: { currency: string; exchangeRate?: string }) => {
      // The entries listed here are what the owner sees: the invoice bills exactly those, or says the
      // time changed meanwhile (the list then refreshes).
      const shown = unbilled.data?.entries.filter((e) => e.currency === currency).map((e) => e.id) ?? [];
      const body = {
        currency,
        ...(shown.length > 0 ? { entryIds: shown } : {}),
        ...(exchangeRate ? { exchangeRate } : {}),
      };
      return (await (
        await apiRequest("POST", "/api/clients/{id}/unbilled/invoice", { path: { id: clientId }, body })
      ).json()) as InvoicedTime;
    },
    onSuccess: (made) => {
      toast({ title: "Invoice created", description: made.message });
      setRateAsked(null);
      setRate("");
      void refresh(true);
    },
    onError: (error, { currency, exchangeRate }) => {
      const { message, fields } = readApiError(error);
      if (fields?.exchangeRate) {
        setRateAsked((asked) =>
          exchangeRate && asked
            ? { ...asked, error: fields.exchangeRate }
            : { currency, question: fields.exchangeRate },
        );
        return;
      }
      toast({ variant: "destructive", title: "Error", description: message });
      void refresh();
    },
  });
  const invoiceAtRate = (event: FormEvent) => {
    event.preventDefault();
    if (rateAsked && rate.trim()) invoice.mutate({ currency: rateAsked.currency, exchangeRate: rate.trim() });
  };
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
              <ul className="grid min-w-0 gap-2" aria-label="Unbilled entries">
                {data.entries.map((e) => (
                  <li key={e.id} className="flex min-w-0 items-start justify-between gap-4 rounded-md border px-3 py-2">
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
            {totals[0] && totals[0].entries > data.entries.length && (
              <p className="text-sm text-muted-foreground">
                An invoice holds 100 lines: it bills the oldest {data.entries.length} entries listed here, and the
                rest stays unbilled for the next one.
              </p>
            )}
            {rateAsked && (
              <form onSubmit={invoiceAtRate} className="grid gap-2 rounded-md border p-3" aria-label="Exchange rate">
                <Label htmlFor="unbilled-rate">{rateAsked.question}</Label>
                <div className="flex flex-wrap gap-2">
                  <Input
                    id="unbilled-rate"
                    inputMode="decimal"
                    autoFocus
                    className="w-40"
                    placeholder="1.08"
                    value={rate}
                    aria-invalid={Boolean(rateAsked.error)}
                    onChange={(e) => {
                      setRate(e.target.value);
                      setRateAsked({ ...rateAsked, error: undefined });
                    }}
                  />
                  <Button type="submit" disabled={invoice.isPending || !rate.trim()}>
                    Create invoice at this rate
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setRateAsked(null)}>
                    Cancel
                  </Button>
                </div>
                {rateAsked.error && (
                  <p role="alert" className="text-sm text-destructive">
                    {rateAsked.error}
                  </p>
                )}
              </form>
            )}
            <div className="flex flex-wrap gap-2">
              {totals.map((t) => (
                <Button
                  key={t.currency}
                  onClick={() => invoice.mutate({ currency: t.currency })}
                  disabled={invoice.isPending}
                >
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
