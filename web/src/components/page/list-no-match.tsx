// What a list shows when a search or a filter hid every row: which, and a way back to all of them.
import { Button } from "@web/components/ui/button";

/** "No clients match "acme"." (or "this filter") with Show all clients, which clears both. */
export function ListNoMatch({ q, noun, onShowAll }: { q: string; noun: string; onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 p-10 text-center text-sm text-muted-foreground">
      <p>
        No {noun} match {q ? `"${q}"` : "this filter"}.
      </p>
      <Button variant="outline" size="sm" onClick={onShowAll}>
        Show all {noun}
      </Button>
    </div>
  );
}
