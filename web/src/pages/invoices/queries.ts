// The Admin's reads of GET /api/invoices: the summary, the defaults, the calendar and the tabs' counts
// (the paged list itself is @web/lib/invoice-pages, which a client's detail reads too). Every key starts
// with "/api/invoices", so a change refreshes the ledger, the tracker's lists and the summary at once.
import { useQueries, useQuery } from "@tanstack/react-query";
import type { InvoiceDefaults } from "@core/invoices/payment-terms";
import type { CalendarDay, InvoiceSummary } from "@core/invoices/summary";
import { formatMoney } from "@core/invoices/templates";
import { INVOICES_KEY } from "@web/lib/business-data";
import { INVOICES_PATH } from "@web/lib/invoice-pages";
import { fetchPage, pageQuery } from "@web/lib/paging";

/** The tiles, the overdue panel and the totals: one server reading (core/invoices/summary.ts). */
export const useInvoiceSummary = () =>
  useQuery<InvoiceSummary>({
    queryKey: [...INVOICES_KEY, "summary"],
    // An email landing stamps its invoice as sent: read again until none is on its way.
    refetchInterval: (query) => (query.state.data?.emailsInFlight ? 2000 : false),
  });

/**
 * What a new invoice starts with: the server's due date from the owner's payment terms (today for
 * Immediate). Kept by no cache (gcTime 0), so a form opened after midnight or a change of terms reads afresh.
 */
export const useInvoiceDefaults = () =>
  useQuery<InvoiceDefaults>({ queryKey: [...INVOICES_KEY, "defaults"], staleTime: 0, gcTime: 0 });

/** What each day of a month holds, by due date: due, overdue, paid. */
export const useInvoiceCalendar = (month: string) =>
  useQuery<{ month: string; days: CalendarDay[] }>({ queryKey: [...INVOICES_KEY, `calendar?month=${month}`] });

/** A summary amount ("1234.50") in the owner's currency. */
export const summaryAmount = (summary: Pick<InvoiceSummary, "currency">, amount: string) =>
  formatMoney(amount, summary.currency);

export type InvoiceTab = "all" | "overdue" | "pending" | "draft" | "paid";
export const INVOICE_TABS: InvoiceTab[] = ["all", "overdue", "pending", "draft", "paid"];

/**
 * How many invoices each status tab holds for the current search, as the clients ledger counts its tabs
 * (qa10 F5): without a search, the summary's counts (no extra read); with one, the X-Total-Count of a
 * 1-row page per tab.
 */
export function useInvoiceTabCounts(
  q: string,
  unsearched: Partial<Record<InvoiceTab, number>> | undefined,
): Partial<Record<InvoiceTab, number>> {
  const results = useQueries({
    queries: INVOICE_TABS.map((status) => ({
      queryKey: [INVOICES_PATH, "count", { q, status }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPage(
          `${INVOICES_PATH}${pageQuery({ q, status: status === "all" ? undefined : status, limit: 1 })}`,
          undefined,
          signal,
        ),
      enabled: q !== "",
      placeholderData: (previous: unknown) => previous,
    })),
  });
  if (q === "") return unsearched ?? {};
  return Object.fromEntries(INVOICE_TABS.map((status, i) => [status, results[i].data?.total])) as Partial<
    Record<InvoiceTab, number>
  >;
}
