// The changes an owner can make from 'View invoice': edit and void a draft or unpaid invoice, delete a
// draft, duplicate any invoice. Void and delete ask first; the server's 409s are shown as they come.
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Ban, CopyPlus, HandCoins, Pencil, Trash2 } from "lucide-react";
import type { InvoiceDetail } from "@core/invoices/detail";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { toastError, useRefreshBusinessData } from "@web/lib/business-data";

type Confirming = "void" | "delete" | null;

export function InvoiceChangeActions({
  invoice,
  onEdit,
  onRecordPayment,
  onClose,
}: {
  invoice: InvoiceDetail;
  onEdit: () => void;
  onRecordPayment: () => void;
  onClose: () => void;
}) {
  const refresh = useRefreshBusinessData();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const editable = invoice.status === "draft" || invoice.status === "pending" || invoice.status === "overdue";
  const change = useMutation({
    mutationFn: async (kind: "void" | "delete" | "duplicate") => {
      const res =
        kind === "delete"
          ? await apiRequest("DELETE", "/api/invoices/{id}", { path: { id: invoice.id } })
          : await apiRequest("POST", `/api/invoices/{id}/${kind}`, { path: { id: invoice.id } });
      return { kind, body: (await res.json()) as InvoiceDetail };
    },
    onSuccess: ({ kind, body }) => {
      void refresh();
      const title =
        kind === "void"
          ? `${invoice.invoiceNumber} voided`
          : kind === "delete"
            ? `Draft ${invoice.invoiceNumber} deleted`
            : `Draft ${body.invoiceNumber} created from ${invoice.invoiceNumber}`;
      toast({ title });
      setConfirming(null);
      if (kind !== "void") onClose();
    },
    onError: (error) => {
      setConfirming(null);
      toastError(readApiError(error).message || "The change failed");
    },
  });

  if (confirming) {
    const isVoid = confirming === "void";
    return (
      <div
        role="alertdialog"
        aria-label={isVoid ? "Void invoice?" : "Delete draft?"}
        className="grid gap-3 rounded-md border border-destructive/40 p-3"
      >
        <p className="text-sm">
          {isVoid
            ? `Void ${invoice.invoiceNumber}? It keeps its number and history, stops counting as owed and gets no more reminders. This cannot be undone.`
            : `Delete draft ${invoice.invoiceNumber}? This cannot be undone.`}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
            Keep it
          </Button>
          <Button variant="destructive" size="sm" disabled={change.isPending} onClick={() => change.mutate(confirming)}>
            {change.isPending && <Spinner />}
            {isVoid ? "Void invoice" : "Delete draft"}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {editable && (
        <Button variant="outline" size="sm" onClick={onRecordPayment}>
          <HandCoins aria-hidden />
          Record payment
        </Button>
      )}
      {editable && (
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate("duplicate")}>
        <CopyPlus aria-hidden />
        Duplicate
      </Button>
      {invoice.status === "draft" && (
        <Button variant="outline" size="sm" onClick={() => setConfirming("delete")}>
          <Trash2 aria-hidden />
          Delete draft
        </Button>
      )}
      {editable && Number(invoice.figures.paid) === 0 && (
        <Button variant="outline" size="sm" onClick={() => setConfirming("void")}>
          <Ban aria-hidden />
          Void
        </Button>
      )}
    </div>
  );
}
