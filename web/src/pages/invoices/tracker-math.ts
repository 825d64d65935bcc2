// Pure layout helpers of the tracker: the overdue list's day groups (the month grid is
// @web/lib/month-grid, the content calendar's too). The figures themselves (tiles, overdue totals,
// calendar marks) come from the server's summary. Calendar dates are 'YYYY-MM-DD' strings in the
// owner's time zone (DESIGN.md "Data"), so comparing them as strings is comparing days.
import type { InvoiceView } from "@core/invoices/schemas";

export interface DayGroup<T> {
  date: string;
  invoices: T[];
}

/** Invoices grouped by due date, days ascending; inside a day, in the order given. */
export function groupByDueDate<T extends Pick<InvoiceView, "dueDate">>(invoices: readonly T[]): DayGroup<T>[] {
  const byDay = new Map<string, T[]>();
  for (const invoice of invoices) {
    const list = byDay.get(invoice.dueDate);
    if (list) list.push(invoice);
    else byDay.set(invoice.dueDate, [invoice]);
  }
  return [...byDay.keys()].sort().map((date) => ({ date, invoices: byDay.get(date)! }));
}
