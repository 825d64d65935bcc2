// A public document's labelled facts (from, to, number, dates, description), two columns on wide screens.
import type { ReactNode } from "react";
import { cn } from "@web/lib/utils";

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** Spans both columns (a long text). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn("text-sm", wide && "whitespace-pre-wrap")}>{children}</dd>
    </div>
  );
}

/** The document's description across both columns, its line breaks kept; nothing when it has none. */
export function DescriptionItem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <DetailItem label="Description" wide>
      {text}
    </DetailItem>
  );
}
