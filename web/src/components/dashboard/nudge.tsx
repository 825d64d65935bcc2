// One-click nudges (spec 000 §4.3, §8): a reminder for an overdue invoice, a follow-up for an idle client,
// and the money moves' own steps: an invoice the client never received, reminders for a fold of them,
// an invoice of a client's unbilled time, a follow-up on a sent quote nobody answered.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Alert, MoveAction } from "@web/lib/api-types";
import { ToastAction } from "@web/components/ui/toast";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useInvalidateFocus } from "./queries";

export type NudgeTarget = (
  | Pick<Alert, "type" | "invoiceId" | "clientId">
  | { type: "send_invoice"; invoiceId: string }
  | { type: "remind_invoices"; invoiceIds: string[] }
  | { type: "invoice_unbilled"; clientId: string }
  | { type: "follow_up_quote"; quoteId: string }
) & {
  /** Send a reminder inside the quiet period anyway (the owner answered the server's question). */
  confirm?: boolean;
};

/** The button's words for a nudge: 'Send Reminder', 'Follow Up', 'Send Invoice', 'Send Reminders'. */
export function nudgeLabel(type: string): string {
  if (type === "overdue_invoice") return "Send Reminder";
  if (type === "idle_client") return "Follow Up";
  if (type === "send_invoice") return "Send Invoice";
  if (type === "remind_invoices") return "Send Reminders";
  if (type === "invoice_unbilled") return "Create Invoice";
  if (type === "follow_up_quote") return "Follow Up Quote";
  return "Take Action";
}

/** A money move's action, read as the nudge it stands for (null: a link, or nothing to send). */
export function nudgeTargetOf(action: MoveAction | null): NudgeTarget | null {
  if (action?.type === "nudge_invoice") return { type: "overdue_invoice", invoiceId: action.invoiceId };
  if (action?.type === "nudge_client") return { type: "idle_client", clientId: action.clientId };
  if (action?.type === "send_invoice") return { type: "send_invoice", invoiceId: action.invoiceId };
  if (action?.type === "remind_invoices") return { type: "remind_invoices", invoiceIds: action.invoiceIds };
  if (action?.type === "invoice_unbilled") return { type: "invoice_unbilled", clientId: action.clientId };
  if (action?.type === "follow_up_quote") return { type: "follow_up_quote", quoteId: action.quoteId };
  return null;
}

/**
 * The toast's words when the server asks before sending: an invoice already emailed, or one that may
 * have been sent (the server's message says which), is sent again only on purpose; a reminder inside
 * the quiet period goes anyway.
 */
export function confirmationWords(target: Pick<NudgeTarget, "type">): { title: string; altText: string } {
  return target.type === "send_invoice"
    ? { title: "Send this invoice again?", altText: "Send the invoice again" }
    : { title: "A reminder went out recently", altText: "Send the reminder anyway" };
}

class UnknownAlertError extends Error {
  constructor() {
    super("Unknown alert type");
  }
}

/** The request a nudge makes: the alert's one-click routes, or the ledger's own send and bulk reminder. */
async function sendNudge(target: NudgeTarget): Promise<Response> {
  const confirm = target.confirm ? { confirm: true } : {};
  if (target.type === "send_invoice") {
    return apiRequest("POST", "/api/invoices/send-single", { body: { invoiceId: target.invoiceId, ...confirm } });
  }
  if (target.type === "invoice_unbilled") {
    return apiRequest("POST", "/api/clients/{id}/unbilled/invoice", { path: { id: target.clientId } });
  }
  if (target.type === "follow_up_quote") {
    return apiRequest("POST", "/api/quotes/{id}/follow-up", { path: { id: target.quoteId } });
  }
  if (target.type === "remind_invoices") {
    // The bulk dialog's own template (each invoice's placeholders are filled by the server).
    const draft = await (await apiRequest("GET", "/api/invoices/drafts/bulk-reminder")).json();
    return apiRequest("POST", "/api/invoices/send-overdue-email", {
      body: { ...draft, invoiceIds: target.invoiceIds, ...confirm },
    });
  }
  const { type, invoiceId, clientId } = target as Pick<Alert, "type" | "invoiceId" | "clientId">;
  if (type === "overdue_invoice" && invoiceId) {
    const body = target.confirm ? { confirm: true } : undefined;
    return apiRequest("POST", "/api/smart-admin/nudge-invoice/{invoiceId}", { path: { invoiceId }, body });
  }
  // A follow-up has no quiet period, so the server never asks to confirm one.
  if (type === "idle_client" && clientId) return apiRequest("POST", "/api/smart-admin/nudge-client/{clientId}", { path: { clientId } });
  throw new UnknownAlertError();
}

export function useNudge() {
  const invalidate = useInvalidateFocus();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (target: NudgeTarget) =>
      (await (await sendNudge(target)).json()) as { message?: string; quoteNumber?: string; to?: string },
    onSuccess: (result, target) => {
      // A quote's follow-up answers with the quote: say where it went.
      const sentQuote = result.quoteNumber && result.to ? `Follow-up on ${result.quoteNumber} sent to ${result.to}` : undefined;
      toast({ title: "Action Completed", description: result.message ?? sentQuote });
      void invalidate();
      // Sending an invoice changes the ledger too (its status and "sent").
      if (target.type === "send_invoice") void queryClient.invalidateQueries({ queryKey: ["/api/invoices"] });
      // Invoicing unbilled time makes an invoice and bills the client's time entries.
      // A quote followed up: the quotes list shows its emails.
      if (target.type === "follow_up_quote") void queryClient.invalidateQueries({ queryKey: ["/api/quotes"] });
      if (target.type === "invoice_unbilled") {
        for (const queryKey of [["/api/invoices"], ["/api/time-entries"], ["/api/clients"]])
          void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error, target) => {
      const api = readApiError(error);
      // A reminder inside the quiet period, or an invoice already emailed (or that may have been sent:
      // core/invoices/already-sent.ts): say when it went, and let the owner send it again on purpose.
      if (api.code === "CONFIRMATION_REQUIRED") {
        const words = confirmationWords(target);
        toast({
          title: words.title,
          description: api.message,
          action: (
            <ToastAction
              altText={words.altText}
              onClick={() => mutation.mutate({ ...target, confirm: true })}
            >
              Send anyway
            </ToastAction>
          ),
        });
        return;
      }
      const known = error instanceof UnknownAlertError || api.status !== undefined;
      toast({
        variant: "destructive",
        title: "Error",
        description: (known && api.message) || "Failed to create nudge",
      });
    },
  });
  return mutation;
}
