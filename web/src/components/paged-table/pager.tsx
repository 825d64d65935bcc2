import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";

interface Props {
  /** 0 for the first page. */
  pageIndex: number;
  pageSize: number;
  shown: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** "clients", "moves": what the rows are. */
  noun: string;
}

const count = new Intl.NumberFormat("en-US");

/** "51–100 of 1,008 clients" with Previous and Next: keyset pages go one step at a time. */
export function Pager({ pageIndex, pageSize, shown, total, hasPrevious, hasNext, onPrevious, onNext, noun }: Props) {
  if (total === 0) return null;
  const from = pageIndex * pageSize + 1;
  const to = pageIndex * pageSize + shown;
  return (
    <nav aria-label={`${noun} pages`} className="flex items-center justify-between gap-3 border-t px-4 py-3 text-sm">
      <p className="text-muted-foreground tabular-nums" aria-live="polite" data-testid="pager-range">
        {shown === 0
          ? `0 of ${count.format(total)}`
          : `${count.format(from)}–${count.format(to)} of ${count.format(total)}`}{" "}
        {noun}
      </p>
      {(hasPrevious || hasNext) && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious} aria-label="Previous page">
            <ChevronLeft aria-hidden />
            <span className="hidden sm:inline">Previous</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext} aria-label="Next page">
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}

/** What `ListPager` reads from a server list (`usePagedList`). */
interface PagedSource {
  pageIndex: number;
  pageSize: number;
  items: readonly unknown[];
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/** The pager of a list from `usePagedList`; `shown` when fewer rows than the page holds are drawn. */
export function ListPager({ list, noun, shown }: { list: PagedSource; noun: string; shown?: number }) {
  return (
    <Pager
      pageIndex={list.pageIndex}
      pageSize={list.pageSize}
      shown={shown ?? list.items.length}
      total={list.total}
      hasPrevious={list.hasPrevious}
      hasNext={list.hasNext}
      onPrevious={list.previous}
      onNext={list.next}
      noun={noun}
    />
  );
}
