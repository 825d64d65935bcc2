// The owner's designs, a page at a time from the server (the paging contract), with an empty state.
import { useState } from "react";
import { ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePagedList } from "@web/lib/paging";
import { DesignCard } from "./design-card";
import { DESIGNS_KEY, useTemplates, type DesignView } from "./design-data";
import { DesignDeleteDialog } from "./design-delete-dialog";
import { DesignPostDialog } from "./design-post-dialog";
import { DesignScheduleDialog } from "./design-schedule-dialog";

const PAGE = 12;

export function DesignLibrary() {
  const designs = usePagedList<DesignView>({ path: DESIGNS_KEY[0], limit: PAGE });
  const templates = useTemplates();
  const [posting, setPosting] = useState<DesignView | null>(null);
  const [scheduling, setScheduling] = useState<DesignView | null>(null);
  const [deleting, setDeleting] = useState<DesignView | null>(null);
  const names = templates.data as Record<string, { name: string }> | undefined;

  return (
    <section aria-labelledby="design-library-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="design-library-title" className="font-medium">
          Your designs
        </h3>
        {designs.total > 0 && (
          <span className="text-sm text-muted-foreground" data-testid="designs-range">
            {designs.pageIndex * PAGE + 1}–{designs.pageIndex * PAGE + designs.items.length} of {designs.total}
          </span>
        )}
      </div>
      {designs.isLoading ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-busy="true"
          aria-label="Loading designs"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-[3/4] rounded-xl" />
          ))}
        </div>
      ) : designs.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6">
          <p className="font-medium">We couldn't load your designs.</p>
          <Button variant="outline" onClick={() => void designs.refetch()}>
            Try again
          </Button>
        </div>
      ) : designs.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <ImageOff className="size-8" aria-hidden />
          <p>No designs yet. Upload one, or open a template in the editor and save it to your library.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Designs">
          {designs.items.map((design) => (
            <DesignCard
              key={design.id}
              design={design}
              templateName={names?.[design.type]?.name}
              onPost={() => setPosting(design)}
              onSchedule={() => setScheduling(design)}
              onDelete={() => setDeleting(design)}
            />
          ))}
        </ul>
      )}
      {(designs.hasPrevious || designs.hasNext) && (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!designs.hasPrevious}
            onClick={designs.previous}
            aria-label="Previous designs"
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!designs.hasNext}
            onClick={designs.next}
            aria-label="More designs"
          >
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
      <DesignPostDialog design={posting} onClose={() => setPosting(null)} />
      <DesignScheduleDialog design={scheduling} onClose={() => setScheduling(null)} />
      <DesignDeleteDialog design={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
