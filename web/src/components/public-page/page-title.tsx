// The top of a public page: whom it is from (the business's name, and sometimes how to reach it), then
// what it is as the page's one heading.
import type { ReactNode } from "react";

export function PublicPageTitle({ from, title }: { from: ReactNode; title: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground">{from}</p>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
    </div>
  );
}
