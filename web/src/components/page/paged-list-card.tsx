// The card around a page's server-paged table: an icon, the list's name and count, the status chips and
// the search box, what acts on the selected rows (if any), then the table edge to edge.
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

interface Props {
  icon: LucideIcon;
  title: string;
  /** The count under the title ("12 quotes"), or what the list is while it loads. */
  description: ReactNode;
  descriptionTestId?: string;
  /** The status chips and the search box: side by side on a wide screen. */
  filters: ReactNode;
  /** Under the filters: the bar for the selected rows. */
  selection?: ReactNode;
  /** The table. */
  children: ReactNode;
}

export function PagedListCard({
  icon: Icon,
  title,
  description,
  descriptionTestId,
  filters,
  selection,
  children,
}: Props) {
  return (
    <Card className="min-w-0 gap-0 overflow-hidden py-0">
      <CardHeader className="gap-4 p-4 sm:p-6">
        <div className="flex flex-row items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <CardTitle as="h2">{title}</CardTitle>
            <CardDescription data-testid={descriptionTestId}>{description}</CardDescription>
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">{filters}</div>
        {selection}
      </CardHeader>
      <CardContent className="p-0">{children}</CardContent>
    </Card>
  );
}
