import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";

/** While auth resolves (spec 000 §2.1): a centred spinner and 'Loading...'. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <p className="text-sm font-medium">Loading...</p>
      </div>
    </div>
  );
}

/** While a page's code loads: the outline of a page, so nothing jumps when it arrives. */
export function PageSkeleton() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <span className="sr-only" role="status">
        Loading page
      </span>
      <div className="h-16 border-b bg-card" />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      </div>
    </div>
  );
}
