import { cn } from "@web/lib/utils";

/** Five dots in a loose circle: the five team members. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-primary to-brand-violet text-white shadow-sm",
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-[62%]" fill="currentColor">
        <circle cx="12" cy="5.2" r="2.5" />
        <circle cx="5.4" cy="10" r="2.5" />
        <circle cx="18.6" cy="10" r="2.5" />
        <circle cx="7.9" cy="17.8" r="2.5" />
        <circle cx="16.1" cy="17.8" r="2.5" />
      </svg>
    </span>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-foreground">Microteam</span>
    </span>
  );
}
