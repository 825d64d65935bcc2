// The owner's quotes (docs/api.md "Quotes"): every key starts with "/api/quotes".
import type { QuoteView } from "@core/quotes/view";
import { usePagedList } from "@web/lib/paging";

export const QUOTES_PATH = "/api/quotes";
export type QuoteTab = "all" | "draft" | "sent" | "accepted" | "declined";
export const QUOTE_TABS: QuoteTab[] = ["all", "draft", "sent", "accepted", "declined"];

export function useQuotePages(status: QuoteTab, q: string, sort: string, limit = 25) {
  return usePagedList<QuoteView>({
    path: QUOTES_PATH,
    params: { status: status === "all" ? undefined : status, q: q || undefined, sort },
    limit,
  });
}
