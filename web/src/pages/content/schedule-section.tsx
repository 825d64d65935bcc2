// PLACEHOLDER for Engineer B (issue 11 split): the "Schedule content" section of /content. B's branch
// owns web/src/pages/content/schedule-*.tsx and replaces this file and its export at merge.
import { CalendarClock } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

export function ScheduleContentSection() {
  return (
    <Card role="region" aria-labelledby="schedule-content-title" data-testid="schedule-content-placeholder">
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <CardTitle as="h2" id="schedule-content-title">
            Schedule Content
          </CardTitle>
          <CardDescription>
            Schedule a generated caption from its result above, or a design from the studio: each becomes a scheduled
            post.
          </CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
