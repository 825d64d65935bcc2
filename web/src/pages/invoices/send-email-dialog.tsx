// The 'Send Invoice' and 'Send Payment Reminder' dialogs: the core drafts, editable, sent as written.
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, Send } from "lucide-react";
import type { z } from "zod";
import { SendInvoiceEmailInput, type InvoiceView } from "@core/invoices/schemas";
import { invoiceBody, invoiceSubject, reminderBody, reminderSubject } from "@core/invoices/templates";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { clientNameOf, invoiceAmount, templateValuesFor, toastError, useRefreshBusinessData, useSticky } from "./data";

export type EmailKind = "invoice" | "reminder";

const FormSchema = SendInvoiceEmailInput.pick({ subject: true, message: true });
type Values = z.input<typeof FormSchema>;

const COPY = {
  invoice: {
    title: "Send Invoice",
    submit: "Send Invoice",
    success: "Invoice sent successfully",
    failure: "Failed to send invoice",
  },
  reminder: {
    title: "Send Payment Reminder",
    submit: "Send Reminder",
    success: "Payment reminder sent successfully",
    failure: "Failed to send reminder",
  },
} as const;

function draftFor(invoice: InvoiceView, kind: EmailKind): Values {
  const values = templateValuesFor(invoice);
  return kind === "invoice"
    ? { subject: invoiceSubject(invoice.invoiceNumber), message: invoiceBody(values) }
    : { subject: reminderSubject(invoice.invoiceNumber), message: reminderBody(values) };
}

interface Props {
  /** The invoice to email; null closes the dialog. */
  invoice: InvoiceView | null;
  kind: EmailKind;
  onClose: () => void;
}

export function SendEmailDialog({ invoice, kind, onClose }: Props) {
  const shown = useSticky(invoice);
  return (
    <Dialog open={!!invoice} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {shown && <SendEmailForm key={`${shown.id}-${kind}`} invoice={shown} kind={kind} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SendEmailForm({ invoice, kind, onClose }: { invoice: InvoiceView; kind: EmailKind; onClose: () => void }) {
  const id = useId();
  const copy = COPY[kind];
  const refresh = useRefreshBusinessData();
  const form = useForm<Values>({
    resolver: zodResolver(FormSchema, undefined, { raw: true }),
    defaultValues: draftFor(invoice, kind),
    mode: "onTouched",
  });
  const {
    register,
    formState: { errors },
  } = form;

  const send = useMutation({
    mutationFn: async (values: Values) => {
      const res = await apiRequest("POST", "/api/invoices/send-single", {
        invoiceId: invoice.id,
        subject: values.subject.trim(),
        message: values.message,
        isReminder: kind === "reminder",
      });
      return (await res.json()) as { success: boolean; message?: string };
    },
    onSuccess: (result) => {
      toast({ title: copy.success, description: result.message });
      void refresh();
      onClose();
    },
    onError: (error) => {
      setServerErrors(form.setError, error, ["subject", "message"]);
      toastError(copy.failure);
    },
  });

  // A failed send keeps the dialog open with the server's reason (no email address, already paid...).
  const serverReason = send.error ? readApiError(send.error).message : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>
          {invoice.invoiceNumber} · {clientNameOf(invoice)} · {invoiceAmount(invoice)}
          {invoice.clientEmail ? ` · to ${invoice.clientEmail}` : ""}
        </DialogDescription>
      </DialogHeader>

      {!invoice.clientEmail && (
        <p role="note" className="flex gap-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          This client has no email address yet. Add one on the Clients page before sending.
        </p>
      )}

      <Field label="Subject" htmlFor={`${id}-subject`} error={errors.subject?.message}>
        <Input id={`${id}-subject`} {...register("subject")} />
      </Field>
      <Field label="Message" htmlFor={`${id}-message`} error={errors.message?.message}>
        <Textarea
          id={`${id}-message`}
          rows={11}
          className="font-mono text-sm leading-relaxed"
          {...register("message")}
        />
      </Field>

      {serverReason && (
        <p
          role="alert"
          className="rounded-md border border-destructive/25 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {serverReason}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending || !invoice.clientEmail}>
          {send.isPending ? <Spinner /> : <Send aria-hidden />}
          {send.isPending ? "Sending..." : copy.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
