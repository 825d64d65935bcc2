// A compact, server-paged list of invoices for the tracker (a day's invoices, the overdue ones, all
// by due date): loading, error and empty states, and Previous/Next when there is more than a page.
import type { ReactNode } from "react";
import type { InvoiceView } from "@core/invoices/schemas";
import { ListPager } from "@web/components/paged-table/pager";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import type { PagedList } from "@web/lib/paging";

interface Props {
  source: PagedList<InvoiceView>;
  /** Draws the page: a list of InvoiceLine, or day groups of them. */
  children: (invoices: InvoiceView[]) => ReactNode;
  empty: ReactNode;
  label: string;
}

export function PagedInvoiceLines({ source, children, empty, label }: Props) {
  if (source.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (source.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-md border border-dashed p-3 text-sm">
        We couldn't load {label}.
        <Button size="sm" variant="outline" onClick={() => void source.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (source.items.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-2" aria-busy={source.isFetching || undefined}>
      {children(source.items)}
      {(source.hasNext || source.hasPrevious) && (
        <div className="rounded-md border">
          <ListPager list={source} noun={label} />
        </div>
      )}
    </div>
  );
}
