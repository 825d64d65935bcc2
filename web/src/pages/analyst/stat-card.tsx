// One figure with its label and a line under it; `thin` says why a figure is missing instead of a number.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

export function StatCard({
  title,
  icon: Icon,
  value,
  detail,
  testId,
  children,
}: {
  title: string;
  icon: LucideIcon;
  /** null: not enough data; `detail` then says why. */
  value: ReactNode | null;
  detail?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="grid gap-2 px-4 pb-4 sm:px-6 sm:pb-6">
        {value === null ? (
          <p className="text-sm font-medium text-muted-foreground" data-testid={testId && `${testId}-value`}>
            Not enough data yet
          </p>
        ) : (
          <p className="text-2xl font-semibold tabular-nums" data-testid={testId && `${testId}-value`}>
            {value}
          </p>
        )}
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
        {children}
      </CardContent>
    </Card>
  );
}
