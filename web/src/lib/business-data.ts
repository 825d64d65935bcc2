// The business's shared query keys, refreshes and formatting (invoices, clients, the dashboard): one
// place for what the Admin's pages, the clients' pages, the public pages and the reminder cards share.
import { useQueryClient } from "@tanstack/react-query";
import type { InvoiceView } from "@core/invoices/schemas";
import { formatDueDate, formatMoney } from "@core/invoices/templates";
import { toast } from "@web/hooks/use-toast";

export const INVOICES_KEY = ["/api/invoices"] as const;
export const CLIENTS_KEY = ["/api/clients"] as const;
export const DASHBOARD_KEY = ["/api/dashboard"] as const;

/**
 * After any change to clients or invoices: invoices, clients (and their histories, which live under
 * the same key prefix) and the dashboard all read again.
 */
export function useRefreshBusinessData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [INVOICES_KEY, CLIENTS_KEY, DASHBOARD_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** The destructive toast of spec 001 §8: title 'Error', the failure as description. */
export function toastError(description: string) {
  toast({ variant: "destructive", title: "Error", description });
}

/** An invoice's amount in its currency (USD when absent), en-US: "$1,234.50". */
export const invoiceAmount = (invoice: Pick<InvoiceView, "amount" | "currency">) =>
  formatMoney(invoice.amount, invoice.currency || "USD");

/** "March 5, 2026" from a calendar date ('2026-03-05') or an instant (ISO timestamp). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDueDate(value);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Date(time).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** "Jan 22, 2027": a due date short enough for a phone's row (qa10 F12). */
export function formatShortDate(value: string): string {
  const long = formatDate(value);
  return /^[A-Z][a-z]+ \d/.test(long) ? long.slice(0, 3) + long.slice(long.indexOf(" ")) : long;
}

/** The absolute address of an invoice's public payment page. */
export const payLinkFor = (publicPath: string) => new URL(publicPath, window.location.origin).href;

export const clientNameOf = (invoice: Pick<InvoiceView, "clientName">) => invoice.clientName || "Unknown Client";

export const pluralize = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
