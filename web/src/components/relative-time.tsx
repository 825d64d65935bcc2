import { useNow } from "@web/hooks/use-now";
import { formatAbsoluteTime, formatTimeAgo } from "@web/lib/time-ago";
import { cn } from "@web/lib/utils";

/** "5 min ago", with the exact time on hover and in the markup (<time datetime>). */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={value} title={formatAbsoluteTime(value)} className={cn("whitespace-nowrap", className)}>
      {formatTimeAgo(value, now)}
    </time>
  );
}
