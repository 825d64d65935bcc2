// 'Mark Paid' asks first (paid is final) and records the day the money arrived, today unless changed.
import { useId, useState } from "react";
import type { InvoiceView } from "@core/invoices/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { readApiError } from "@web/lib/queryClient";
import { clientNameOf, invoiceAmount } from "@web/lib/business-data";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { useSticky } from "@web/hooks/use-sticky";
import { useInvoiceSummary } from "./queries";
import { useUpdateInvoiceStatus } from "./invoice-actions";

export function MarkPaidDialog({ invoice, onClose }: { invoice: InvoiceView | null; onClose: () => void }) {
  const shown = useSticky(invoice);
  return (
    <AlertDialog open={!!invoice} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        {shown && <MarkPaidForm key={shown.id} invoice={shown} onClose={onClose} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function MarkPaidForm({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const id = useId();
  // The server's "today" in the owner's time zone: the rule the server checks the date against.
  const summary = useInvoiceSummary();
  const browserToday = useOwnerToday();
  const today = summary.data?.today ?? browserToday;
  const [paidDate, setPaidDate] = useState(today);
  const update = useUpdateInvoiceStatus();
  const error = update.error ? readApiError(update.error) : null;
  const dateError = error?.fields?.paidDate ?? (paidDate > today ? "The paid date cannot be in the future" : undefined);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!paidDate || paidDate > today) return;
        update.mutate({ id: invoice.id, status: "paid", paidDate }, { onSuccess: onClose });
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>Mark {invoice.invoiceNumber} as paid?</AlertDialogTitle>
        <AlertDialogDescription>
          {invoiceAmount(invoice)} from {clientNameOf(invoice)}. Reminders stop, and paid is final: it cannot be undone.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <Field label="Date paid" htmlFor={`${id}-paid`} error={dateError}>
        <Input
          id={`${id}-paid`}
          type="date"
          max={today}
          required
          value={paidDate}
          onChange={(event) => setPaidDate(event.target.value)}
        />
      </Field>
      {error && !error.fields?.paidDate && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
        <Button type="submit" disabled={update.isPending || !paidDate || paidDate > today}>
          {update.isPending && <Spinner />}
          Mark Paid
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
