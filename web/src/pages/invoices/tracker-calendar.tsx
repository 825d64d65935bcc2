// The tracker's calendar view: a month grid marking each day's invoices by what they are (due,
// overdue, paid: each its own colour, with a legend), as the server counts them; the chosen day's
// invoices beside it.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatDueDate } from "@core/invoices/templates";
import { addDays } from "@core/time";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import type { CalendarDay } from "@core/invoices/summary";
import { pluralize } from "@web/lib/business-data";
import { PagedInvoiceLines } from "@web/components/documents/paged-invoice-lines";
import { useInvoicePages } from "@web/lib/invoice-pages";
import { daysInMonth, firstOfMonth, monthGrid, monthLabel, monthOf, shiftMonth, type YearMonth } from "@web/lib/month-grid";
import { useInvoiceCalendar } from "./queries";
import { InvoiceLine } from "./invoice-line";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

type Tone = "overdue" | "due" | "paid";

const TONES: Record<Tone, { label: string; day: string; selected: string; dot: string; legend: string }> = {
  overdue: {
    label: "Overdue",
    day: "bg-destructive/10 font-semibold text-destructive hover:bg-destructive/15",
    selected: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
    dot: "bg-destructive",
    legend: "bg-destructive/15 ring-1 ring-destructive/40",
  },
  due: {
    label: "Due (awaiting payment)",
    day: "bg-warning/15 font-semibold text-foreground hover:bg-warning/25",
    selected: "bg-warning text-foreground hover:bg-warning/90",
    dot: "bg-warning",
    legend: "bg-warning/20 ring-1 ring-warning/50",
  },
  paid: {
    label: "Paid",
    day: "bg-success/10 font-semibold text-success hover:bg-success/15",
    selected: "bg-success text-white hover:bg-success/90",
    dot: "bg-success",
    legend: "bg-success/15 ring-1 ring-success/40",
  },
};

/** A day takes the colour of what most needs attention on it: overdue, then due, then paid. */
function toneOf(mark: CalendarDay | undefined): Tone | null {
  if (!mark) return null;
  if (mark.overdue) return "overdue";
  if (mark.due) return "due";
  return mark.paid ? "paid" : null;
}

function describeMark(mark: CalendarDay | undefined): string {
  if (!mark) return "";
  const parts = [
    mark.overdue && `${pluralize(mark.overdue, "invoice")} overdue`,
    mark.due && `${pluralize(mark.due, "invoice")} due`,
    mark.paid && `${pluralize(mark.paid, "invoice")} paid`,
  ].filter(Boolean);
  return parts.length ? `, ${parts.join(", ")}` : "";
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function TrackerCalendar({ today }: { today: string }) {
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const focusAfterMove = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const calendar = useInvoiceCalendar(firstOfMonth(month).slice(0, 7));
  const marks = useMemo(() => new Map((calendar.data?.days ?? []).map((d) => [d.date, d] as const)), [calendar.data]);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const dueOnSelected = useInvoicePages({ dueFrom: selected, dueTo: selected, sort: "number" }, { limit: 20 });

  // Arrow keys move the selection; keep the keyboard focus on the newly selected day.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const choose = (date: string) => {
    setSelected(date);
    const target = monthOf(date);
    if (target.year !== month.year || target.month !== month.month) setMonth(target);
  };

  const changeMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    // Keep the chosen day visible: it follows to the same day of the new month when it can.
    const day = Math.min(Number(selected.slice(8, 10)), daysInMonth(next));
    setSelected(addDays(firstOfMonth(next), day - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    let next: string | null = null;
    if (event.key in KEY_STEPS) next = addDays(date, KEY_STEPS[event.key]);
    else if (event.key === "Home") next = addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
    else if (event.key === "End") next = addDays(date, 6 - new Date(`${date}T00:00:00Z`).getUTCDay());
    if (!next) return;
    event.preventDefault();
    focusAfterMove.current = true;
    choose(next);
  };

  const label = monthLabel(month);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="icon" onClick={() => changeMonth(-1)} aria-label="Previous month">
            <ChevronLeft aria-hidden />
          </Button>
          <h3 className="text-base font-semibold" aria-live="polite" id="tracker-month-label">
            {label}
          </h3>
          <Button variant="outline" size="icon" onClick={() => changeMonth(1)} aria-label="Next month">
            <ChevronRight aria-hidden />
          </Button>
        </div>

        <table
          ref={gridRef}
          className="w-full table-fixed border-separate border-spacing-1"
          aria-labelledby="tracker-month-label"
        >
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].date}>
                {week.map(({ date, day, inMonth }) => {
                  const mark = marks.get(date);
                  const tone = toneOf(mark);
                  const isSelected = date === selected;
                  const isToday = date === today;
                  return (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        data-date={date}
                        data-mark={tone ?? undefined}
                        tabIndex={isSelected ? 0 : -1}
                        aria-pressed={isSelected}
                        aria-current={isToday ? "date" : undefined}
                        aria-label={`${formatDueDate(date)}${describeMark(mark)}`}
                        onClick={() => choose(date)}
                        onKeyDown={(event) => onKeyDown(event, date)}
                        className={cn(
                          "relative flex h-10 w-full flex-col items-center justify-center rounded-md text-sm tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 sm:h-12",
                          !inMonth && "text-muted-foreground/60",
                          tone ? TONES[tone].day : "hover:bg-accent",
                          isToday && "ring-1 ring-primary/50",
                          isSelected &&
                            (tone ? TONES[tone].selected : "bg-primary text-primary-foreground hover:bg-primary/90"),
                        )}
                      >
                        {day}
                        {mark && (
                          <span aria-hidden className="absolute bottom-1 flex gap-0.5">
                            {(["overdue", "due", "paid"] as const)
                              .filter((k) => mark[k] > 0)
                              .map((k) => (
                                <span key={k} className={cn("size-1.5 rounded-full", TONES[k].dot)} />
                              ))}
                          </span>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
          {(["due", "overdue", "paid"] as const).map((k) => (
            <li key={k} className="flex items-center gap-2">
              <span className={cn("inline-block size-3 rounded-sm", TONES[k].legend)} aria-hidden />
              {TONES[k].label}
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="tracker-day-title" className="grid content-start gap-3">
        <h3 id="tracker-day-title" className="text-base font-semibold">
          Invoices due {formatDueDate(selected)}
        </h3>
        <PagedInvoiceLines
          source={dueOnSelected}
          label="invoices"
          empty={
            <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
              No invoices due this date
            </p>
          }
        >
          {(invoices) => (
            <ul className="grid max-h-80 gap-2 overflow-y-auto">
              {invoices.map((invoice) => (
                <InvoiceLine key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          )}
        </PagedInvoiceLines>
      </section>
    </div>
  );
}
