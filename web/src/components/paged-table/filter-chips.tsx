import { cn } from "@web/lib/utils";

interface Chip<V extends string> {
  value: V;
  label: string;
  count?: number;
}

interface Props<V extends string> {
  label: string;
  chips: Chip<V>[];
  value: V;
  onChange: (value: V) => void;
}

const count = new Intl.NumberFormat("en-US");

/** Status tabs with their counts, as toggle buttons; phones scroll them sideways. */
export function FilterChips<V extends string>({ label, chips, value, onChange }: Props<V>) {
  return (
    <div role="group" aria-label={label} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0 sm:pb-0">
      {chips.map((chip) => {
        const active = chip.value === value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={cn(
              "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              active
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border bg-card text-muted-foreground hover:border-primary/40 hover:text-foreground",
            )}
          >
            {chip.label}
            <span
              className={cn(
                "min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums",
                active ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
              )}
            >
              {chip.count === undefined ? "…" : count.format(chip.count)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
