/** GET /api/public/invoices/{token}: the client's view of an invoice (core/invoices/public.ts). */
export interface PublicInvoice {
  invoiceNumber: string;
  amount: string;
  currency: string;
  status: "draft" | "pending" | "paid" | "overdue";
  dueDate: string;
  paidDate: string | null;
  description: string | null;
  issuedAt: string;
  from: { name: string; contact: string | null; email: string };
  to: { name: string; company: string | null };
  payment: { card: "stripe" | "demo"; publishableKey: string | null; bankTransferDetails: string | null };
}

export const publicInvoiceKey = (token: string) => ["/api/public/invoices", token] as const;
