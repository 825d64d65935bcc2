// Filter chips: 'All' and each category the open moves have, with how many each holds (counted by
// the server over every open move: summary.categories of GET /api/tasks/prioritized).
import { cn } from "@web/lib/utils";

export const ALL = "All";

export interface CategoryCount {
  category: string;
  count: number;
}

interface Props {
  categories: CategoryCount[];
  total: number;
  value: string;
  onChange: (category: string) => void;
}

export function CategoryFilter({ categories, total, value, onChange }: Props) {
  const chips = [{ category: ALL, count: total }, ...categories];
  return (
    // Phones scroll the chips sideways rather than stacking four rows of them above the list.
    <div
      role="group"
      aria-label="Categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      data-testid="category-filter"
    >
      {chips.map(({ category, count }) => {
        const active = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={cn(
              "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors",
              active
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border bg-card text-muted-foreground hover:border-primary/40 hover:text-foreground",
            )}
          >
            {category}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                active ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
              )}
            >
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
