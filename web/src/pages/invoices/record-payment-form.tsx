// 'Record payment': money that arrived for an unpaid invoice, all of it or part (POST /api/invoices/{id}/payments).
// The amount starts at the balance; more than the balance or a future date is refused by the server.
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { InvoiceDetail } from "@core/invoices/detail";
import { formatMoney } from "@core/invoices/templates";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import type { ApiBody } from "@web/lib/api-client";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { useRefreshBusinessData } from "@web/lib/business-data";

type Method = ApiBody<"POST", "/api/invoices/{id}/payments">["method"];

export function RecordPaymentForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const id = useId();
  const today = useOwnerToday();
  const refresh = useRefreshBusinessData();
  const [amount, setAmount] = useState(invoice.figures.balance);
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<Method>("bank_transfer");
  const [note, setNote] = useState("");
  const save = useMutation({
    mutationFn: async () =>
      (
        await apiRequest("POST", "/api/invoices/{id}/payments", {
          path: { id: invoice.id },
          body: { amount: amount.trim(), date, method, note: note.trim() || null },
        })
      ).json() as Promise<InvoiceDetail>,
    onSuccess: (saved) => {
      toast({
        title: "Payment recorded",
        description:
          saved.status === "paid"
            ? `${saved.invoiceNumber} is paid in full.`
            : `${formatMoney(saved.figures.balance, saved.currency)} left to pay on ${saved.invoiceNumber}.`,
      });
      void refresh();
      onDone();
    },
  });
  const fields = save.error ? (readApiError(save.error).fields ?? {}) : {};
  const other = save.error && Object.keys(fields).length === 0 ? readApiError(save.error).message : null;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Record a payment for {invoice.invoiceNumber}</DialogTitle>
        <DialogDescription>
          Balance {formatMoney(invoice.figures.balance, invoice.currency)} of{" "}
          {formatMoney(invoice.figures.total, invoice.currency)}. Record part of it or all of it.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount received" htmlFor={`${id}-amount`} error={fields.amount}>
          <Input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label="Date received" htmlFor={`${id}-date`} error={fields.date}>
          <Input id={`${id}-date`} type="date" max={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Method" htmlFor={`${id}-method`} error={fields.method}>
          <select
            id={`${id}-method`}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            value={method}
            onChange={(e) => setMethod(e.target.value as Method)}
          >
            <option value="bank_transfer">Bank transfer</option>
            <option value="card">Card</option>
            <option value="cash">Cash</option>
            <option value="check">Check</option>
            <option value="other">Other</option>
          </select>
        </Field>
        <Field label="Note" htmlFor={`${id}-note`} error={fields.note} optional>
          <Input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </div>
      {other && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {other}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Record payment
        </Button>
      </DialogFooter>
    </form>
  );
}
