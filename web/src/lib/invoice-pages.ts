// The paged reads of GET /api/invoices (docs/api.md "Lists"): the Admin's ledger and a client's
// invoices on the client's detail.
import type { InvoiceView } from "@core/invoices/schemas";
import { usePagedList, type PageOf } from "@web/lib/paging";

export const INVOICES_PATH = "/api/invoices";

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
