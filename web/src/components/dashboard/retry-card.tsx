import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";

interface Props {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** A read that failed: says so plainly and offers to try again, instead of leaving a blank space. */
export function RetryCard({ message, onRetry, retrying, className }: Props) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-lg border border-dashed bg-card p-4 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p className="flex items-start gap-2 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? "animate-spin" : undefined} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
