import type { InvoiceFiguresView } from "@core/invoices/lines";
import type { PaymentPlanView } from "@core/invoices/payment-plans/plan";

/** GET /api/public/invoices/{token}: the client's view of an invoice (core/invoices/public.ts). */
export interface PublicInvoice {
  invoiceNumber: string;
  amount: string;
  currency: string;
  status: "draft" | "pending" | "paid" | "overdue" | "void";
  dueDate: string;
  paidDate: string | null;
  description: string | null;
  issuedAt: string;
  from: { name: string; contact: string | null; email: string; taxId: string | null };
  to: { name: string; company: string | null; taxId: string | null };
  figures: InvoiceFiguresView;
  /** The client's copy of the PDF. */
  pdfPath: string;
  /** The payment plan's instalments (states computed by the server); null without a plan. */
  paymentPlan: PaymentPlanView | null;
  /** When the client last said here that they sent the payment. */
  paymentClaimedAt: string | null;
  /** 'none': no card payments on this server (DEMO_PAYMENTS off and no Stripe keys). */
  payment: { card: "stripe" | "demo" | "none"; publishableKey: string | null; bankTransferDetails: string | null };
}

export const publicInvoiceKey = (token: string) => ["/api/public/invoices", token] as const;
