import { Skeleton } from "@web/components/ui/skeleton";

/** Placeholders in the shape of task rows (spec 000 §2.4: three while the dashboard loads). */
export function TaskRowsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-3" aria-hidden data-testid="task-rows-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-2 rounded-lg border p-4">
          <div className="flex items-center gap-2">
            <Skeleton className="h-5 w-2/3 max-w-64" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <Skeleton className="h-3.5 w-1/2 max-w-48" />
          <Skeleton className="h-3.5 w-5/6" />
        </div>
      ))}
    </div>
  );
}
