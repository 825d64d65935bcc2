// The Admin's paged reads of GET /api/invoices (docs/api.md "Lists"). Every key starts with
// "/api/invoices", so a change refreshes the ledger, the tracker's lists and the summary at once.
import { useQueries } from "@tanstack/react-query";
import type { InvoiceView } from "@core/invoices/schemas";
import { fetchPage, pageQuery, usePagedList, type PageOf } from "@web/lib/paging";

export const INVOICES_PATH = "/api/invoices";
export type InvoiceTab = "all" | "overdue" | "pending" | "draft" | "paid";
export const INVOICE_TABS: InvoiceTab[] = ["all", "overdue", "pending", "draft", "paid"];

const SENDING = new Set(["queued", "sending"]);
/** While an email about an invoice on the page is on its way, read the page again to show it land. */
const emailOnItsWay = (page: PageOf<unknown>) =>
  (page.items as InvoiceView[]).some((i) => i.emails.last && SENDING.has(i.emails.last.status));

export interface InvoiceListParams {
  q?: string;
  status?: string;
  sort?: string;
  clientId?: string;
  dueFrom?: string;
  dueTo?: string;
}

/** One page of invoices at a time, with Previous and Next. */
export function useInvoicePages(params: InvoiceListParams, options: { limit?: number; enabled?: boolean } = {}) {
  return usePagedList<InvoiceView>({
    path: INVOICES_PATH,
    params: { ...params },
    limit: options.limit ?? 50,
    enabled: options.enabled,
    refetchWhile: emailOnItsWay,
  });
}

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
