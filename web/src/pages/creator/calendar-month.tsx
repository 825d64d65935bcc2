// The calendar view (spec 001 §2 'Content calendar'): a month with the days that have posts
// highlighted (by state, with a legend), and 'Content for {date}' for the chosen day, scrollable.
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatDueDate } from "@core/invoices/templates";
import { addDays } from "@core/time";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { fetchPage, pageQuery } from "@web/lib/paging";
import { cn } from "@web/lib/utils";
import { daysInMonth, firstOfMonth, monthGrid, monthLabel, monthOf, shiftMonth, type YearMonth } from "@web/lib/month-grid";
import { PostLine } from "./calendar-post-line";
import { EVENTS_KEY, usePostCalendar, type PostCalendarDay, type PostView } from "./schedule-data";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function tone(mark: PostCalendarDay | undefined): string | null {
  if (!mark) return null;
  if (mark.failed) return "bg-destructive/10 font-semibold text-destructive";
  if (mark.awaitingApproval) return "bg-warning/15 font-semibold";
  if (mark.scheduled) return "bg-primary/10 font-semibold text-primary";
  return mark.published ? "bg-success/10 font-semibold text-success" : null;
}

export function CalendarMonth({ today, onOpen, initialDate }: { today: string; onOpen: (post: PostView) => void; initialDate?: string }) {
  const [selected, setSelected] = useState(initialDate ?? today);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(initialDate ?? today));
  const marks = usePostCalendar(firstOfMonth(month).slice(0, 7));
  const byDay = useMemo(() => new Map((marks.data?.days ?? []).map((d) => [d.date, d] as const)), [marks.data]);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const day = useQuery({
    queryKey: [...EVENTS_KEY, { from: selected, to: selected, sort: "startDate" }],
    queryFn: ({ signal }) => fetchPage<PostView>(`/api/events${pageQuery({ from: selected, to: selected, sort: "startDate", limit: 100 })}`, undefined, signal),
  });

  const choose = (date: string) => {
    setSelected(date);
    const target = monthOf(date);
    if (target.year !== month.year || target.month !== month.month) setMonth(target);
  };
  const changeMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setSelected(addDays(firstOfMonth(next), Math.min(Number(selected.slice(8, 10)), daysInMonth(next)) - 1));
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="grid content-start gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="icon" onClick={() => changeMonth(-1)} aria-label="Previous month">
            <ChevronLeft aria-hidden />
          </Button>
          <h3 className="text-base font-semibold" aria-live="polite">
            {monthLabel(month)}
          </h3>
          <Button variant="outline" size="icon" onClick={() => changeMonth(1)} aria-label="Next month">
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1" aria-label={`Posts in ${monthLabel(month)}`}>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].date}>
                {week.map(({ date, day: n, inMonth }) => {
                  const mark = byDay.get(date);
                  const t = tone(mark);
                  const isSelected = date === selected;
                  const count = mark ? mark.scheduled + mark.published + mark.failed : 0;
                  return (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        data-date={date}
                        data-marked={mark ? "true" : undefined}
                        aria-pressed={isSelected}
                        aria-current={date === today ? "date" : undefined}
                        aria-label={`${formatDueDate(date)}${count ? `, ${count} post${count === 1 ? "" : "s"}` : ""}`}
                        onClick={() => choose(date)}
                        className={cn(
                          "relative flex h-10 w-full items-center justify-center rounded-md text-sm tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring sm:h-12",
                          !inMonth && "text-muted-foreground/60",
                          t ?? "hover:bg-accent",
                          date === today && "ring-1 ring-primary/50",
                          isSelected && "bg-primary text-primary-foreground hover:bg-primary/90",
                        )}
                      >
                        {n}
                        {count > 0 && <span aria-hidden className="absolute bottom-1 size-1.5 rounded-full bg-current opacity-70" />}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
          <li className="flex items-center gap-2"><span className="size-3 rounded-sm bg-primary/15" aria-hidden />Scheduled</li>
          <li className="flex items-center gap-2"><span className="size-3 rounded-sm bg-warning/25" aria-hidden />Awaiting approval</li>
          <li className="flex items-center gap-2"><span className="size-3 rounded-sm bg-success/15" aria-hidden />Published</li>
          <li className="flex items-center gap-2"><span className="size-3 rounded-sm bg-destructive/15" aria-hidden />Failed</li>
        </ul>
      </div>
      <section className="grid content-start gap-3" aria-labelledby="content-day-title">
        <h3 id="content-day-title" className="text-base font-semibold">
          Content for {formatDueDate(selected)}
        </h3>
        {day.isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : (day.data?.items.length ?? 0) === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No content scheduled for this date</p>
        ) : (
          <ul className="grid max-h-96 grid-cols-1 gap-2 overflow-y-auto pr-1" data-testid="day-posts">
            {day.data!.items.map((post) => (
              <PostLine key={post.id} post={post} onOpen={onOpen} showDate={false} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
