// PLACEHOLDER for Engineer B (issue 11 split): the "Content calendar" section of /content. B's branch
// owns web/src/pages/content/calendar-*.tsx and replaces this file and its export at merge.
import { CalendarDays } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

export function ContentCalendarSection() {
  return (
    <Card role="region" aria-labelledby="content-calendar-title" data-testid="content-calendar-placeholder">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <CalendarDays className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <CardTitle as="h2" id="content-calendar-title">
            Content Calendar
          </CardTitle>
          <CardDescription>Your scheduled posts, by day.</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
