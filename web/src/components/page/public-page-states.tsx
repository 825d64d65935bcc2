// The two states of a public link page (no account) before its content: loading, and a link that does
// not work (unknown, taken back, or too many requests), said plainly with what to do.
import type { ReactNode } from "react";
import { FileQuestion } from "lucide-react";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

/** A heading's and a body's skeletons; `label` is what screen readers hear ("Loading the task"). */
export function PublicPageLoading({ label, bodyClassName }: { label: string; bodyClassName: string }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className={bodyClassName} />
    </div>
  );
}

export function PublicPageGone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <FileQuestion className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      </CardContent>
    </Card>
  );
}
