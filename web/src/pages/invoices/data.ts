// The Admin's shared reads, refreshes and formatting: one place for query keys and the few helpers
// every panel, dialog and the client pages use.
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceDefaults } from "@core/invoices/payment-terms";
import type { InvoiceView } from "@core/invoices/schemas";
import type { CalendarDay, InvoiceSummary } from "@core/invoices/summary";
import { formatDueDate, formatMoney } from "@core/invoices/templates";
import { todayIn } from "@core/time";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";

export const INVOICES_KEY = ["/api/invoices"] as const;
export const CLIENTS_KEY = ["/api/clients"] as const;
export const DASHBOARD_KEY = ["/api/dashboard"] as const;

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

/** Today ('YYYY-MM-DD') in the owner's time zone, the server's "today" too. */
export function useOwnerToday(): string {
  const { user } = useAuth();
  return todayFor(user?.timeZone);
}

export function todayFor(timeZone: string | undefined, now = new Date()): string {
  try {
    return todayIn(timeZone || "UTC", now);
  } catch {
    return todayIn("UTC", now);
  }
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

/**
 * The last non-null value: a dialog driven by "the item being edited" keeps showing that item while
 * its closing animation runs, after the item has been cleared.
 */
export function useSticky<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

export const pluralize = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
