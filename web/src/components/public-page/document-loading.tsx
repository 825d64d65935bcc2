// What a public document page shows while it loads: card-sized skeletons, and a status for screen readers.
import { Skeleton } from "@web/components/ui/skeleton";

/** `label` is what screen readers hear ("Loading invoice"); `heights`, one skeleton card each ("h-64"). */
export function PublicDocumentLoading({ label, heights }: { label: string; heights: string[] }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {heights.map((height, index) => (
        <Skeleton key={index} className={`${height} w-full rounded-xl`} />
      ))}
    </div>
  );
}
