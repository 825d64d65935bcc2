// The server's preview of a series being made (POST /api/recurring-invoices/preview): the rule in
// words, the first dates, how many invoices creating it now would make, and each invoice's total. It
// reads again once the form stops changing; a refused rule shows the server's words.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { previewRecurringSeries } from "@core/recurring/preview";
import { formatMoney } from "@core/invoices/templates";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { cn } from "@web/lib/utils";
import { formatDate, pluralize } from "@web/lib/business-data";
import { RECURRING_PATH } from "./queries";

type Preview = ReturnType<typeof previewRecurringSeries>;

export function SeriesPreview({
  body,
  currency,
  ready,
  className,
}: {
  body: object;
  currency: string;
  ready: boolean;
  className?: string;
}) {
  const settled = useDebouncedValue(JSON.stringify(body), 400);
  const query = useQuery<Preview>({
    queryKey: [RECURRING_PATH, "preview", settled],
    queryFn: async () =>
      (await (await apiRequest("POST", "/api/recurring-invoices/preview", { body: JSON.parse(settled) })).json()) as Preview,
    enabled: ready,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const error = query.error ? readApiError(query.error) : null;

  return (
    <aside
      aria-labelledby="series-preview-title"
      aria-live="polite"
      className={cn("grid content-start gap-3 rounded-lg border bg-muted/30 p-4 text-sm", className)}
      data-testid="series-preview"
    >
      <h3 id="series-preview-title" className="font-medium">
        Preview
      </h3>
      {!ready ? (
        <p className="text-muted-foreground">Choose a client to see the dates.</p>
      ) : query.isLoading ? (
        <div aria-busy="true" className="grid gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : error ? (
        <div role="alert" className="grid gap-1 text-destructive">
          {error.fields ? (
            Object.entries(error.fields).map(([field, message]) => <p key={field}>{message}</p>)
          ) : (
            <p>{error.message}</p>
          )}
        </div>
      ) : query.data ? (
        <>
          <p className="font-medium" data-testid="series-preview-rule">
            {query.data.rule}
          </p>
          <p>
            {formatMoney(query.data.amount, currency)} each, due {pluralize(query.data.dueDays, "day")} after its date.
          </p>
          {query.data.createNow > 0 && (
            <p className="rounded-md bg-accent px-2 py-1 text-accent-foreground">
              Creating it now makes {pluralize(query.data.createNow, "invoice")} dated today or earlier.
            </p>
          )}
          <div>
            <p className="mb-1 text-muted-foreground">
              {query.data.dates.length === 1 ? "Its only date" : `The first ${query.data.dates.length} dates`}
            </p>
            <ol className="grid gap-0.5 tabular-nums" aria-label="Invoice dates">
              {query.data.dates.map((d) => (
                <li key={d} className={d <= query.data.today ? "font-medium" : undefined}>
                  {formatDate(d)}
                </li>
              ))}
            </ol>
          </div>
        </>
      ) : null}
    </aside>
  );
}
