import { useMutation } from "@tanstack/react-query";
import type { InvoiceStatus, InvoiceView } from "@core/invoices/schemas";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { payLinkFor, toastError, useRefreshBusinessData } from "@web/lib/business-data";

/** PUT /api/invoices/{id} {status, paidDate?}: 'Mark Paid' (with the day the money arrived) and 'Mark Overdue'. */
export function useUpdateInvoiceStatus() {
  const refresh = useRefreshBusinessData();
  return useMutation({
    mutationFn: async ({ id, status, paidDate }: { id: string; status: InvoiceStatus; paidDate?: string }) => {
      const res = await apiRequest("PUT", "/api/invoices/{id}", {
        path: { id },
        body: { status, ...(paidDate ? { paidDate } : {}) },
      });
      return (await res.json()) as InvoiceView;
    },
    onSuccess: (invoice) => {
      toast({ title: "Invoice status updated", description: `${invoice.invoiceNumber} is now ${invoice.status}.` });
      void refresh();
    },
    onError: (error) => toastError(readApiError(error).message || "Failed to update invoice status"),
  });
}

/** Copies text, with the old textarea fallback for browsers without the async clipboard. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export async function copyPaymentLink(invoice: Pick<InvoiceView, "publicPath">) {
  const link = payLinkFor(invoice.publicPath);
  if (await copyText(link)) {
    toast({ title: "Copied!", description: "Payment link copied to your clipboard." });
  } else {
    toast({ variant: "destructive", title: "Error", description: `Could not copy. The payment link is ${link}` });
  }
}
